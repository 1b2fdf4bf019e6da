import { describe, expect, it } from 'vitest'
import { carIdOf, MAX_EVENTS, MAX_VITAL_VALUE, parseBatch, splitBatch } from '../../../site/analytics/eventBatch'
import { EVENT_NAMES, MAX_VITALS } from '../../../site/analytics/events'
import { VITAL_METRICS } from '../../../site/rules/webVitals'

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

describe('parseBatch: web vitals', () => {
  const vital = (fields: Record<string, unknown> = {}) => ({ event: 'web-vital', path: '/cars/x', metric: 'LCP', value: 1234.5, ...fields })

  it.each(VITAL_METRICS)('accepts %s', (metric) => {
    expect(parseBatch({ events: [vital({ metric, value: metric === 'CLS' ? 0.05 : 180 })] })).toEqual({ ok: true, batch: { events: [vital({ metric, value: metric === 'CLS' ? 0.05 : 180 })] } })
  })
  it('accepts 0, the largest value and the most vitals per batch, beside other events', () => {
    const events = [{ event: 'page-view', path: '/' }, ...Array.from({ length: MAX_VITALS }, (_, i) => vital({ value: i === 0 ? 0 : MAX_VITAL_VALUE }))]
    expect(parseBatch({ events }).ok).toBe(true)
  })
  it.each([
    ['one vital too many', { events: Array.from({ length: MAX_VITALS + 1 }, () => vital()) }, 'events', `At most ${MAX_VITALS} web vitals per batch`],
    ['an unknown metric', { events: [vital({ metric: 'FID' })] }, 'events.0.metric', 'Metric must be one of LCP, INP, CLS, TTFB'],
    ['a metric in lower case', { events: [vital({ metric: 'lcp' })] }, 'events.0.metric', 'Metric must be one of LCP, INP, CLS, TTFB'],
    ['no metric', { events: [{ event: 'web-vital', path: '/', value: 1 }] }, 'events.0.metric', 'Metric must be one of LCP, INP, CLS, TTFB'],
    ['no value', { events: [{ event: 'web-vital', path: '/', metric: 'CLS' }] }, 'events.0.value', 'Value must be a number'],
    ['a value as text', { events: [{ event: 'page-view', path: '/' }, vital({ value: '12' })] }, 'events.1.value', 'Value must be a number'],
    ['a negative value', { events: [vital({ value: -1 })] }, 'events.0.value', 'Value must not be negative'],
    ['a value too large', { events: [vital({ value: MAX_VITAL_VALUE + 1 })] }, 'events.0.value', `Value must be at most ${MAX_VITAL_VALUE}`],
    ['a vital without its path', { events: [{ event: 'web-vital', metric: 'LCP', value: 1 }] }, 'events.0.path', 'Path must be a string'],
    ['a vital with a car', { events: [vital({ carId: 3 })] }, 'events.0.carId', 'Unknown field carId'],
    ['a counted event with a metric', { events: [{ event: 'page-view', path: '/', metric: 'LCP' }] }, 'events.0.metric', 'Unknown field metric'],
    ['an unknown event', { events: [{ event: 'web-vitals', path: '/' }] }, 'events.0.event', 'Unknown event'],
    ['no event at all', { events: [{ path: '/' }] }, 'events.0.event', 'Unknown event'],
    ['an event that is not an object', { events: [7] }, 'events.0', 'Each event must be an object'],
  ])('refuses %s with its message and path', (_, body, path, message) => {
    expect(parseBatch(body)).toEqual({ ok: false, error: { message, path } })
  })
})

describe('splitBatch', () => {
  it('keeps the counted events and the vitals apart, each in order', () => {
    const parsed = parseBatch({ events: [{ event: 'page-view', path: '/' }, { event: 'web-vital', path: '/', metric: 'TTFB', value: 80 }, { event: 'print', path: '/', carId: 4 }, { event: 'web-vital', path: '/', metric: 'CLS', value: 0 }] })
    if (!parsed.ok) throw new Error(parsed.error.message)
    const { counted, vitals } = splitBatch(parsed.batch)
    expect(counted.map((e) => e.event)).toEqual(['page-view', 'print'])
    expect(vitals.map((e) => e.metric)).toEqual(['TTFB', 'CLS'])
    expect(parsed.batch.events.map(carIdOf)).toEqual([undefined, undefined, 4, undefined])
  })
})
