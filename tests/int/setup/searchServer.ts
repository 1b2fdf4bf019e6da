/** An HTTP server in front of the search handlers, answering as if requests came to `host`. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { multiQuery } from '../../../site/search/service'

export async function startSearchServer(host: string): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const headers = new Headers({ 'x-forwarded-host': host, 'content-type': String(req.headers['content-type'] ?? 'text/plain') })
      const request = new Request(`http://${host}${req.url}`, { method: req.method, headers, body: req.method === 'POST' ? Buffer.concat(chunks) : undefined })
      const handler = req.url?.match(/\/api\/search\/1\/indexes\/[^/]+\/queries/) ? multiQuery(request) : Promise.resolve(new Response('{"message":"Not found","status":404}', { status: 404 }))
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
