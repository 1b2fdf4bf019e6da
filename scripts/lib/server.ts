/** Starts the built app (server.mjs, as `npm start` does) on a free port against a given database and waits until it answers. */
import fs from 'node:fs'
import path from 'node:path'
import { run, stopChild } from './run'
import { freePort } from './db'

/** `pid`: the server's process, leader of its own process group (everything it starts). */
export type AppServer = { port: number; origin: string; pid: number; stop: () => Promise<void> }

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.status < 500, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`)
}

/** Entries a previous server wrote to disk may belong to another database: start without them. */
export function clearDataCache(): void {
  fs.rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}

/**
 * Idle keep-alive sockets stay open 65 s (Node's default is 5 s): longer than a load balancer's or
 * client's idle time (60 s on common balancers), so the server never closes a socket at the moment a
 * client reuses it, which the client sees as ECONNRESET (seen in the e2e stress run).
 */
export const KEEP_ALIVE_ARGS = ['--keepAliveTimeout', '65000']

/** `env`: settings of this server over the inherited ones (a test's own TRUSTED_PROXY_HOPS). */
export async function startAppServer(databaseUrl: string, env: Record<string, string> = {}): Promise<AppServer> {
  clearDataCache()
  const port = await freePort()
  // The test runner stands as the one proxy in front: a test's x-forwarded-for is a client's address
  // as a load balancer would append it (tests give each client its own, so limits count apart).
  const job = run(process.execPath, ['server.mjs', '-p', String(port), ...KEEP_ALIVE_ARGS], { TRUSTED_PROXY_HOPS: '1', ...process.env, ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }, { group: true })
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(`${origin}/admin/login`, 120_000)
  return {
    port,
    origin,
    pid: job.child.pid as number,
    // Within STOP_GRACE_MS whatever the load, and nothing the server started is left running.
    stop: async () => {
      await stopChild(job.child)
      await job.done
    },
  }
}
