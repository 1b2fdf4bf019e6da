/**
 * Background jobs yield to shoppers' submissions. Every job of this app (lead deliveries, search
 * sync, alerts, reservation expiry) runs in the app process on Payload's crons, one tick a second,
 * and a lead's delivery costs more CPU than its submission: during a burst of submissions the
 * runner would take the CPU the shoppers wait for. So a tick that finds a submission in flight, or
 * one that ended less than QUIET_MS ago, runs nothing; but background work never waits longer than
 * `JOBS_MAX_DEFER_MS` (5 s) in all, so deliveries keep flowing under sustained load. A stored lead
 * is safe in the outbox meanwhile (site/leads/store.ts).
 *
 * The state is process-wide (a global key), because Next bundles the route that marks submissions
 * and the instrumentation that starts the runner separately.
 */
export const QUIET_MS = 250
export const maxDeferMs = (): number => Number(process.env.JOBS_MAX_DEFER_MS ?? 5000)

type Gate = { inFlight: number; lastActivity: number; deferredSince: number | null }

const KEY = Symbol.for('dealer-sites.foreground-gate')

function gate(): Gate {
  const global = globalThis as Record<symbol, Gate | undefined>
  return (global[KEY] ??= { inFlight: 0, lastActivity: Number.NEGATIVE_INFINITY, deferredSince: null })
}

/** Runs a shopper's submission as foreground work: background ticks wait while it runs. */
export async function inForeground<T>(work: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const state = gate()
  state.inFlight += 1
  state.lastActivity = now()
  try {
    return await work()
  } finally {
    state.inFlight -= 1
    state.lastActivity = now()
  }
}

/** Whether a background tick may run now (payload.config.ts `jobs.shouldAutoRun`). */
export function backgroundMayRun(now: number = Date.now()): boolean {
  const state = gate()
  const busy = state.inFlight > 0 || now - state.lastActivity < QUIET_MS
  if (!busy) {
    state.deferredSince = null
    return true
  }
  state.deferredSince ??= now
  if (now - state.deferredSince < maxDeferMs()) return false
  state.deferredSince = null
  return true
}
