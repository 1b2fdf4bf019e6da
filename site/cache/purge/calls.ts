/** What the purge adapters share: calls of bounded size and time, and errors that say what the cache answered. */

/** Keys in groups of at most `size` (each API takes a bounded number per call). */
export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = []
  for (let at = 0; at < list.length; at += size) out.push(list.slice(at, at + size))
  return out
}

/** The answer of a purge call that did not succeed, as an error the job's log keeps. */
export async function failure(what: string, response: Response): Promise<Error> {
  const body = (await response.text().catch(() => '')).slice(0, 300)
  return new Error(`${what}: ${response.status} ${body}`)
}

export const PURGE_TIMEOUT_MS = 10_000
