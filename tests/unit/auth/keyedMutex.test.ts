import { describe, expect, it } from 'vitest'
import { keyedMutex } from '../../../collections/Users/keyedMutex'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('keyedMutex', () => {
  it('runs tasks of one key one at a time, in arrival order', async () => {
    const mutex = keyedMutex()
    const log: string[] = []
    let running = 0
    let most = 0
    const task = (name: string) => async () => {
      running += 1
      most = Math.max(most, running)
      log.push(`start ${name}`)
      await tick()
      log.push(`end ${name}`)
      running -= 1
      return name
    }
    const results = await Promise.all(['a', 'b', 'c'].map((name) => mutex.run('k', task(name))))
    expect(results).toEqual(['a', 'b', 'c'])
    expect(most).toBe(1)
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  it('runs different keys concurrently', async () => {
    const mutex = keyedMutex()
    let running = 0
    let most = 0
    const task = async () => {
      running += 1
      most = Math.max(most, running)
      await tick()
      running -= 1
    }
    await Promise.all([mutex.run('x', task), mutex.run('y', task), mutex.run('z', task)])
    expect(most).toBe(3)
  })

  it('a failing task rejects its own caller only and releases the key', async () => {
    const mutex = keyedMutex()
    const failed = mutex.run('k', async () => {
      await tick()
      throw new Error('wrong password')
    })
    const next = mutex.run('k', async () => 'signed in')
    await expect(failed).rejects.toThrow('wrong password')
    await expect(next).resolves.toBe('signed in')
  })

  it('forgets keys once nothing is queued on them', async () => {
    const mutex = keyedMutex()
    const first = mutex.run('k', tick)
    const second = mutex.run('k', tick)
    expect(mutex.pending).toBe(1)
    await Promise.all([first, second])
    await tick()
    expect(mutex.pending).toBe(0)
  })
})
