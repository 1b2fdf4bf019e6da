/**
 * The zod → fast-check walker (tests/support/zodArbitrary.ts): every value it makes parses, it
 * reaches every branch (optional keys left out, each enum value, each union member, defaults
 * applied), and it respects bounds, formats, patterns and refinements.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { siteConfigSchema } from '@/site/config/siteConfig'
import { zodArbitrary } from '../../support/zodArbitrary'

const sample = <T>(arb: fc.Arbitrary<T>, n = 300) => fc.sample(arb, { numRuns: n, seed: 42 })

const kitchenSink = z.strictObject({
  label: z.string().trim().min(1).max(8),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  when: z.iso.date(),
  site: z.url({ protocol: /^https?$/ }),
  count: z.number().int().min(2).max(9),
  ratio: z.number().positive().max(1),
  mode: z.enum(['grid', 'carousel']).default('grid'),
  height: z.union([z.literal(720), z.literal(1080)]),
  flags: z.array(z.boolean()).min(1).max(2),
  note: z.string().min(1).nullable().default(null),
  extra: z.number().optional(),
  byType: z.partialRecord(z.enum(['new', 'used']), z.string().min(1)),
  table: z.record(z.string().min(1), z.number()),
  range: z.strictObject({ min: z.number(), max: z.number() }).refine((r) => r.min <= r.max),
  path: z.string().refine((v) => v.startsWith('/')),
  piped: z.string().transform((v) => v.length).pipe(z.number().max(3)),
})

describe('zodArbitrary', () => {
  it('makes only values the schema accepts', () => {
    fc.assert(fc.property(zodArbitrary(kitchenSink, { strings: ['/finance', 'not a path', 'abc'] }), (value) => kitchenSink.safeParse(value).success), { seed: 1, numRuns: 300 })
  })

  it('reaches every branch: each enum value and union member, left-out keys, nulls and defaults', () => {
    const values = sample(zodArbitrary(kitchenSink, { strings: ['/finance'] }))
    const parsed = values.map((v) => kitchenSink.parse(v))
    expect(new Set(values.map((v) => v.mode))).toEqual(new Set(['grid', 'carousel', undefined]))
    expect(new Set(parsed.map((v) => v.height))).toEqual(new Set([720, 1080]))
    expect(values.some((v) => !('extra' in v))).toBe(true)
    expect(values.some((v) => typeof v.extra === 'number')).toBe(true)
    expect(values.some((v) => v.note === null)).toBe(true)
    expect(values.some((v) => typeof v.note === 'string')).toBe(true)
    expect(values.some((v) => Object.keys(v.byType).length === 0) && values.some((v) => Object.keys(v.byType).length === 2)).toBe(true)
    expect(values.filter((v) => v.path === '/finance').length).toBeGreaterThan(50) // the pool is drawn from
  })

  it('keeps numbers and lengths within bounds, integers where asked', () => {
    for (const v of sample(zodArbitrary(kitchenSink))) {
      expect(Number.isInteger(v.count) && v.count >= 2 && v.count <= 9).toBe(true)
      expect(v.ratio > 0 && v.ratio <= 1).toBe(true)
      expect(v.flags.length).toBeGreaterThanOrEqual(1)
      expect(v.label.trim().length).toBeGreaterThanOrEqual(1)
    }
  })

  it('the SiteConfig schema: every generated stored config parses, and sections vary', () => {
    const arb = zodArbitrary(siteConfigSchema, { strings: ['/finance', '/contact', '/our-location/{slug}', '/cars/', 'taurus', 'youx', 'Toyota'] })
    const values = sample(arb, 60)
    for (const v of values) expect(siteConfigSchema.safeParse(v).success).toBe(true)
    const layouts = new Set(values.map((v) => siteConfigSchema.parse(v).search.layout))
    expect(layouts).toEqual(new Set(['grid', 'carousel']))
  })

  it('names a schema kind it cannot walk, and a refinement no string it has can meet, instead of looping', () => {
    expect(() => zodArbitrary(z.strictObject({ when: z.date() }))).toThrow('no walker for a "date" schema at when')
    const pattern = z.strictObject({ paths: z.strictObject({ location: z.string().refine((p) => p.includes('{slug}')) }) })
    expect(() => zodArbitrary(pattern)).toThrow('passes the refinement at paths.location')
    expect(fc.sample(zodArbitrary(pattern, { strings: ['/our-location/{slug}'] }), 5).every((v) => v.paths.location.includes('{slug}'))).toBe(true)
  })
})
