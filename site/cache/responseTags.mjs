/**
 * The cache tags of the answer being sent, collected while Next serves it, so server.mjs can send
 * them to the shared cache in front as surrogate keys (site/cache/surrogateKeys.mjs).
 *
 * server.mjs runs each request in `collectTags`; the cache handler (cache-handler.mjs, wrapped by
 * `withTagRecording`) notes the tags of every entry read or written for it: a cached page's own
 * (`x-next-cache-tags`, every loader tag it read while rendering) and each loader's
 * (`unstable_cache` entries carry theirs in `ctx.tags`). The store is process-wide (a global key):
 * Next loads the cache handler apart from server.mjs.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const STORE = Symbol.for('dealer-sites.response-tags')
/** @type {AsyncLocalStorage<Set<string>>} */
const storage = (/** @type {Record<symbol, AsyncLocalStorage<Set<string>> | undefined>} */ (globalThis))[STORE] ??= new AsyncLocalStorage()
;(/** @type {Record<symbol, unknown>} */ (globalThis))[STORE] = storage

/**
 * Runs `work` with a fresh set of tags, which fills as Next reads the cache for it.
 * @template T
 * @param {(tags: Set<string>) => T} work
 * @returns {T}
 */
export function collectTags(work) {
  /** @type {Set<string>} */
  const tags = new Set()
  return storage.run(tags, () => work(tags))
}

/** @param {Iterable<string> | string | undefined | null} list (a comma-separated header value or a list) */
export function noteTags(list) {
  const tags = storage.getStore()
  if (!tags || !list) return
  for (const tag of typeof list === 'string' ? list.split(',') : list) if (tag.trim()) tags.add(tag.trim())
}

/** The tags of a cache entry's value (a page's header), or of the entry's context (a loader's). */
const entryTags = (/** @type {any} */ value, /** @type {any} */ ctx) => [value?.headers?.['x-next-cache-tags'], ctx?.tags]

/**
 * A cache handler class that notes the tags of every entry read or written for the request being
 * served. `get` and `set` keep the wrapped handler's behaviour.
 * @template {new (...args: any[]) => { get: (...args: any[]) => Promise<any>, set: (...args: any[]) => Promise<any> }} Base
 * @param {Base} Base
 * @returns {Base}
 */
export function withTagRecording(Base) {
  return class TagRecordingCache extends Base {
    /** @param {any[]} args */
    async get(...args) {
      const entry = await super.get(...args)
      if (entry) for (const tags of entryTags(entry.value, args[1])) noteTags(tags)
      return entry
    }

    /** @param {any[]} args */
    async set(...args) {
      for (const tags of entryTags(args[1], args[2])) noteTags(tags)
      return super.set(...args)
    }
  }
}
