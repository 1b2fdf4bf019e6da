import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { run, stopChild } from '../../../scripts/lib/run'

// Issue 16, finding 11: after SIGTERM, next-server kept running (550 MB, no longer listening) for
// over 20 minutes and ignored a second SIGTERM. Here a server that ignores SIGTERM and has started
// a worker of its own, as a server holding keep-alive sockets, timers and pools does.
const STUBBORN = `
const { spawn } = require('node:child_process')
process.on('SIGTERM', () => {})
const worker = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' })
console.log('WORKER ' + worker.pid)
setInterval(() => {}, 1000)
`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The pids of a process's children (ps exits 1 while there are none). */
const children = (pid: number) => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)]).toString().trim()
  } catch {
    return ''
  }
}

async function startStubborn(): Promise<{ job: ReturnType<typeof run>; workerPid: number }> {
  const job = run(process.execPath, ['-e', STUBBORN], process.env, { group: true })
  // stdio is inherited: find the worker as the leader's child instead of reading its output.
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const out = children(job.child.pid!)
    if (out) return { job, workerPid: Number(out.split(/\s+/)[0]) }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the stubborn server did not start its worker')
}

describe('stopChild', () => {
  it('ends a server that ignores SIGTERM, and everything it started, within the grace period', async () => {
    const { job, workerPid } = await startStubborn()
    expect(alive(workerPid)).toBe(true)
    const started = performance.now()
    await stopChild(job.child, 1_000)
    await job.done
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(alive(job.child.pid!)).toBe(false)
    await expect.poll(() => alive(workerPid), { timeout: 2_000 }).toBe(false)
  })

  it('returns at once for a server that stops when asked', async () => {
    const job = run(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], process.env, { group: true })
    const started = performance.now()
    await stopChild(job.child, 5_000)
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(await job.done).not.toBe(0)
  })
})
