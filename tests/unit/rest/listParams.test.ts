import { describe, expect, it } from 'vitest'
import { BODY_TYPE_MESSAGE, boundListParams, isReadOverride, listParamProblems, READ_OVERRIDE_MAX_BYTES, readOverride, writeBodyProblem } from '../../../site/rest/listParams'

const problems = (method: string, query: string) => listParamProblems(method, new URLSearchParams(query)).map((p) => p.path)

describe('listParamProblems', () => {
  it('accepts ordinary list parameters and their absence', () => {
    expect(problems('GET', '')).toEqual([])
    expect(problems('GET', 'limit=1&page=1&depth=0')).toEqual([])
    expect(problems('GET', 'limit=250&page=100000&depth=5&pagination=true')).toEqual([])
  })

  it.each(['limit=0', 'limit=-1', 'limit=251', 'limit=1.5', 'limit=abc', 'limit=', 'limit=1&limit=2'])('refuses GET %s', (query) => {
    expect(problems('GET', query)).toEqual(['limit'])
  })

  it('bounds page, depth and pagination, and refuses nested forms', () => {
    expect(problems('GET', 'page=0')).toEqual(['page'])
    expect(problems('GET', 'page=100001')).toEqual(['page'])
    expect(problems('GET', 'page=999999999999999999999')).toEqual(['page'])
    expect(problems('GET', 'depth=6')).toEqual(['depth'])
    expect(problems('GET', 'pagination=false')).toEqual(['pagination'])
    expect(problems('GET', 'limit[]=1&page[a]=2')).toEqual(['limit[]', 'page[a]'])
  })

  it('lets bulk writes keep limit=0 but still checks the rest', () => {
    expect(problems('DELETE', 'limit=0')).toEqual([])
    expect(problems('PATCH', 'limit=-1&depth=9')).toEqual(['depth', 'limit'])
  })
})

describe('boundListParams', () => {
  it('answers a 400 naming the parameters without calling the handler', async () => {
    let called = 0
    const handler = boundListParams(async () => {
      called += 1
      return new Response('ok')
    })
    const refused = await handler(new Request('http://x/api/vehicles?limit=0&page=-1'), {})
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { errors: Array<{ message: string; data: { errors: Array<{ path: string }> } }> }
    expect(body.errors[0]!.data.errors.map((e) => e.path)).toEqual(['page', 'limit'])
    expect(body.errors[0]!.message).toMatch(/limit must be/)
    expect(called).toBe(0)
    expect((await handler(new Request('http://x/api/vehicles?limit=10'), {})).status).toBe(200)
  })
})

describe('writeBodyProblem (issue 48, findings 10 and 11)', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/xml', 'APPLICATION/X-WWW-FORM-URLENCODED'])('refuses a %s write with a 415', (type) => {
    for (const method of ['POST', 'PATCH', 'PUT', 'post']) expect(writeBodyProblem(method, type), `${method} ${type}`).toEqual({ status: 415, path: 'content-type', message: BODY_TYPE_MESSAGE })
  })
  it('passes JSON, the admin’s multipart form, a write without a body type, and reads', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'multipart/form-data; boundary=x', null, '']) expect(writeBodyProblem('POST', type)).toBeNull()
    for (const method of ['GET', 'DELETE', 'OPTIONS', 'HEAD']) expect(writeBodyProblem(method, 'text/plain')).toBeNull()
  })
  it('is answered before the handler runs', async () => {
    let called = false
    const handler = boundListParams(async () => ((called = true), new Response('{}')))
    const answer = await handler(new Request('http://localhost/api/pages', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }), {})
    expect(answer.status).toBe(415)
    expect(await answer.json()).toMatchObject({ message: BODY_TYPE_MESSAGE, errors: [{ path: 'content-type' }] })
    expect(called).toBe(false)
  })
})

describe('reads sent by POST with a GET override (the admin’s relationship and upload fields)', () => {
  const override = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/dealerships?locale=en', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET', cookie: 'payload-token=t', ...headers },
      body,
    })
  const seen: Request[] = []
  const get = async (request: Request) => {
    seen.push(request)
    return new Response('get')
  }
  const post = async () => new Response('post')
  const handler = readOverride(get, post)

  it('knows an override by either header, any case, on POST only', () => {
    expect(isReadOverride(override('a=1'))).toBe(true)
    expect(isReadOverride(new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-http-method-override': 'get' } }))).toBe(true)
    expect(isReadOverride(new Request('http://localhost/api/x', { method: 'POST' }))).toBe(false)
    expect(isReadOverride(new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-payload-http-method-override': 'DELETE' } }))).toBe(false)
    expect(isReadOverride(new Request('http://localhost/api/x', { method: 'GET', headers: { 'x-payload-http-method-override': 'GET' } }))).toBe(false)
  })

  it('answers the GET it stands for: the body query after the address’s, credentials kept, body headers dropped', async () => {
    seen.length = 0
    const answer = await handler(override('depth=0&limit=2&where%5Bid%5D%5Bin%5D%5B0%5D=7'), {})
    expect(await answer.text()).toBe('get')
    const request = seen[0]!
    expect(request.method).toBe('GET')
    const url = new URL(request.url)
    expect(url.pathname).toBe('/api/dealerships')
    expect(url.searchParams.get('locale')).toBe('en')
    expect(url.searchParams.get('limit')).toBe('2')
    expect(url.searchParams.get('where[id][in][0]')).toBe('7')
    expect(request.headers.get('cookie')).toBe('payload-token=t')
    expect(request.headers.get('content-type')).toBeNull()
    expect(request.headers.get('x-payload-http-method-override')).toBeNull()
  })

  it('an empty body is the address’s own query', async () => {
    seen.length = 0
    await handler(override(''), {})
    expect(new URL(seen[0]!.url).search).toBe('?locale=en')
  })

  it('an override with a JSON or text body is a 415 naming content-type; too long a query a 413', async () => {
    for (const type of ['application/json', 'text/plain', '']) {
      const answer = await handler(override('{}', { 'content-type': type }), {})
      expect(answer.status).toBe(415)
      expect(((await answer.json()) as { errors: Array<{ path: string }> }).errors[0]!.path).toBe('content-type')
    }
    const long = await handler(override('a=1', { 'content-length': String(READ_OVERRIDE_MAX_BYTES + 1) }), {})
    expect(long.status).toBe(413)
  })

  it('every other POST goes to the POST handler', async () => {
    const answer = await handler(new Request('http://localhost/api/promos', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), {})
    expect(await answer.text()).toBe('post')
  })
})
