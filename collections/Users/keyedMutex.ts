/**
 * Runs tasks one at a time per key, in arrival order; different keys run concurrently. A failing
 * task releases the key like a finished one (the queue's tail never rejects). Keys with nothing queued are forgotten.
 */
export function keyedMutex() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve()
      const result = previous.then(task)
      const tail = result.catch(() => undefined)
      tails.set(key, tail)
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key)
      })
      return result
    },
    get pending(): number {
      return tails.size
    },
  }
}
