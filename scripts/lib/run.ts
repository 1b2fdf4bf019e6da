/** Runs a child command with inherited stdio; resolves with its exit code. */
import { spawn, type ChildProcess } from 'node:child_process'

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(command, args, { stdio: 'inherit', env, shell: false })
  const done = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
  return { child, done }
}

/** Forwards SIGINT/SIGTERM to `child` and then runs `cleanup` once. */
export function onShutdown(cleanup: () => Promise<void>, child?: () => ChildProcess | undefined): void {
  let shuttingDown = false
  const handler = (signal: NodeJS.Signals) => {
    if (shuttingDown) return
    shuttingDown = true
    const proc = child?.()
    if (proc && proc.exitCode === null) proc.kill(signal)
    void cleanup().finally(() => process.exit(130))
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
}
