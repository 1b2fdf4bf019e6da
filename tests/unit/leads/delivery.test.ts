import { describe, expect, it } from 'vitest'
import { csvCell, leadsCsv } from '../../../site/leads/csv'
import { confirmationEmail } from '../../../site/leads/message'
import { backoffMs, channelsFor, DELIVERY_WINDOW_MS, FIRST_BACKOFF_MS, MAX_BACKOFF_MS } from '../../../site/leads/delivery'
import { isDatabaseUnavailable, retryWhileDatabaseDown } from '../../../site/leads/databaseErrors'
import { signBody, toAdf, verifySignature, webhookRequest, type LeadMessage } from '../../../site/leads/webhook'
import type { Lead } from '../../../payload-types'

const message: LeadMessage = {
  id: 42,
  type: 'enquiry',
  category: 'Vehicle Enquiry',
  subcategory: null,
  createdAt: '2026-11-24T01:00:00.000Z',
  site: { id: 1, name: 'City Motors' },
  dealership: { id: 2, name: 'City Motors & Sons' },
  location: null,
  vehicle: { id: 7, stockNumber: 'S1', make: 'Mazda', model: 'CX-5', year: 2022, price: 35990 },
  customer: { firstName: 'Jo', lastName: '<O’Brien>', email: 'jo@example.com', phone: '0412345678', postcode: '4000', preferredContact: null },
  message: 'Is it "available"?',
  preferredDate: null,
  preferredTime: null,
  tradeIn: null,
  finance: null,
  consent: { optIn: false, termsAccepted: true, text: null, at: null },
  source: null,
  analyticsEventId: 15,
}

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body', () => {
    // echo -n 'hello' | openssl dgst -sha256 -hmac secret
    expect(signBody('hello', 'secret')).toBe('sha256=88aab3ede8d3adf94d26ab90d3bafd4a2083070c3bcce9c014ee04a443847c0b')
  })
  it('verifies with the secret only, and only for the same body', () => {
    const signature = signBody('{"id":1}', 'secret')
    expect(verifySignature('{"id":1}', 'secret', signature)).toBe(true)
    expect(verifySignature('{"id":1}', 'other', signature)).toBe(false)
    expect(verifySignature('{"id":2}', 'secret', signature)).toBe(false)
    expect(verifySignature('{"id":1}', 'secret', null)).toBe(false)
    expect(verifySignature('{"id":1}', 'secret', 'sha256=zz')).toBe(false)
  })
  it('the request carries Idempotency-Key and the signature of its exact body', () => {
    const json = webhookRequest(message, 'json', 's')
    expect(json.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': '42', 'x-lead-signature': signBody(json.body, 's') })
    expect(JSON.parse(json.body)).toEqual(message)
    const adf = webhookRequest(message, 'adf', 's')
    expect(adf.headers['content-type']).toBe('application/xml')
    expect(adf.headers['x-lead-signature']).toBe(signBody(adf.body, 's'))
  })
})

describe('ADF 1.0', () => {
  const xml = toAdf(message)
  it('has the ADF prolog, prospect, vehicle, customer and vendor', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?adf version="1.0"\?>\n<adf>/)
    expect(xml).toContain('<id sequence="1" source="dealer-sites">42</id>')
    expect(xml).toContain('<vehicle interest="buy" status="used"><year>2022</year><make>Mazda</make><model>CX-5</model><stock>S1</stock><price type="asking" currency="AUD">35990</price></vehicle>')
    expect(xml).toContain('<vendorname>City Motors &amp; Sons</vendorname>')
  })
  it('escapes the shopper’s text', () => {
    expect(xml).toContain('<name part="last">&lt;O’Brien&gt;</name>')
    expect(xml).toContain('Is it &quot;available&quot;?')
  })
  it('adds the trade-in car when there is one', () => expect(toAdf({ ...message, tradeIn: { make: 'Kia', model: 'Rio', year: 2015, km: 120000 } })).toContain('<vehicle interest="trade-in"><year>2015</year><make>Kia</make><model>Rio</model><odometer units="km">120000</odometer></vehicle>'))
})

describe('retry policy', () => {
  it('30 s doubling, capped at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([FIRST_BACKOFF_MS, 2 * FIRST_BACKOFF_MS, 4 * FIRST_BACKOFF_MS, 8 * FIRST_BACKOFF_MS])
    expect(backoffMs(30)).toBe(MAX_BACKOFF_MS)
  })
  it('keeps retrying for at least 24 hours', () => expect(DELIVERY_WINDOW_MS).toBeGreaterThanOrEqual(24 * 3_600_000))
})

