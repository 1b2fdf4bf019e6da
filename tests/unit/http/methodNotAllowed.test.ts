import { describe, expect, it } from 'vitest'
import { allowHeader, methodNotAllowedMessage, otherMethods, ROUTE_METHODS, servedMethods } from '@/site/http/methodNotAllowed'
import { apiRoutes } from './apiRouteMethods'

describe('405 for a method an API route does not serve', () => {
  it('answers JSON naming the served methods, with Allow (HEAD beside GET, OPTIONS always) and no caching', async () => {
    const { PUT } = otherMethods('GET', 'POST')
    const response = PUT(new Request('http://x.test/api/leads', { method: 'PUT' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const message = 'PUT is not allowed here; use GET or POST.'
    expect(await response.json()).toEqual({ message, errors: [{ path: 'method', message }] })
  })

  it('gives a handler for exactly the methods not served', () => {
    expect(Object.keys(otherMethods('POST')).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'PUT'])
    expect(Object.keys(otherMethods('GET', 'POST', 'DELETE')).sort()).toEqual(['PATCH', 'PUT'])
    expect(allowHeader(['POST'])).toBe('POST, OPTIONS')
    expect(methodNotAllowedMessage('GET', ['POST'])).toBe('GET is not allowed here; use POST.')
  })

  it('a route module serves the methods it exports a handler for, other than the 405s of otherMethods (the catch-all answers OPTIONS with them)', () => {
    const route = { GET: () => new Response('list'), POST: () => new Response('add'), ...otherMethods('GET', 'POST') }
    expect(servedMethods(route)).toEqual(['GET', 'POST'])
    expect(servedMethods({ POST: () => new Response(''), ...otherMethods('POST') })).toEqual(['POST'])
    // a handler of its own for a method, even one otherMethods would refuse elsewhere
    const { DELETE } = otherMethods('GET')
    expect(servedMethods({ DELETE, PUT: () => new Response('') })).toEqual(['PUT'])
    expect(servedMethods({})).toEqual([])
  })

  it('every API route of ours serves or refuses each method: none is left to Next’s empty 405', () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(20)
    for (const route of routes) {
      expect([...route.served, ...route.refused].sort(), route.file).toEqual([...ROUTE_METHODS].sort())
      expect(route.served.filter((m) => route.refused.includes(m)), route.file).toEqual([])
    }
  })
})
