/** A shopper's lead submission as the forms send it, retried with the same key on 503 and connection errors. */
import { randomUUID } from 'node:crypto'

/** `retried`: the answers that were retried, by status (0 = connection error). */
export type Submission = { key: string; status: number; leadId: number | null; tries: number; ms: number; retried: number[] }

export function enquiryBody(vehicle: string, n: number): Record<string, unknown> {
  return {
    type: 'enquiry',
    idempotencyKey: randomUUID(),
    vehicle,
    firstName: `Shopper${n}`,
    lastName: 'Durable',
    email: `shopper${n}@example.test`,
    phone: `04${String(10_000_000 + n).slice(-8)}`,
    message: 'Is it still available?',
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Posts until the server answers something other than 503/5xx or a connection error (up to `deadlineMs`). */
export async function submitWithRetry(origin: string, host: string, body: Record<string, unknown>, deadlineMs = 120_000): Promise<Submission> {
  const started = Date.now()
  const retried: number[] = []
  for (let tries = 1; ; tries++) {
    const answer = await fetch(`${origin}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) }).then(
      async (response) => ({ status: response.status, json: (await response.json().catch(() => null)) as { leadId?: number } | null }),
      () => ({ status: 0, json: null }),
    )
    const retry = answer.status === 0 || answer.status >= 500
    if (!retry || Date.now() - started > deadlineMs) return { key: String(body.idempotencyKey), status: answer.status, leadId: answer.json?.leadId ?? null, tries, ms: Date.now() - started, retried }
    retried.push(answer.status)
    await sleep(Math.min(2000, 100 * tries))
  }
}
