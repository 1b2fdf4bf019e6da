import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, precompressStatic } from '../../../scripts/lib/precompress'
import { acceptsBrotli, configuredHeaders, precompressedFiles } from '../../../site/http/staticBrotli.mjs'

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR', true],
    ['gzip;q=1.0, br;q=0.5', true],
    [' br ; q=1 ', true],
    ['br;q=0', false],
    ['br;q=0.0, gzip', false],
    ['gzip, deflate', false],
    ['brotli', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsBrotli(header)).toBe(accepted)
  })
})

describe('configuredHeaders', () => {
  const rule = (regex: string, headers: Record<string, string>, extra: object = {}) => ({ regex, headers: Object.entries(headers).map(([key, value]) => ({ key, value })), ...extra })

  it('applies every matching unconditional rule in order, the later value winning, and adds Vary values together', () => {
    const rules = [
      rule('^/_next/(.*)$', { 'X-Frame-Options': 'DENY', Vary: 'A' }),
      rule('^/admin$', { 'X-Admin': '1' }),
      rule('^(?:/(.*))?$', { 'X-Frame-Options': 'SAMEORIGIN', Vary: 'B, A', 'X-Other': 'x' }),
      rule('^(?:/(.*))?$', { 'X-Conditional': '1' }, { has: [{ type: 'header', key: 'x' }] }),
      rule('^(?:/(.*))?$', { 'X-Missing': '1' }, { missing: [{ type: 'header', key: 'x' }] }),
    ]
    expect(configuredHeaders(rules, '/_next/static/chunks/a.js')).toEqual({ headers: { 'X-Frame-Options': 'SAMEORIGIN', 'X-Other': 'x' }, vary: ['A', 'B'] })
  })

  it('gives nothing when no rule matches', () => {
    expect(configuredHeaders([rule('^/admin$', { 'X-Admin': '1' })], '/_next/static/a.js')).toEqual({ headers: {}, vary: [] })
  })
})

describe('precompressStatic and precompressedFiles', () => {
  let build: string
  const write = (relative: string, body: string | Buffer) => {
    const file = path.join(build, relative)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }

  beforeEach(() => {
    build = fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-'))
    write('routes-manifest.json', JSON.stringify({ headers: [{ regex: '^(?:/(.*))?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }, { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' }] }] }))
    write('static/chunks/app.js', 'console.log("app");'.repeat(200))
    write('static/css/site.css', 'body{color:red}'.repeat(200))
    write('static/chunks/app.js.map', '{"version":3}')
    write('static/media/logo.svg', '<svg/>')
  })
  afterEach(() => fs.rmSync(build, { recursive: true, force: true }))

  it('writes a .br of each script and stylesheet that decompresses to the file, and nothing for other files', async () => {
    expect(await precompressStatic(path.join(build, 'static'))).toBe(2)
    for (const file of ['static/chunks/app.js', 'static/css/site.css']) {
      const br = fs.readFileSync(path.join(build, `${file}.br`))
      expect(zlib.brotliDecompressSync(br).equals(fs.readFileSync(path.join(build, file)))).toBe(true)
      expect(br.length).toBeLessThan(fs.statSync(path.join(build, file)).size / 10)
    }
    expect(fs.existsSync(path.join(build, 'static/chunks/app.js.map.br'))).toBe(false)
    expect(fs.existsSync(path.join(build, 'static/media/logo.svg.br'))).toBe(false)
    expect(fs.readdirSync(path.join(build, 'static/chunks')).some((name) => name.endsWith('.tmp'))).toBe(false)
  })

  it('puts V8\'s compile hint first in every script, once, and in its .br; not in stylesheets or source maps', async () => {
    await precompressStatic(path.join(build, 'static'))
    await precompressStatic(path.join(build, 'static'))
    const script = fs.readFileSync(path.join(build, 'static/chunks/app.js'), 'utf8')
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
    expect(script).toBe(COMPILE_HINT + 'console.log("app");'.repeat(200))
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(build, 'static/chunks/app.js.br'))).toString()).toBe(script)
    expect(fs.readFileSync(path.join(build, 'static/css/site.css'), 'utf8')).toBe('body{color:red}'.repeat(200))
    expect(fs.readFileSync(path.join(build, 'static/chunks/app.js.map'), 'utf8')).toBe('{"version":3}')
  })

  it('keeps a .br newer than its file and compresses what is new or changed since', async () => {
    await precompressStatic(path.join(build, 'static'))
    fs.writeFileSync(path.join(build, 'static/chunks/app.js.br'), 'kept')
    write('static/chunks/new.js', 'export const x = 1;'.repeat(50))
    const changed = path.join(build, 'static/css/site.css')
    fs.writeFileSync(changed, 'main{color:blue}'.repeat(100))
    const later = new Date(Date.now() + 60_000)
    fs.utimesSync(changed, later, later)
    expect(await precompressStatic(path.join(build, 'static'))).toBe(2)
    expect(fs.readFileSync(path.join(build, 'static/chunks/app.js.br'), 'utf8')).toBe('kept')
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${changed}.br`)).toString()).toBe('main{color:blue}'.repeat(100))
  })

  it('maps each URL under /_next/static to its .br with the type, encoding, length, immutable caching and the configured headers', async () => {
    await precompressStatic(path.join(build, 'static'))
    const files = precompressedFiles(build)
    expect([...files.keys()].sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/css/site.css'])
    const script = files.get('/_next/static/chunks/app.js')
    expect(script?.file).toBe(path.join(build, 'static/chunks/app.js.br'))
    expect(script?.headers).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'application/javascript; charset=utf-8',
      'Content-Encoding': 'br',
      'Content-Length': fs.statSync(path.join(build, 'static/chunks/app.js.br')).size,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Sec-CH-Prefers-Color-Scheme, Accept-Encoding',
    })
    expect(files.get('/_next/static/css/site.css')?.headers['Content-Type']).toBe('text/css; charset=utf-8')
  })

  it('ignores a .br whose file is gone or whose type it does not serve, and a build without static files', () => {
    write('static/chunks/orphan.js.br', 'x')
    write('static/media/logo.svg.br', 'x')
    expect(precompressedFiles(build).size).toBe(0)
    expect(precompressedFiles(path.join(build, 'missing')).size).toBe(0)
  })
})
