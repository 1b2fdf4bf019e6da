/** Telling "PostgreSQL cannot be reached right now" apart from other failures, and riding such an outage out. */

/**
 * Errors that mean PostgreSQL cannot be reached (stopped, restarting, refusing connections). Payload
 * wraps a failed `begin` as "cannot begin transaction: …" without the cause: a begin only fails when
 * the connection is gone, so that wrapper counts too (seen in the durability run as a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0; e && depth < 6; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[123]|08\d{3}|53300)$/.test(e.code)) return true
    if (typeof e.message === 'string' && /ECONNREFUSED|Connection terminated|connection timeout|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|terminating connection|Client has encountered a connection error|Cannot use a pool after calling end|cannot begin transaction/i.test(e.message)) return true
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true
  }
  return false
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `write` again while the database is unreachable, for up to `withinMs`: a delivery that was
 * sent must be recorded as sent once the database is back, or it would be sent twice.
 */
export async function retryWhileDatabaseDown<T>(write: () => Promise<T>, withinMs = 60_000): Promise<T> {
  const started = Date.now()
  for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
    try {
      return await write()
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() - started > withinMs) throw error
      await sleep(wait)
    }
  }
}