describe('channelsFor', () => {
  const dealership = { leadDelivery: { emails: ['a@d.test', ' ', 'b@d.test'], webhookUrl: 'https://crm.test/hook', webhookSecret: 's', format: 'json' as const } }
  it('email to the dealership, webhook, confirmation to the shopper', () => {
    expect(channelsFor({ email: 'jo@example.com', type: 'enquiry', spam: false }, dealership)).toEqual([
      { channel: 'email', target: 'a@d.test, b@d.test' },
      { channel: 'webhook', target: 'https://crm.test/hook' },
      { channel: 'confirmation', target: 'jo@example.com' },
    ])
  })
  it('nothing for spam; no confirmation without an email or for a phone reveal', () => {
    expect(channelsFor({ email: 'jo@example.com', type: 'enquiry', spam: true }, dealership)).toEqual([])
    expect(channelsFor({ email: null, type: 'phone-reveal', spam: false }, null)).toEqual([])
    expect(channelsFor({ email: 'jo@example.com', type: 'phone-reveal', spam: false }, { leadDelivery: {} })).toEqual([])
  })
})

describe('isDatabaseUnavailable (503, not 500)', () => {
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [new Error('Connection terminated unexpectedly')],
    [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    [Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    [new Error('Failed query: select …', { cause: Object.assign(new Error('x'), { code: '08006' }) })],
    [new Error('Error: cannot begin transaction: Failed query: begin\nparams: ')],
    [Object.assign(new Error('AggregateError'), { errors: [Object.assign(new Error('x'), { code: 'ECONNREFUSED' })] })],
  ])('%s', (error) => expect(isDatabaseUnavailable(error)).toBe(true))
  it('other failures are not', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})

describe('retryWhileDatabaseDown', () => {
  const down = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
  it('writes again once the database is back', async () => {
    let calls = 0
    expect(await retryWhileDatabaseDown(async () => (++calls < 3 ? Promise.reject(down()) : 'written'))).toBe('written')
    expect(calls).toBe(3)
  })
  it('gives up after the window, and at once on other errors', async () => {
    await expect(retryWhileDatabaseDown(() => Promise.reject(down()), 0)).rejects.toThrow('ECONNREFUSED')
    let calls = 0
    await expect(retryWhileDatabaseDown(() => (calls++, Promise.reject(new Error('boom'))))).rejects.toThrow('boom')
    expect(calls).toBe(1)
  })
})

describe('CSV export', () => {
  it('quotes commas, quotes and new lines; defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+61412')).toBe("'+61412")
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })
  it('defuses look-alike formula starts: full-width, small, minus sign, after leading spaces (issue 48, finding 13)', () => {
    for (const text of ['＝1+1', '＋61412', '－1', '＠SUM(A1)', '﹦1', '﹢1', '﹣1', '﹫x', '−1', ' =1', '\u3000＝1', '\u00a0@x']) {
      expect(csvCell(text), text).toMatch(/^"?'/)
    }
    for (const text of ['Jo', '0412 345 678', 'a=b', '1+1', 'email@x.test']) expect(csvCell(text), text).toBe(text)
  })
  it('one header row and one row per lead', () => {
    const lead = { id: 1, createdAt: '2026-11-24T00:00:00.000Z', status: 'new', type: 'enquiry', category: 'General Enquiry', firstName: 'Jo', dealership: { id: 2, name: 'City' }, vehicleSnapshot: { year: 2022, make: 'Mazda', model: 'CX-5', stockNumber: 'S1' }, spam: false } as unknown as Lead
    const rows = leadsCsv([lead]).split('\r\n')
    expect(rows[0]).toBe('id,created,status,type,category,subcategory,first name,last name,email,phone,postcode,dealership,location,stock number,vehicle,message,page,spam')
    expect(rows[1]).toBe('1,2026-11-24T00:00:00.000Z,new,enquiry,General Enquiry,,Jo,,,,,City,,S1,2022 Mazda CX-5,,,')
    expect(rows[2]).toBe('')
  })
})

describe('the shopper’s confirmation (issue 48, finding 9)', () => {
  it('holds no text the sender chose: not the name, the message or the email', () => {
    const hostile = { ...message, customer: { ...message.customer, firstName: 'Claim your prize at https://evil.example', lastName: 'Now', email: 'victim@example.com' }, message: 'Visit evil.example' }
    const mail = confirmationEmail(hostile)
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/evil|prize|Claim|Now|victim/)
    expect(mail).toEqual({
      subject: 'We received your vehicle enquiry',
      text: 'Hello,\n\nThank you for contacting City Motors & Sons. We have received your vehicle enquiry and will be in touch shortly.\n\nReference: #42',
    })
  })
})
