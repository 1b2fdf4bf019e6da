/** The short memo route handlers resolve their site through (site/cache/shortMemo.ts) and the expiry that empties it. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shortMemo } from '../../../site/cache/shortMemo'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

const counter = () => {
  const calls: string[] = []
  return { calls, load: async (key: string) => (calls.push(key), `${key}#${calls.length}`) }
}

describe('shortMemo', () => {
  it('answers a key from memory within ttlMs of loading it, and loads it again after', async () => {
    let t = 1_000
    const { calls, load } = counter()
    const memo = shortMemo(load, { ttlMs: 1000, maxKeys: 10, now: () => t })
    expect(await memo.get('a')).toBe('a#1')
    t += 999
    expect(await memo.get('a')).toBe('a#1')
    t += 1
    expect(await memo.get('a')).toBe('a#2')
    expect(calls).toEqual(['a', 'a'])
  })

  it('shares one load between callers that ask at once', async () => {
    const { calls, load } = counter()
    const memo = shortMemo(load, { ttlMs: 1000, maxKeys: 10 })
    expect(await Promise.all([memo.get('a'), memo.get('a'), memo.get('b')])).toEqual(['a#1', 'a#1', 'b#2'])
    expect(calls).toEqual(['a', 'b'])
  })

  it('keeps keys apart and forgets everything on clear', async () => {
    const { calls, load } = counter()
    const memo = shortMemo(load, { ttlMs: 60_000, maxKeys: 10 })
    await memo.get('a')
    await memo.get('b')
    memo.clear()
    expect(await memo.get('a')).toBe('a#3')
    expect(calls).toEqual(['a', 'b', 'a'])
  })

  it('does not keep a failed load', async () => {
    let fail = true
    const memo = shortMemo(async (key) => {
      if (fail) throw new Error('database away')
      return key
    }, { ttlMs: 60_000, maxKeys: 10 })
    await expect(memo.get('a')).rejects.toThrow('database away')
    fail = false
    expect(await memo.get('a')).toBe('a')
  })

  it('starts afresh past maxKeys, so made-up keys cannot grow it without bound', async () => {
    const { calls, load } = counter()
    const memo = shortMemo(load, { ttlMs: 60_000, maxKeys: 3 })
    for (const key of ['a', 'b', 'c', 'd']) await memo.get(key)
    await memo.get('d')
    await memo.get('a')
    expect(calls).toEqual(['a', 'b', 'c', 'd', 'a'])
  })
})

describe('expireTags', () => {
  const runtime = process.env.NEXT_RUNTIME
  afterEach(() => {
    if (runtime === undefined) delete process.env.NEXT_RUNTIME
    else process.env.NEXT_RUNTIME = runtime
    vi.resetModules()
  })

  it('tells every listener of the process, whichever copy of the module registered it', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    const first = await import('../../../site/cache/revalidate')
    vi.resetModules()
    const second = await import('../../../site/cache/revalidate')
    expect(second).not.toBe(first)
    const heard: string[] = []
    first.onTagsExpired('test-first', () => heard.push('first'))
    second.expireTags(['site:1'])
    expect(heard).toEqual(['first'])
  })

  it('keeps one listener per name, so a module loaded again replaces its own', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    const { expireTags, onTagsExpired } = await import('../../../site/cache/revalidate')
    const heard: string[] = []
    onTagsExpired('test-reloaded', () => heard.push('old'))
    onTagsExpired('test-reloaded', () => heard.push('new'))
    expireTags(['site:1'])
    expect(heard).toEqual(['new'])
  })

  it('tells listeners the tags outside a Next server too, where only process-local copies are kept', async () => {
    delete process.env.NEXT_RUNTIME
    const { expireTags, onTagsExpired } = await import('../../../site/cache/revalidate')
    const heard: string[][] = []
    onTagsExpired('test-outside', (tags) => heard.push(tags))
    expireTags(['site:1', 'dealership:2'])
    expect(heard).toEqual([['site:1', 'dealership:2']])
  })
})
