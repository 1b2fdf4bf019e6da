'use client'
/**
 * The toast store (FIN §4, §9): add, update, dismiss (marks closed), remove after a very long delay
 * (1,000,000 ms); one toast at a time, so a new one replaces the last.
 */
export type Toast = { id: number; title: string; description: string; action?: { label: string; href: string }; open: boolean }

export const TOAST_REMOVE_DELAY = 1_000_000

let current: Toast | null = null
let nextId = 0
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get: (): Toast | null => current,
  add(toast: Omit<Toast, 'id' | 'open'>): number {
    current = { ...toast, id: ++nextId, open: true }
    clearTimeout(timer)
    timer = setTimeout(() => toastStore.remove(), TOAST_REMOVE_DELAY)
    emit()
    return current.id
  },
  update(id: number, patch: Partial<Omit<Toast, 'id'>>) {
    if (current?.id !== id) return
    current = { ...current, ...patch }
    emit()
  },
  dismiss() {
    if (current) current = { ...current, open: false }
    emit()
  },
  remove() {
    current = null
    emit()
  },
}
