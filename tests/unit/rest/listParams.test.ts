import { describe, expect, it } from 'vitest'
import { BODY_TYPE_MESSAGE, boundListParams, listParamProblems, writeBodyProblem } from '../../../site/rest/listParams'

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
