/** An HTTP server in front of the search handlers, answering as if requests came to `host`. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { facetValuesQuery, multiQuery, singleQuery } from '../../../site/search/service'

/** The same paths as app/_api/routes/search/1/indexes/…; anything else is a 404. */
function route(path: string, request: Request): Promise<Response> {
  const [, index, rest, facet, last] = /^\/api\/search\/1\/indexes\/([^/]+)\/(queries|query|facets)(?:\/([^/]+)\/(query))?$/.exec(path) ?? []
  const name = decodeURIComponent(index ?? '')
  if (rest === 'queries') return multiQuery(request)
  if (rest === 'query') return singleQuery(request, name)
  if (rest === 'facets' && facet && last) return facetValuesQuery(request, name, decodeURIComponent(facet))
  return Promise.resolve(new Response('{"message":"Not found","status":404}', { status: 404 }))
}

export async function startSearchServer(host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      // Each world is one client of its own for the per-IP rate limit.
      const headers = new Headers({ 'x-forwarded-host': host, 'x-forwarded-for': `search-world-${host}`, 'content-type': String(req.headers['content-type'] ?? 'text/plain') })
      const request = new Request(`http://${host}${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined })
      const handler = route(new URL(request.url).pathname, request)
      void handler.then(
        async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers))
          res.end(Buffer.from(await response.arrayBuffer()))
        },
        (error: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ message: String(error), status: 500 }))
        },
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
