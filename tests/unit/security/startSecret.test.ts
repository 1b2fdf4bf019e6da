/**
 * `npm start` (scripts/start.ts) settles the secret first, before the database, the migrations and
 * the build. The database named here refuses connections at once, so a start that gets past the
 * secret ends at its first database step within seconds, and nothing is started.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

type Exit = { code: number | null; output: string }

function npmStart(args: string[], secret: string | undefined, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-secret-'))): Promise<Exit> {
  dirs.push(dataDir)
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable' }
  if (secret === undefined) delete env.PAYLOAD_SECRET
  else env.PAYLOAD_SECRET = secret
  const child = spawn('node_modules/.bin/tsx', ['scripts/start.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000)
  return new Promise((resolve) => child.on('exit', (code) => (clearTimeout(timer), resolve({ code, output }))))
}

describe('npm start and npm run dev', () => {
  it('npm start refuses the published default before it opens the database', async () => {
    const exit = await npmStart([], 'local-development-secret-change-me')
    expect(exit.output.trim()).toMatch(/^Refusing to start: PAYLOAD_SECRET is a published default[^\n]*$/)
    expect(exit.code).toBe(1)
  })

  it('npm run dev accepts it (a developer’s own value) and goes on to the database', async () => {
    const exit = await npmStart(['--dev'], 'local-development-secret-change-me')
    expect(exit.output).not.toContain('Refusing')
    expect(exit.output).toContain('ECONNREFUSED')
    expect(exit.code).not.toBe(0)
  })

  it('without PAYLOAD_SECRET, npm start makes the data folder’s secret before the database, and the next start keeps it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-secret-'))
    const exit = await npmStart([], undefined, dataDir)
    expect(exit.output).toMatch(/▸ Secret: created \S+payload-secret/)
    expect(exit.output).toContain('ECONNREFUSED')
    const file = path.join(dataDir, 'payload-secret')
    const made = fs.readFileSync(file, 'utf8')
    expect(made.trim().length).toBeGreaterThanOrEqual(32)
    const again = await npmStart([], undefined, dataDir)
    expect(again.output).toContain(`▸ Secret: ${file} (PAYLOAD_SECRET is not set)`)
    expect(again.output).not.toContain('created')
    expect(fs.readFileSync(file, 'utf8')).toBe(made)
  })
})
