/**
 * The `leads` table as Payload's PostgreSQL adapter lays it out: every column but `id` with the
 * lead field it holds (groups are `{group}_{field}` columns), to write a lead in one raw statement
 * (`store.ts`) and read it back in one (`delivery.ts`) exactly as Payload's create writes and its
 * find reads it (tests/int/leads.store.int.test.ts compares both ways, column by column).
 */
import type { Lead } from '../../payload-types'
import type { LeadData } from './leadData'
import { relationId } from '../relationId'

/** A JSON field's column value (node-postgres would write a JavaScript array as a PostgreSQL array). */
const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value))

type ColumnKind = 'value' | 'id' | 'number' | 'json' | 'timestamp'
type Column = { column: string; path: readonly [string] | readonly [string, string]; kind: ColumnKind }

const column = (name: string, path: Column['path'], kind: ColumnKind = 'value'): Column => ({ column: name, path, kind })
const group = (prefix: string, name: string, fields: Array<[field: string, kind?: ColumnKind]>) =>
  fields.map(([field, kind]) => column(`${prefix}_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, [name, field], kind))

/** Every column of `leads` but `id`, with the lead field it holds (groups are `{group}_{field}` columns, as Payload names them). */
export const LEAD_COLUMNS: readonly Column[] = [
  column('site_id', ['site'], 'id'),
  column('status', ['status']),
  column('assignee_id', ['assignee'], 'id'),
  column('notes', ['notes']),
  ...group('first_response', 'firstResponse', [['at', 'timestamp'], ['minutes', 'number']]),
  column('first_response_by_id', ['firstResponse', 'by'], 'id'),
  column('contact_id', ['contact'], 'id'),
  column('type', ['type']),
  column('category', ['category']),
  column('subcategory', ['subcategory']),
  column('dealership_id', ['dealership'], 'id'),
  column('location_id', ['location'], 'id'),
  column('vehicle_id', ['vehicle'], 'id'),
  ...group('vehicle_snapshot', 'vehicleSnapshot', [['stockNumber'], ['make'], ['model'], ['year', 'number'], ['price', 'number']]),
  column('first_name', ['firstName']),
  column('last_name', ['lastName']),
  column('email', ['email']),
  column('phone', ['phone']),
  column('postcode', ['postcode']),
  column('message', ['message']),
  column('preferred_contact', ['preferredContact']),
  column('preferred_date', ['preferredDate']),
  column('preferred_time', ['preferredTime']),
  ...group('trade_in', 'tradeIn', [['rego'], ['state'], ['make'], ['model'], ['year', 'number'], ['km', 'number'], ['price', 'number'], ['hasTradeIn']]),
  ...group('valuation', 'valuation', [
    ['step'],
    ['vehicleSource'],
    ['provider'],
    ['registered', 'json'],
    ['adjustmentAnswers', 'json'],
    ['offerLow', 'number'],
    ['offerHigh', 'number'],
    ['offerValidUntil', 'timestamp'],
    ['comparables', 'number'],
    ['method'],
    ['offerAccepted'],
    ['inspectionRequested'],
    ['formCompleted'],
    ['decidedAt', 'timestamp'],
  ]),
  ...group('finance', 'finance', [['purchasePrice', 'number'], ['term', 'number'], ['creditScore'], ['wanted']]),
  ...group('consent', 'consent', [['optIn'], ['termsAccepted'], ['at', 'timestamp'], ['text']]),
  ...group('source', 'source', [['page'], ['referrer'], ['utm', 'json'], ['visitedPages', 'json'], ['query', 'json'], ['ip']]),
  column('analytics_event_id', ['analyticsEventId'], 'number'),
  column('idempotency_key', ['idempotencyKey']),
  column('spam', ['spam']),
  column('updated_at', ['updatedAt'], 'timestamp'),
  column('created_at', ['createdAt'], 'timestamp'),
]

const fieldOf = (lead: Record<string, unknown>, path: Column['path']): unknown => {
  const [first, second] = path
  const value = lead[first]
  return second === undefined ? value : value && typeof value === 'object' ? (value as Record<string, unknown>)[second] : undefined
}

/** The `leads` columns of a lead and their values, as Payload's adapter names and writes them. */
export function leadRow(data: LeadData, at: string): Array<[column: string, value: unknown]> {
  const lead: Record<string, unknown> = { ...data, spam: data.spam ?? false, updatedAt: at, createdAt: at }
  return LEAD_COLUMNS.map(({ column: name, path, kind }) => {
    const value = fieldOf(lead, path)
    return [name, kind === 'id' ? relationId(value) : kind === 'json' ? json(value) : (value ?? null)]
  })
}

/** A `leads` row (node-postgres's values: numeric as text, timestamps as Date) as Payload reads the lead at depth 0. */
export function leadFromRow(row: Record<string, unknown>): Lead {
  const lead: Record<string, unknown> = { id: Number(row.id) }
  for (const { column: name, path, kind } of LEAD_COLUMNS) {
    const raw = row[name]
    const value = raw === null || raw === undefined ? null : kind === 'number' || kind === 'id' ? Number(raw) : kind === 'timestamp' ? new Date(raw as string | Date).toISOString() : raw
    const [first, second] = path
    if (second === undefined) lead[first] = value
    else lead[first] = { ...(lead[first] as object | undefined), [second]: value }
  }
  return lead as unknown as Lead
}
