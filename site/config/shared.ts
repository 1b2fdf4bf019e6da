/** Shared types of site-config-variants.md ("Shared types") and the rule-table merge. */
import { z } from 'zod'
import { hasPlaceholder, isSafeLink, LINK_MESSAGES, PLACEHOLDER_MESSAGE } from '../rules/safeLink'

export const carTypeSchema = z.enum(['new', 'used', 'demo'])
export const locationTypeSchema = z.enum(['sales', 'service', 'parts'])
export const auStateSchema = z.enum(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'])

export type CarType = z.output<typeof carTypeSchema>
export type LocationType = z.output<typeof locationTypeSchema>
export type AuState = z.output<typeof auStateSchema>
/** Key of car.finance_lenders and of `finance.lenders` (variants "Shared types"). */
export type LenderId = string

/** A site path or a full address with a `{slug}` to fill in (navigation.paths.location); no other setting fills one in. */
export const pathPatternSchema = z.string().refine((v) => isSafeLink(v, 'page'), LINK_MESSAGES.page)

/** A site path (`/finance`) or a full external address (a manufacturer's booking page), without a placeholder. */
export const pathSchema = pathPatternSchema.refine((v) => !hasPlaceholder(v), PLACEHOLDER_MESSAGE)

/** An inclusive `{ min, max }` range; min may equal max. */
export const rangeSchema = z
  .strictObject({ min: z.number(), max: z.number() })
  .refine((r) => r.min <= r.max, { message: 'min must not be greater than max', path: ['max'] })

/**
 * Merges stored rows over default rows by id (variants "Modelling notes": "A site may add a row or
 * override a row by its id"). A stored row for a default id is a partial patch of that row; a row
 * with a new id is added and must be complete. Patches are shallow: a stored `requires` or
 * `carTypes` list replaces the default list.
 */
export function mergeRows<Row extends object>(defaults: Readonly<Record<string, Row>>, stored: Readonly<Record<string, Partial<Row>>>): Record<string, Partial<Row>> {
  const merged: Record<string, Partial<Row>> = { ...defaults }
  for (const [id, patch] of Object.entries(stored)) merged[id] = { ...defaults[id], ...patch }
  return merged
}

/**
 * A rule table (lenders 4a, make rules 4b, certified programmes 2a) keyed by id: the input is a
 * record of partial rows, the output the merged record validated as full rows (errors keep the
 * row id in their path, e.g. `finance.lenders.acme.label`).
 */
export function ruleTable<Row extends z.ZodObject>(row: Row, defaults: Readonly<Record<string, z.input<Row>>>) {
  return z
    .record(z.string().min(1), row.partial())
    .default({})
    .transform((stored): Record<string, unknown> => mergeRows<object>(defaults, stored))
    .pipe(z.record(z.string(), row))
}
