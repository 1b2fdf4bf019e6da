import { describe, expect, it } from 'vitest'
import { MAX_EVENTS, parseBatch } from '../../../site/analytics/eventBatch'
import { EVENT_NAMES } from '../../../site/analytics/events'

describe('parseBatch (POST /api/events body)', () => {
  it.each(EVENT_NAMES)('accepts %s', (event) => {
    const parsed = parseBatch({ events: [{ event, path: '/cars/x', carId: 3, eventId: 39 }] })
    expect(parsed.ok).toBe(true)
  })
  it('accepts a page view without a car and the full batch size', () => {
    expect(parseBatch({ events: Array.from({ length: MAX_EVENTS }, () => ({ event: 'page-view', path: '/' })) }).ok).toBe(true)
  })
  it.each([
    [null, 'body'],
    ['text', 'body'],
    [{}, 'events'],
    [{ events: {} }, 'events'],
    [{ events: [null] }, 'events.0'],
    [{ events: [{ event: 'page-view' }] }, 'events.0.path'],
    [{ events: [{ event: 'print', path: '/' }] }, 'events.0.carId'],
    [{ events: [{ event: 'history-report', path: '/', carId: 0 }] }, 'events.0.carId'],
    [{ events: [{ event: 'page-view', path: '/', extra: 1 }] }, 'events.0.extra'],
  ])('refuses %j at %s', (body, path) => {
    const parsed = parseBatch(body)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.error.path).toBe(path)
      expect(parsed.error.message.length).toBeGreaterThan(0)
    }
  })
})
