/** A local CRM webhook receiver for the lead delivery tests: records each request, can fail on purpose. */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { allowOutbound } from './outboundAllow'

export type Received = { headers: http.IncomingHttpHeaders; body: string; status: number }

export type Receiver = {
  url: string
  received: Received[]
  /** Status to answer for the next requests (then 200). */
  failNext: (count: number, status?: number) => void
  failAlways: (status: number | null) => void
  close: () => Promise<void>
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = []
  let failures = 0
  let failStatus = 500
  let always: number | null = null
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const status = always ?? (failures > 0 ? (failures--, failStatus) : 200)
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status })
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  const disallow = allowOutbound(url)
  return {
    url,
    received,
    failNext: (count, status = 500) => ((failures = count), (failStatus = status)),
    failAlways: (status) => (always = status),
    close: () => (disallow(), new Promise((resolve) => server.close(() => resolve()))),
  }
}
