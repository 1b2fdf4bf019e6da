import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ALLOWED = [/^\.\.?\//, /^zod(\/.*)?$/, /^date-fns(-tz)?(\/.*)?$/]

/** Imports of a module that site/rules may not use (React, Next, Payload, anything else). */
export function forbiddenImports(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => (m[1] ?? m[2] ?? m[3]) as string)
  return specifiers.filter((s) => !ALLOWED.some((pattern) => pattern.test(s)) && !/^\.\.\/config\//.test(s))
}

describe('site/rules stays pure', () => {
  it('the scanner catches React, Next, Payload and dynamic imports', () => {
    expect(forbiddenImports("import { useState } from 'react'\nimport x from 'next/link'\nconst p = await import('payload')\nimport { z } from 'zod'\nimport { a } from './b'")).toEqual(['react', 'next/link', 'payload'])
  })
  it('no module in site/rules imports anything but rules, zod and date-fns', () => {
    const dir = 'site/rules'
    const offenders = fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).flatMap((f) => forbiddenImports(fs.readFileSync(path.join(dir, f), 'utf8')).map((s) => `${f}: ${s}`))
    expect(fs.readdirSync(dir).length).toBeGreaterThan(0)
    expect(offenders).toEqual([])
  })
})
