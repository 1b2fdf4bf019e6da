import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The schemas a page's JavaScript also builds: site/rules/ and the forms' request schemas. */
const SHARED = [...fs.readdirSync('site/rules').filter((f) => /\.tsx?$/.test(f) && f !== 'zod.ts').map((f) => path.join('site/rules', f)), 'site/leads/schema.ts', 'site/finance/schema.ts', 'site/shoppers/schema.ts']

describe('zod in the browser', () => {
  it('every shared schema takes z from site/rules/zod.ts, which makes it jitless in the browser (no eval probe for the CSP to refuse)', () => {
    const direct = SHARED.filter((file) => /from 'zod(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')))
    expect(direct).toEqual([])
    expect(SHARED.filter((file) => /from '(\.\/|\.\.\/rules\/)zod'/.test(fs.readFileSync(file, 'utf8'))).length).toBeGreaterThanOrEqual(8)
  })
})
