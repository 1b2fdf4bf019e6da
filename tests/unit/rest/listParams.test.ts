import { describe, expect, it } from 'vitest'
import { boundListParams, listParamProblems } from '../../../site/rest/listParams'

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
