import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const specifiers = (source: string) =>
  [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2]) as string)

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []))

describe('site/config imports only zod, itself and site/rules', () => {
  it('every module', () => {
    const offenders = files('site/config').flatMap((file) =>
      specifiers(fs.readFileSync(file, 'utf8'))
        .filter((s) => s !== 'zod' && !(s.startsWith('.') && path.resolve(path.dirname(file), s).match(/\/site\/(config|rules)(\/|$)/)))
        .map((s) => `${file}: ${s}`),
    )
    expect(files('site/config').length).toBeGreaterThan(5)
    expect(offenders).toEqual([])
  })

  it('no module compares a make, lender or brand name in code', () => {
    const names = /(['"])(Toyota|Suzuki|Mercedes-Benz|taurus|youx|toyota-finance)\1\s*(===|!==|==)|(===|!==|==)\s*(['"])(Toyota|Suzuki|Mercedes-Benz|taurus|youx|toyota-finance)\5/
    expect(files('site/config').filter((file) => names.test(fs.readFileSync(file, 'utf8')))).toEqual([])
  })
})
