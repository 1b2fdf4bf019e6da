import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSuccess, rememberSuccess, reportSuccessOnce } from '../../../site/components/forms/remembered'

type FakeWindow = { localStorage: Storage; dataLayer?: unknown[] }

function fakeWindow(): FakeWindow {
  const items = new Map<string, string>()
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  } as Storage
  return { localStorage }
}

const win = () => (globalThis as unknown as { window: FakeWindow }).window

beforeEach(() => {
  ;(globalThis as unknown as { window: FakeWindow }).window = fakeWindow()
})
afterEach(() => {
  delete (globalThis as unknown as { window?: FakeWindow }).window
})

describe('reportSuccessOnce (the lead event on /success)', () => {
  it("pushes the lead's event id once, and not again on a reload", () => {
    rememberSuccess({ category: 'Test Drive', eventId: 16, at: '2026-11-25T10:00:00.000Z' })
    reportSuccessOnce()
    expect(win().dataLayer).toEqual([{ event: 'lead', eventId: 16 }])
    reportSuccessOnce()
    expect(win().dataLayer).toHaveLength(1)
    expect(readSuccess()).toMatchObject({ category: 'Test Drive', reported: true })
  })
  it('a second lead is reported in its turn', () => {
    rememberSuccess({ category: 'Vehicle Enquiry', eventId: 15, at: '2026-11-25T10:00:00.000Z' })
    reportSuccessOnce()
    rememberSuccess({ category: 'Finance Enquiry', eventId: 21, at: '2026-11-25T10:05:00.000Z' })
    reportSuccessOnce()
    expect(win().dataLayer).toEqual([
      { event: 'lead', eventId: 15 },
      { event: 'lead', eventId: 21 },
    ])
  })
  it('nothing without a marker (a visit straight to /success) or with a malformed one', () => {
    reportSuccessOnce()
    win().localStorage.setItem('leadSuccess', '{"category":"x"}')
    reportSuccessOnce()
    win().localStorage.setItem('leadSuccess', 'not json')
    reportSuccessOnce()
    expect(win().dataLayer).toBeUndefined()
  })
})
