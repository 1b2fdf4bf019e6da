/**
 * A local YouX-style lender for the e2e run (issue 19): `POST /quote` and `POST /create-customer`
 * check the Bearer key and the spec's fields (FIN §7) and answer like a lender; the redirect URL is
 * its own `GET /apply/{n}` page; `GET /received` lists what create-customer received, so a test can
 * check what the app sent. Never used outside tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const TEST_LENDER_KEY = 'e2e-lender-key'
const QUOTE_FIELDS = ['loanTerm', 'nvic', 'purchasePrice', 'selfAssessedCreditScore', 'vin', 'whoIsHelping', 'year']
const CUSTOMER_FIELDS = ['email', 'firstName', 'lastName', 'loanLerm', 'nvic', 'phoneNumber', 'postCode', 'purchasePrice', 'selfAssessedCreditScore', 'subscribe', 'vin', 'year']
const RATES: Record<string, number> = { GREAT: 6.99, DECENT: 9.99, POOR: 13.99 }

type Body = { purchasePrice?: number; loanTerm?: number; selfAssessedCreditScore?: string; data?: unknown; additionalData?: unknown }

const readJson = (req: IncomingMessage) =>
  new Promise<Body>((resolve) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : {})
      } catch {
        resolve({})
      }
    })
  })

const sameKeys = (value: unknown, keys: string[]) => !!value && typeof value === 'object' && JSON.stringify(Object.keys(value).sort()) === JSON.stringify(keys)

export async function startTestLender(): Promise<{ url: string; stop: () => Promise<void> }> {
  const customers: Record<string, unknown>[] = []
  const server = createServer(async (req, res: ServerResponse) => {
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type })
      res.end(type === 'application/json' ? JSON.stringify(body) : String(body))
    }
    const apply = /^\/apply\/(\d+)$/.exec(req.url ?? '')
    if (req.method === 'GET' && apply) return send(200, `<!doctype html><html lang="en"><head><title>Test lender</title></head><body><main><h1>Test lender application ${apply[1]}</h1></main></body></html>`, 'text/html')
    if (req.method === 'GET' && req.url === '/received') return send(200, customers)
    if (req.method !== 'POST') return send(404, { error: 'not found' })
    const body = await readJson(req)
    if (req.headers.authorization !== `Bearer ${TEST_LENDER_KEY}`) return send(401, { error: 'bad key' })
    if (req.url === '/quote') {
      if (!sameKeys(body, QUOTE_FIELDS)) return send(422, { error: `quote fields: ${Object.keys(body).join(',')}` })
      const rate = RATES[body.selfAssessedCreditScore ?? ''] ?? 20
      const [price, term] = [Number(body.purchasePrice), Number(body.loanTerm)]
      const weekly = Math.round(((price * (1 + (rate / 100) * term * 0.55)) / (term * 52)) * 100) / 100
      return send(200, { weeklyRepaymentAmount: weekly, advertisedRate: rate, comparisonRate: Math.round((rate + 0.8) * 100) / 100 })
    }
    if (req.url === '/create-customer') {
      if (!sameKeys(body.data, CUSTOMER_FIELDS) || !body.additionalData) return send(422, { error: 'create-customer fields' })
      customers.push(body as Record<string, unknown>)
      return send(200, { redirectUrl: `${url}/apply/${customers.length}` })
    }
    send(404, { error: 'not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
