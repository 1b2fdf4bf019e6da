import { describe, expect, it } from 'vitest'
import { leadSource, submitLead, UNEXPECTED_ERROR } from '../../../site/components/forms/submitLead'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function fakeFetch(answers: Array<Response | Error>) {
  const bodies: string[] = []
  const fetch = async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body))
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  }
  return { fetch, bodies }
}

describe('submitLead', () => {
  it('answers the lead id of a 201 or a repeated 200', async () => {
    expect(await submitLead({ a: 1 }, { fetch: fakeFetch([json(201, { leadId: 7 })]).fetch })).toEqual({ kind: 'ok', leadId: 7 })
    expect(await submitLead({ a: 1 }, { fetch: fakeFetch([json(200, { leadId: 'x' })]).fetch })).toEqual({ kind: 'ok', leadId: 'x' })
  })

  it('retries network failures and 503s with the same body, then gives up', async () => {
    const fake = fakeFetch([new TypeError('offline'), json(503, {}), json(201, { leadId: 3 })])
    expect(await submitLead({ idempotencyKey: 'k' }, { fetch: fake.fetch, delays: [0, 0, 0] })).toEqual({ kind: 'ok', leadId: 3 })
    expect(new Set(fake.bodies)).toEqual(new Set(['{"idempotencyKey":"k"}']))
    expect(fake.bodies).toHaveLength(3)
    const down = fakeFetch([new TypeError('x'), new TypeError('x'), new TypeError('x')])
    expect(await submitLead({}, { fetch: down.fetch, delays: [0, 0] })).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR })
    expect(down.bodies).toHaveLength(3)
  })

  it('passes the 422 field errors on, and does not retry them', async () => {
    const fake = fakeFetch([json(422, { message: 'Please fix the following errors:', errors: [{ path: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }, { nope: 1 }] })])
    expect(await submitLead({}, { fetch: fake.fetch, delays: [0] })).toEqual({ kind: 'invalid', message: 'Please fix the following errors:', errors: [{ path: 'postcode', message: 'Invalid postcode. Please enter a 4-digit number.' }] })
    expect(fake.bodies).toHaveLength(1)
  })

  it('429 is the limit (its own message, not a field error); other failures and a body without a lead id are a failure', async () => {
    expect(await submitLead({}, { fetch: fakeFetch([json(429, { message: 'Too many submissions. Please try again later.', errors: [] })]).fetch })).toEqual({ kind: 'limited' })
    expect(await submitLead({}, { fetch: fakeFetch([json(500, { message: 'Lead submission failed' })]).fetch, delays: [] })).toEqual({ kind: 'failed', message: 'Lead submission failed' })
    expect(await submitLead({}, { fetch: fakeFetch([new Response('oops', { status: 200 })]).fetch })).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR })
  })

  it('records the page, referrer and UTM parameters', () => {
    expect(leadSource('http://a.localhost:3000/cars/x?utm_source=google&utm_medium=cpc&q=1', 'https://google.com/')).toEqual({ page: '/cars/x?utm_source=google&utm_medium=cpc&q=1', referrer: 'https://google.com/', utm: { source: 'google', medium: 'cpc' } })
    expect(leadSource('http://a.localhost:3000/contact', '')).toEqual({ page: '/contact', utm: {} })
  })
})
