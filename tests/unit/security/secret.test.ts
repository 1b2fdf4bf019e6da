import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { KNOWN_DEFAULT_SECRETS, MIN_SECRET_LENGTH, resolveSecret, SECRET_FILE } from '../../../site/security/secret.mjs'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const STRONG = 'kq3V9pX2mZ7rT4wY8bN1cL6dF0gH5jS2aQ'

describe('the secret, without PAYLOAD_SECRET', () => {
  it('is created on the first start: 32 random bytes in the data folder, readable by its owner only', () => {
    const dir = tempDir()
    const first = resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir })
    const file = path.join(dir, SECRET_FILE)
    expect(first).toMatchObject({ source: 'created', file })
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32)
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.secret)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('is reused on the next start', () => {
    const dir = tempDir()
    const first = resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir })
    const second = resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir })
    expect(second).toMatchObject({ source: 'kept', secret: first.secret })
  })

  it('differs between two data folders (random, not a constant)', () => {
    expect(resolveSecret({ DATA_DIR: tempDir() }).secret).not.toBe(resolveSecret({ DATA_DIR: tempDir() }).secret)
  })

  it('two instances starting together on one data folder end up with the same secret, whole', async () => {
    const dir = tempDir()
    const secretModule = path.resolve('site/security/secret.mjs')
    const script = `import(${JSON.stringify(secretModule)}).then((m) => process.stdout.write(m.resolveSecret({ DATA_DIR: ${JSON.stringify(dir)} }).secret))`
    const start = () => new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
      let out = ''
      child.stdout.on('data', (chunk) => (out += chunk))
      child.on('exit', () => resolve(out))
    })
    const secrets = await Promise.all([start(), start(), start(), start()])
    expect(new Set(secrets).size).toBe(1)
    expect(Buffer.from(secrets[0] as string, 'base64url')).toHaveLength(32)
    expect(fs.readdirSync(dir)).toEqual([SECRET_FILE])
  })

  it('creates the data folder when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'fresh', 'data')
    expect(resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir }).source).toBe('created')
  })

  it('an empty PAYLOAD_SECRET counts as unset', () => {
    const dir = tempDir()
    expect(resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir, PAYLOAD_SECRET: '' }).source).toBe('created')
  })

  it('in production, a weak secret in the file is refused, naming the file', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, SECRET_FILE), 'short\n', { mode: 0o600 })
    expect(() => resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(path.join(dir, SECRET_FILE))
  })
})

describe('PAYLOAD_SECRET', () => {
  it('is used as set, and no file is written', () => {
    const dir = tempDir()
    expect(resolveSecret({ NODE_ENV: 'production', DATA_DIR: dir, PAYLOAD_SECRET: STRONG })).toMatchObject({ source: 'PAYLOAD_SECRET', secret: STRONG })
    expect(fs.existsSync(path.join(dir, SECRET_FILE))).toBe(false)
  })

  it('lists the defaults this repository has used', () => {
    expect(KNOWN_DEFAULT_SECRETS).toEqual(expect.arrayContaining(['local-development-secret-change-me', 'integration-test-secret']))
    expect(MIN_SECRET_LENGTH).toBe(32)
  })

  it.each(KNOWN_DEFAULT_SECRETS)('in production, the known default %s is refused with a one-line message naming PAYLOAD_SECRET and the fix', (value) => {
    const refuse = () => resolveSecret({ NODE_ENV: 'production', DATA_DIR: tempDir(), PAYLOAD_SECRET: value })
    expect(refuse).toThrow(/PAYLOAD_SECRET/)
    expect(refuse).toThrow(/openssl rand -base64 32/)
    expect(refuse).toThrow(/^[^\n]+$/)
  })

  it('in production, a secret shorter than 32 characters is refused, however random', () => {
    const refuse = () => resolveSecret({ NODE_ENV: 'production', DATA_DIR: tempDir(), PAYLOAD_SECRET: STRONG.slice(0, 31) })
    expect(refuse).toThrow(/PAYLOAD_SECRET is 31 characters/)
    expect(resolveSecret({ NODE_ENV: 'production', DATA_DIR: tempDir(), PAYLOAD_SECRET: STRONG.slice(0, 32) }).secret).toBe(STRONG.slice(0, 32))
  })

  it('the message never repeats the secret itself', () => {
    const secret = 'tiny-but-private'
    expect(() => resolveSecret({ NODE_ENV: 'production', DATA_DIR: tempDir(), PAYLOAD_SECRET: secret })).toThrow(expect.objectContaining({ message: expect.not.stringContaining(secret) }))
  })

  it.each(['development', 'test', undefined])('outside production (%s), a default or short secret is accepted', (mode) => {
    expect(resolveSecret({ NODE_ENV: mode, DATA_DIR: tempDir(), PAYLOAD_SECRET: 'local-development-secret-change-me' }).secret).toBe('local-development-secret-change-me')
    expect(resolveSecret({ NODE_ENV: mode, DATA_DIR: tempDir(), PAYLOAD_SECRET: 'short' }).secret).toBe('short')
  })
})
