/** Runs a child command with inherited stdio; resolves with its exit code. */
import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

/**
 * `group`: the child leads a process group of its own, so stopChild can end it and everything it
 * started (the server's workers, if any) together. `niceness` (1–19): the child runs at that lower
 * CPU priority, set as it starts so the processes it starts inherit it (where the system does not
 * allow it, at the normal priority).
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, options: { group?: boolean; niceness?: number } = {}): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(command, args, { stdio: 'inherit', env, shell: false, detached: options.group ?? false })
  if (options.niceness !== undefined && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, options.niceness)
    } catch {
      // not permitted here: it runs at the normal priority
    }
  }
  const done = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
  return { child, done }
}

/** How long a stopping server may take to finish its requests before it is killed (issue 16, finding 11). */
export const STOP_GRACE_MS = 8_000

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, name) // the whole group, when the child leads one
  } catch {
    try {
      child.kill(name)
    } catch {
      // already gone
    }
  }
}

/**
 * Stops a child within `graceMs` whatever it is doing: SIGTERM (a graceful stop), then SIGKILL to
 * its whole process group if it has not exited by then. A server under load can keep keep-alive
 * sockets, timers, job runners and database pools alive after SIGTERM (the probe saw next-server
 * still running 20 minutes later, ignoring a second SIGTERM); nothing it started is left behind.
 */
export async function stopChild(child: ChildProcess, graceMs = STOP_GRACE_MS): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  signal(child, 'SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const late = await Promise.race([exited.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)))])
  clearTimeout(timer)
  // Also after a clean exit of the leader: whatever it started and left running goes with it.
  signal(child, 'SIGKILL')
  if (late) await exited
}

/** Stops `child` (see stopChild) on SIGINT/SIGTERM and then runs `cleanup` once. */
export function onShutdown(cleanup: () => Promise<void>, child?: () => ChildProcess | undefined): void {
  let shuttingDown = false
  const handler = () => {
    if (shuttingDown) return
    shuttingDown = true
    const proc = child?.()
    const stopped = proc && proc.exitCode === null ? stopChild(proc) : Promise.resolve()
    void stopped.then(cleanup).finally(() => process.exit(130))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
}
