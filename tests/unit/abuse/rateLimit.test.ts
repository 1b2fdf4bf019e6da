import { describe, expect, it } from 'vitest'
import { rateLimitVerdict, windowStartOf } from '../../../site/abuse/rateLimit'

const rule = { limit: 3, windowSeconds: 60 }

describe('rate limit windows', () => {
  it('puts a moment in the window that contains it', () => {
    expect(windowStartOf(0, 60)).toBe(0)
    expect(windowStartOf(59_999, 60)).toBe(0)
    expect(windowStartOf(60_000, 60)).toBe(60_000)
    expect(windowStartOf(125_000, 60)).toBe(120_000)
  })

  it('allows hits up to the limit and refuses the next one', () => {
    expect(rateLimitVerdict(1, 0, 10_000, rule).allowed).toBe(true)
    expect(rateLimitVerdict(3, 0, 10_000, rule).allowed).toBe(true)
    expect(rateLimitVerdict(4, 0, 10_000, rule).allowed).toBe(false)
  })

  it('says how long until the window ends, never less than a second', () => {
    expect(rateLimitVerdict(4, 0, 10_000, rule).retryAfterSeconds).toBe(50)
    expect(rateLimitVerdict(4, 0, 10_001, rule).retryAfterSeconds).toBe(50)
    expect(rateLimitVerdict(4, 0, 59_999, rule).retryAfterSeconds).toBe(1)
    expect(rateLimitVerdict(4, 0, 60_000, rule).retryAfterSeconds).toBe(1)
  })
})
