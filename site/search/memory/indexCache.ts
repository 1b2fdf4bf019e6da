/**
 * Loaded site indexes, kept fresh off the request path. PostgreSQL tells every instance which
 * dealership's cars changed (LISTEN/NOTIFY, changeFeed.ts): the indexes holding it reload at once,
 * so a change is searchable within about a second on every instance and no request waits for a
 * check (at 20,000 cars the check alone takes tens of milliseconds). While a site is searched its
 * watcher still checks its version every 30 s as a safety net; while the feed is not listening
 * (PostgreSQL restarting) it checks every second and a request older than 5 s checks first, as
 * before the feed. A site idle for a minute is no longer watched; its next request checks first.
 */
import type { BaseFilter } from '../../inventory/baseFilter'
import type { Queryable } from '../queryable'
import { listening, onSearchChange } from './changeFeed'
import { loadVersioned, type Loaded, type SiteIndex } from './siteIndex'

const CHECK_EVERY_MS = 1000
const CHECK_WHILE_LISTENING_MS = 30_000
/** Older than this (the watcher stopped or fell behind), a request checks before answering. */
const STALE_AFTER_MS = 5000
const checkEvery = () => (listening() ? CHECK_WHILE_LISTENING_MS : CHECK_EVERY_MS)
const staleAfter = () => (listening() ? CHECK_WHILE_LISTENING_MS + STALE_AFTER_MS : STALE_AFTER_MS)
const IDLE_AFTER_MS = 60_000
const DAY_MS = 24 * 60 * 60 * 1000

/** `again`: a change was announced while a check was in flight (it may have read the data before the change). */
type Slot = { loaded: Loaded | null; inflight: Promise<Loaded> | null; again: boolean; usedAt: number; soldSinceMs: number; watching: boolean; pool: Queryable; dealershipIds: number[] }
const slots = new Map<string, Slot>()

/** One check or load at a time per site; concurrent callers share it. */
function refresh(pool: Queryable, slot: Slot, dealershipIds: number[]): Promise<Loaded> {
  slot.inflight ??= loadVersioned(pool, dealershipIds, slot.soldSinceMs, slot.loaded, Date.now())
    .then((loaded) => (slot.loaded = loaded))
    .finally(() => {
      slot.inflight = null
      if (slot.again) {
        slot.again = false
        void refresh(pool, slot, dealershipIds).catch(() => undefined)
      }
    })
  return slot.inflight
}

/** A change announced by PostgreSQL: the loaded indexes holding the dealership (all of them for null) reload now. */
function changed(dealershipId: number | null): void {
  for (const slot of slots.values()) {
    if (!slot.loaded || (dealershipId !== null && !slot.dealershipIds.includes(dealershipId))) continue
    if (slot.inflight) slot.again = true
    else void refresh(slot.pool, slot, slot.dealershipIds).catch(() => undefined)
  }
}
onSearchChange(changed)

function watch(pool: Queryable, key: string, slot: Slot, dealershipIds: number[]): void {
  if (slot.watching) return
  slot.watching = true
  const tick = () => {
    if (slots.get(key) !== slot || Date.now() - slot.usedAt > IDLE_AFTER_MS) return void (slot.watching = false)
    // A failed check stops the watcher: the next request then checks itself and gets the error.
    refresh(pool, slot, dealershipIds).then(
      () => setTimeout(tick, checkEvery()).unref(),
      () => (slot.watching = false),
    )
  }
  setTimeout(tick, checkEvery()).unref()
}

/**
 * The index for a base filter's dealerships (reloaded when the data changed or the sold window moved past it).
 * `fresh`: check the version first whatever the last check's age. A cached page renders with this:
 * the change that expired it may not have reached this instance's feed yet, and a page rendered from
 * the index as it was would be cached as fresh.
 */
export async function siteIndex(pool: Queryable, base: BaseFilter, now = Date.now(), { fresh = false } = {}): Promise<SiteIndex> {
  const dealershipIds = base.dealershipIds.map(Number)
  const key = [...dealershipIds].sort((a, b) => a - b).join(',')
  // No sold window: no sold cars are needed, whatever their date.
  const soldSinceMs = base.soldSince ? base.soldSince.getTime() : now + DAY_MS
  let slot = slots.get(key)
  if (!slot) slots.set(key, (slot = { loaded: null, inflight: null, again: false, usedAt: now, soldSinceMs, watching: false, pool, dealershipIds }))
  slot.usedAt = now
  // Sites on the same dealerships share the index: it holds the longest sold window any of them asked for.
  slot.soldSinceMs = Math.min(slot.soldSinceMs, soldSinceMs)
  let loaded = slot.loaded
  if (!loaded || fresh || now - loaded.checkedAt > staleAfter()) loaded = await refresh(pool, slot, dealershipIds)
  // A load already in flight may have started with a shorter window than this request needs.
  while (loaded.soldSinceMs > soldSinceMs) loaded = await refresh(pool, slot, dealershipIds)
  watch(pool, key, slot, dealershipIds)
  return loaded.index
}

/** Drops every loaded index (after a bulk import in this process, so the next search loads the new stock). */
export const clearSiteIndexes = () => slots.clear()
