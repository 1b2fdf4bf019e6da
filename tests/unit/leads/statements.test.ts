/**
 * The lead endpoint's statements compile without drizzle's walk (site/payloadDb.ts `statementOf`)
 * to exactly the text and values drizzle's PostgreSQL dialect makes of them; a statement with a
 * part the short walk does not know is compiled by the dialect.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { integer, pgTable, PgDialect, QueryBuilder } from '@payloadcms/db-postgres/drizzle/pg-core'
import { describe, expect, it } from 'vitest'
import type { Dealership } from '../../../payload-types'
import type { LeadData } from '../../../site/leads/leadData'
import type { LeadRequest } from '../../../site/leads/schema'
import { leadInsertStatement } from '../../../site/leads/store'
import { leadLookup } from '../../../site/leads/submitLead'
import { statementOf } from '../../../site/payloadDb'
import type { SiteView } from '../../../site/tenancy/siteView'

const dialect = new PgDialect()
/** A dialect that fails the test when the short walk hands a statement over. */
const noFallback = { sqlToQuery: (): never => { throw new Error('the statement went to drizzle') } }

const site = (dealershipIds: number[]) => ({ id: 3, dealershipIds }) as unknown as SiteView
const lead = (refs: Partial<LeadRequest>) => ({ type: 'enquiry', idempotencyKey: 'k-1', ...refs }) as LeadRequest
const hits = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `leads:ip:3:10.0.0.${i}`, rule: { limit: 20, windowSeconds: 600 } }))

const leadData = (overrides: Partial<LeadData>): LeadData =>
  ({
    site: 3,
    status: 'new',
    type: 'enquiry',
    category: 'Vehicle Enquiry',
    firstName: "Jo 'the' Shopper",
    lastName: null,
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Line one\nLine “two”; $1 -- not a parameter',
    vehicleSnapshot: { stockNumber: 'S-1', make: 'Mazda', model: 'CX-5', year: 2022, price: 31990.5 },
    tradeIn: { km: 123456, hasTradeIn: true },
    consent: { optIn: true, termsAccepted: true, at: '2026-11-26T08:00:00.000Z', text: 'I agree' },
    source: { page: 'https://dealer.test/cars/a?x=1', utm: { utm_source: 'google' }, visitedPages: ['/a', '/b'] },
    analyticsEventId: 15,
    idempotencyKey: 'k-1',
    spam: false,
    ...overrides,
  }) as LeadData

const delivering = (emails: string[], webhookUrl: string | null) => ({ leadDelivery: { emails, webhookUrl, webhookSecret: 's', format: 'json' } }) as unknown as Pick<Dealership, 'leadDelivery'>

const lookUp = (siteIds: number[], refs: Partial<LeadRequest>, hitCount: number): SQL => leadLookup(site(siteIds), lead(refs), hits(hitCount), Date.UTC(2026, 10, 26, 8)).statement

describe('the lead statements compiled without drizzle', () => {
  const statements: Array<[string, SQL]> = [
    ['lookup: a car by slug, three limits, one dealership', lookUp([7], { vehicle: 'mazda-cx-5' }, 3)],
    ['lookup: a car by id, a dealership and a location, several dealerships', lookUp([7, 8, 9], { vehicle: 12, dealership: 8, location: 'yard' }, 1)],
    ['lookup: no references, no limits', lookUp([], {}, 0)],
    ['insert: email and webhook channels and the confirmation', leadInsertStatement(leadData({}), delivering(['a@dealer.test', 'b@dealer.test'], 'https://crm.test/hook'), '2026-11-26T08:00:00.000Z')],
    ['insert: spam, no outbox', leadInsertStatement(leadData({ spam: true, email: null }), null, '2026-11-26T08:00:00.000Z')],
    ['insert: linked to a contact by email and phone', leadInsertStatement(leadData({ dealership: 7 }), delivering(['a@dealer.test'], null), '2026-11-26T08:00:00.000Z')],
    ['insert: linked to a contact by phone only', leadInsertStatement(leadData({ dealership: 7, email: null }), null, '2026-11-26T08:00:00.000Z')],
    ['a null, a Date, a boolean and an array parameter', sql`select ${null}, ${new Date(0)}, ${true}, ${sql.param([1, 2])}::int[], ${sql.raw('1')}`],
    ['a value through a column\'s encoder', sql`select ${sql.param(7, pgTable('t', { n: integer('n') }).n)}, ${undefined}`],
  ]

  it.each(statements)('%s: the same text and values as the dialect', (_, statement) => {
    const expected = dialect.sqlToQuery(statement)
    const compiled = statementOf(statement, noFallback)
    expect(compiled.sql).toBe(expected.sql)
    expect(compiled.params).toEqual(expected.params)
    expect(compiled.params.length).toBe(expected.params.length)
  })

  it('numbers the values in order through nested statements', () => {
    expect(statementOf(sql`a ${1} ${sql`b ${2} ${sql`c ${3}`}`} ${4}`, noFallback)).toEqual({ sql: 'a $1 b $2 c $3 $4', params: [1, 2, 3, 4] })
  })
})

describe('statements with other parts go to the dialect', () => {
  const cars = pgTable('cars', { id: integer('id') })
  const others: Array<[string, SQL]> = [
    ['a value list', sql`select 1 where id in ${[1, 2, 3]}`],
    ['a table and a column', sql`select ${cars.id} from ${cars}`],
    ['inlined values', sql`select ${'x'}`.inlineParams()],
    ['a placeholder', sql`select ${sql.placeholder('id')}`],
    ['a nested statement with a value list', sql`select 1 where ${sql`id in ${[1, 2]}`}`],
    ['a subquery (a proxy whose constructor property is a selected field)', sql`select * from ${new QueryBuilder().select({ constructor: cars.id }).from(cars).as('sq')}`],
    ['a placeholder given with an encoder', sql`select ${sql.param(sql.placeholder('id'), cars.id)}`],
    ['a plain object', sql`select ${{ a: 1 }}`],
    ['a function', sql`select ${() => 1}`],
  ]

  it.each(others)('%s', (_, statement) => {
    let handedOver = 0
    const counting = { sqlToQuery: (query: SQL) => (handedOver++, dialect.sqlToQuery(query)) }
    expect(statementOf(statement, counting)).toEqual(dialect.sqlToQuery(statement))
    expect(handedOver).toBe(1)
  })
})
