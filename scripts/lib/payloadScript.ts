/**
 * Runs a tsx script that boots Payload. Payload's start-up occasionally leaves the event loop
 * empty with the top-level await unsettled (Node exits 13; seen about once in ten runs here, the
 * same stall that makes the `payload` CLI exit 0 having done nothing). The scripts we run this
 * way are idempotent (migrate, seed), so a stalled start is retried.
 */
import { run } from './run'

const UNSETTLED_TOP_LEVEL_AWAIT = 13

export async function runPayloadScript(name: string, script: string, args: string[], env: NodeJS.ProcessEnv, options: { niceness?: number } = {}): Promise<void> {
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    const code = await run('node_modules/.bin/tsx', [script, ...args], env, options).done
    if (code === 0) return
    if (code !== UNSETTLED_TOP_LEVEL_AWAIT || attempt >= attempts) throw new Error(`${name} failed (exit ${code})`)
    console.warn(`${name}: Payload start-up stalled (exit ${code}); retrying (${attempt}/${attempts - 1})`)
  }
}
