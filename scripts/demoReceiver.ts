/**
 * `npm run demo:receiver`: the demo's local CRM. Listens on 127.0.0.1:4010 (DEMO_RECEIVER_PORT),
 * checks each lead webhook's X-Lead-Signature with the demo secret, prints the lead and answers
 * 200 (401 when the signature does not match, so the lead's timeline shows a failed attempt).
 * Start the app with OUTBOUND_ALLOW_HOSTS=127.0.0.1:4010 so it may post to this address.
 */
import http from 'node:http'
import { SIGNATURE_HEADER, verifySignature } from '../site/leads/webhook'
import { DEMO_WEBHOOK_PORT, DEMO_WEBHOOK_SECRET } from './seed/demoWebhook'

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    const signature = req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined
    const ok = req.method === 'POST' && verifySignature(body, DEMO_WEBHOOK_SECRET, signature)
    let summary = body.slice(0, 200)
    try {
      const lead = JSON.parse(body) as { id?: number; type?: string; customer?: { firstName?: string; lastName?: string }; vehicle?: { make?: string; model?: string } | null }
      summary = `lead #${lead.id} ${lead.type} from ${[lead.customer?.firstName, lead.customer?.lastName].filter(Boolean).join(' ')}${lead.vehicle ? ` about ${[lead.vehicle.make, lead.vehicle.model].filter(Boolean).join(' ')}` : ''}`
    } catch {
      // ADF or not JSON: the first characters are shown
    }
    console.log(`${new Date().toISOString()} ${ok ? 'received' : 'REFUSED (bad signature)'} ${summary} (Idempotency-Key ${req.headers['idempotency-key'] ?? '-'})`)
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(ok ? { received: true } : { message: 'Bad signature' }))
  })
})

server.listen(DEMO_WEBHOOK_PORT, '127.0.0.1', () => console.log(`Demo CRM receiver on http://127.0.0.1:${DEMO_WEBHOOK_PORT}/leads (start the app with OUTBOUND_ALLOW_HOSTS=127.0.0.1:${DEMO_WEBHOOK_PORT})`))
process.on('SIGINT', () => server.close(() => process.exit(0)))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
