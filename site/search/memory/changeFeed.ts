/**
 * PostgreSQL LISTEN/NOTIFY for the built-in search engine (issue 17, item 6): a trigger on
 * `vehicles` (migration 20261125_153000_search_change_feed) notifies channel `search_changes` with
 * the dealership id of every inserted, updated or deleted car, at commit, once per dealership and
 * transaction. Each app instance keeps one listening connection (not from the pool, so closing the
 * pool never waits for it) and hands the ids to indexCache.ts, which reloads the affected indexes
 * at once instead of polling every site every second.
 *
 * While the connection is down (PostgreSQL restarting) `listening()` is false and indexCache falls
 * back to polling; the feed reconnects with backoff and, once back, reports every dealership as
 * changed (`null`), since notifications sent meanwhile were lost.
 */
import pg from 'pg'

export const CHANNEL = 'search_changes'

type Listener = (dealershipId: number | null) => void

const state: { client: pg.Client | null; listening: boolean; stopped: boolean; started: boolean; retryMs: number; listeners: Set<Listener> } = {
  client: null,
  listening: false,
  stopped: false,
  started: false,
  retryMs: 500,
  listeners: new Set(),
}

const emit = (id: number | null) => state.listeners.forEach((listener) => listener(id))

/** Whether notifications are arriving now (otherwise callers poll). */
export const listening = (): boolean => state.listening

export function onSearchChange(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/** The dealership id of a notification's payload; null for anything else (treated as "all changed"). */
export function dealershipOf(payload: string | undefined): number | null {
  const id = Number(payload)
  return Number.isInteger(id) && id > 0 ? id : null
}

async function connect(connectionString: string): Promise<void> {
  if (state.stopped) return
  const client = new pg.Client({ connectionString, application_name: 'search-change-feed' })
  const lost = () => {
    if (state.client !== client) return
    state.client = null
    state.listening = false
    client.end().catch(() => undefined)
    if (state.stopped) return
    setTimeout(() => void connect(connectionString), state.retryMs).unref()
    state.retryMs = Math.min(state.retryMs * 2, 10_000)
  }
  client.on('error', lost)
  client.on('end', lost)
  client.on('notification', (message) => {
    if (message.channel === CHANNEL) emit(dealershipOf(message.payload))
  })
  state.client = client
  try {
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    ;(client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.()
    state.listening = true
    state.retryMs = 500
    // Whatever changed while nobody was listening.
    emit(null)
  } catch {
    lost()
  }
}

/** Starts listening once per process (idempotent); without a connection string nothing happens. */
export function startChangeFeed(connectionString: string | undefined): void {
  if (state.started || !connectionString) return
  state.started = true
  state.stopped = false
  void connect(connectionString)
}

/** Stops listening (shutdown, tests). */
export async function stopChangeFeed(): Promise<void> {
  state.stopped = true
  state.started = false
  state.listening = false
  const client = state.client
  state.client = null
  await client?.end().catch(() => undefined)
}
