/**
 * The production entry (server.mjs, as `npm start` and the test scripts run it) settles its secret
 * before Next loads. Run here from an empty folder, Next finds no build there and stops, so each
 * start takes about a second and none is ever served: what is checked is only what happens first.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SERVER = path.resolve('server.mjs')
const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

type Exit = { code: number | null; stderr: string; stdout: string; ms: number }

/** Starts server.mjs in `cwd` with NODE_ENV=production (killed after 20 s: a server that starts is itself a failure). */
function startServer(cwd: string, secret: string | undefined): Promise<Exit> {
  const started = Date.now()
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', TRUSTED_PROXY_HOPS: '' }
  delete env.DATA_DIR
  if (secret === undefined) delete env.PAYLOAD_SECRET
  else env.PAYLOAD_SECRET = secret
  const child = spawn(process.execPath, [SERVER, '-p', '0', '-H', '127.0.0.1'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  return new Promise((resolve) => child.on('exit', (code) => (clearTimeout(timer), resolve({ code, stderr, stdout, ms: Date.now() - started }))))
}

describe('server.mjs in production', () => {
  it.each(['local-development-secret-change-me', 'integration-test-secret'])('refuses to start with the published default %s: one clear line, exit 1, before Next loads', async (secret) => {
    const exit = await startServer(tempDir(), secret)
    expect(exit.stderr.trim()).toMatch(/^Refusing to start: PAYLOAD_SECRET is a published default[^\n]*openssl rand -base64 32[^\n]*$/)
    expect(exit.code).toBe(1)
    expect(exit.ms).toBeLessThan(10_000)
  })

  it('refuses a secret shorter than 32 characters', async () => {
    const exit = await startServer(tempDir(), '0123456789abcdef')
    expect(exit.stderr.trim()).toMatch(/^Refusing to start: PAYLOAD_SECRET is 16 characters[^\n]*$/)
    expect(exit.code).toBe(1)
  })

  it('checks a PAYLOAD_SECRET that comes from a .env file too, as Next would read it', async () => {
    const cwd = tempDir()
    fs.writeFileSync(path.join(cwd, '.env'), 'PAYLOAD_SECRET=local-development-secret-change-me\n')
    const exit = await startServer(cwd, undefined)
    expect(exit.stderr.trim()).toMatch(/^Refusing to start: PAYLOAD_SECRET is a published default/)
    expect(exit.code).toBe(1)
  })

  it('without PAYLOAD_SECRET, makes a secret in the data folder on the first start and keeps it for the next', async () => {
    const cwd = tempDir()
    const file = path.join(cwd, '.data', 'payload-secret')
    const first = await startServer(cwd, undefined)
    expect(first.stdout).toContain(`▸ Secret: created ${file}`)
    expect(first.stderr).not.toContain('Refusing')
    expect(first.stderr).toContain('Could not find a production build') // past the check, into Next
    const secret = fs.readFileSync(file, 'utf8')
    expect(Buffer.from(secret.trim(), 'base64url')).toHaveLength(32)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const second = await startServer(cwd, undefined)
    expect(second.stdout).toContain(`▸ Secret: ${file} (PAYLOAD_SECRET is not set)`)
    expect(fs.readFileSync(file, 'utf8')).toBe(secret)
  })
})
