import { afterEach, describe, expect, it } from 'vitest'
import { backgroundMayRun, inForeground, QUIET_MS } from '../../../site/jobs/foreground'

const reset = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for('dealer-sites.foreground-gate')]

describe('background jobs yield to shoppers’ submissions, for at most JOBS_MAX_DEFER_MS (5 s)', () => {
  afterEach(reset)

  it('runs when no submission was seen', () => {
    expect(backgroundMayRun(1_000)).toBe(true)
  })

  it('waits while a submission runs and for QUIET_MS after it, then runs', async () => {
    let release!: () => void
    let clock = 10_000
    const submission = inForeground(() => new Promise<void>((resolve) => (release = resolve)), () => clock)
    expect(backgroundMayRun(clock + 100)).toBe(false)
    clock = 10_500
    release()
    await submission
    expect(backgroundMayRun(clock + QUIET_MS - 1)).toBe(false)
    expect(backgroundMayRun(clock + QUIET_MS)).toBe(true)
  })

  it('never waits longer than 5 s in all under sustained submissions, and waits again after running', async () => {
    let clock = 0
    const tick = async () => {
      await inForeground(async () => undefined, () => clock)
      return backgroundMayRun(clock)
    }
    const outcomes: boolean[] = []
    for (clock = 0; clock <= 6_000; clock += 1_000) outcomes.push(await tick())
    expect(outcomes).toEqual([false, false, false, false, false, true, false])
  })

  it('a submission that throws still ends its foreground time', async () => {
    await expect(inForeground(() => Promise.reject(new Error('boom')), () => 20_000)).rejects.toThrow('boom')
    expect(backgroundMayRun(20_000 + QUIET_MS)).toBe(true)
  })

  it('honours JOBS_MAX_DEFER_MS', async () => {
    process.env.JOBS_MAX_DEFER_MS = '1000'
    try {
      await inForeground(async () => undefined, () => 0)
      expect(backgroundMayRun(100)).toBe(false)
      await inForeground(async () => undefined, () => 1_000)
      expect(backgroundMayRun(1_100)).toBe(true)
    } finally {
      delete process.env.JOBS_MAX_DEFER_MS
    }
  })
})
