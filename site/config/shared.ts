import { z } from 'zod'

export const carTypeSchema = z.enum(['new', 'used', 'demo'])
export const locationTypeSchema = z.enum(['sales', 'service', 'parts'])
export const auStateSchema = z.enum(['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'])
export const pathSchema = z.string().regex(/^(\/|https?:\/\/)/, 'Use a path starting with / or a full URL')

/**
 * A rule table (lenders, make rules, certified programmes): stored rows are partial overrides
 * of the default row with the same id, or new rows; the result is validated as full rows.
 */
export function ruleTable<Row extends z.ZodObject>(row: Row, defaults: Record<string, z.input<Row>>) {
  return z
    .record(z.string(), row.partial())
    .default({})
    .transform((stored) => {
      const merged: Record<string, unknown> = { ...defaults }
      for (const [id, patch] of Object.entries(stored)) merged[id] = { ...(defaults[id] ?? {}), ...patch }
      return merged
    })
    .pipe(z.record(z.string(), row))
}
