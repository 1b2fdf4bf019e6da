/**
 * The cards' quick quotes in one request (issue 19): every card with a quick quote registers its
 * car when it mounts; when the first one comes near the viewport, one `POST /api/youx/quotes` asks
 * for every registered car not yet answered (21 a request, a results page's worth), and later
 * cards read the answer kept here. Answers are kept 10 minutes, like the server's quote cache. A
 * failed or missing quote is null: the card shows nothing (FIN §8).
 */
import type { QuoteResult } from '../../rules/lenderQuote'
import { SEARCH_PAGE_SIZE } from '../../rules/searchConstants'

export type CardQuote = QuoteResult & { lenderName: string }
type Kept = { value: Promise<CardQuote | null>; at: number }

const KEEP_MS = 10 * 60_000
const registered = new Map<string, number>()
const kept = new Map<string, Kept>()
let queued: Map<string, (quote: CardQuote | null) => void> | null = null
/** The server's bound (site/finance/schema.ts MAX_BATCH_QUOTES): a results page of cards. */
const BATCH = SEARCH_PAGE_SIZE

/** A card with a quick quote is on the page (counted, so two cards of one car are fine); answers the unregister. */
export function registerQuoteCar(ref: string): () => void {
  registered.set(ref, (registered.get(ref) ?? 0) + 1)
  return () => {
    const left = (registered.get(ref) ?? 1) - 1
    if (left > 0) registered.set(ref, left)
    else registered.delete(ref)
  }
}

const fresh = (ref: string): Kept | undefined => {
  const entry = kept.get(ref)
  return entry && Date.now() - entry.at < KEEP_MS ? entry : undefined
}

/** Keeps a pending answer for `ref` and answers its resolver. */
function pending(ref: string): (quote: CardQuote | null) => void {
  let resolve!: (quote: CardQuote | null) => void
  kept.set(ref, { value: new Promise((r) => (resolve = r)), at: Date.now() })
  return resolve
}

async function ask(refs: string[]): Promise<Record<string, CardQuote | null>> {
  try {
    const response = await fetch('/api/youx/quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_ids: refs }) })
    if (!response.ok) return {}
    const data = (await response.json()) as { quotes?: Record<string, QuoteResult | null>; lenderName?: string }
    const out: Record<string, CardQuote | null> = {}
    for (const ref of refs) {
      const quote = data.quotes?.[ref]
      out[ref] = quote && typeof quote.weeklyRepaymentAmount === 'number' ? { ...quote, lenderName: data.lenderName ?? '' } : null
    }
    return out
  } catch {
    return {}
  }
}

function flush(): void {
  const waiting = queued ?? new Map<string, (quote: CardQuote | null) => void>()
  queued = null
  // Every other registered card not yet answered rides along: one request for the page.
  for (const ref of registered.keys()) if (!waiting.has(ref) && !fresh(ref)) waiting.set(ref, pending(ref))
  const wanted = [...waiting.keys()]
  for (let i = 0; i < wanted.length; i += BATCH) {
    const refs = wanted.slice(i, i + BATCH)
    void ask(refs).then((all) => refs.forEach((ref) => waiting.get(ref)?.(all[ref] ?? null)))
  }
}

/** The card's quote: from the page's batch, asking one for this car and every other registered card when none has it. */
export function cardQuote(ref: string): Promise<CardQuote | null> {
  const entry = fresh(ref)
  if (entry) return entry.value
  if (!queued) {
    queued = new Map()
    // Cards that come near the viewport in the same moment share the request.
    setTimeout(flush, 0)
  }
  queued.set(ref, pending(ref))
  return kept.get(ref)!.value
}
