import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { configIssues } from '../../../site/config/issues'

const issuesFor = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? [] : configIssues(result.error)
}

describe('configIssues', () => {
  const union = z.strictObject({
    u: z.union([z.strictObject({ a: z.number(), b: z.number(), c: z.number() }), z.strictObject({ a: z.number() })], { error: 'Use an { a } or { a, b, c } object' }),
  })

  it('joins paths with dots, array indexes included', () => {
    expect(issuesFor(z.object({ list: z.array(z.object({ n: z.number() })) }), { list: [{ n: 1 }, { n: 'x' }] })).toEqual([{ path: 'list.1.n', message: 'Invalid input: expected number, received string' }])
  })

  it('gives an unknown key its own path, one issue per key', () => {
    expect(issuesFor(z.strictObject({ a: z.strictObject({}) }), { a: { x: 1, y: 2 } })).toEqual([
      { path: 'a.x', message: 'Unknown setting "x"' },
      { path: 'a.y', message: 'Unknown setting "y"' },
    ])
  })

  it('reports a union through the branch the input was shaped like, fewest issues first', () => {
    expect(issuesFor(union, { u: { b: 2 } })).toEqual([
      { path: 'u.a', message: 'Invalid input: expected number, received undefined' },
      { path: 'u.c', message: 'Invalid input: expected number, received undefined' },
    ])
    expect(issuesFor(union, { u: { a: 'x' } })).toEqual([{ path: 'u.a', message: 'Invalid input: expected number, received string' }])
  })

  it('keeps the union message when no branch fits the shape', () => {
    expect(issuesFor(union, { u: 5 })).toEqual([{ path: 'u', message: 'Use an { a } or { a, b, c } object' }])
    expect(issuesFor(union, { u: { z: 1 } })).toEqual([{ path: 'u', message: 'Use an { a } or { a, b, c } object' }])
  })

  it('the root path is the empty string', () => {
    expect(issuesFor(z.number(), 'x')).toEqual([{ path: '', message: 'Invalid input: expected number, received string' }])
  })
})
