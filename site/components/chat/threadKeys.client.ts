'use client'
/** The keys of this browser's Instant Messages per car (local storage): they name its conversation (site/chat/thread.ts). */
import { MAX_THREAD_KEYS } from '../../chat/threadLimits'

const STORAGE_KEY = 'chatThreads'

function readAll(): Record<string, string[]> {
  const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string[]>) : {}
}

export const threadKeys = (carId: number): string[] => {
  const keys = readAll()[String(carId)]
  return Array.isArray(keys) ? keys.filter((k) => typeof k === 'string') : []
}

/** Keeps the newest MAX_THREAD_KEYS keys of a car. */
export function addThreadKey(carId: number, key: string): void {
  const all = readAll()
  all[String(carId)] = [...threadKeys(carId), key].slice(-MAX_THREAD_KEYS)
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(all))
}
