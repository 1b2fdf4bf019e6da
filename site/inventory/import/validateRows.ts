/** Raw feed rows → valid vehicle data and rejections with row numbers and every reason. */
import type { z } from 'zod'
import { feedRowSchema } from './rowSchema'
import type { RawRow } from './parseFeed'
import { toVehicleData, type VehicleData } from './toVehicleData'

export type Rejection = { row: number; stockNumber: string | null; reasons: string[] }
export type ValidRow = { row: number; stockNumber: string; data: VehicleData }

export type ValidatedFeed = {
  valid: ValidRow[]
  rejected: Rejection[]
  /** Every stock number the feed names, rejected rows included: those cars are not missing. */
  named: Set<string>
}

const stockNumberOf = (values: Record<string, unknown>): string | null => {
  const raw = values.stocknum
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''
  return text === '' ? null : text
}

export const issueReasons = (error: z.ZodError): string[] => error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)

export function validateRows(rows: RawRow[]): ValidatedFeed {
  const feed: ValidatedFeed = { valid: [], rejected: [], named: new Set() }
  const firstRow = new Map<string, number>()
  for (const { row, values, problem } of rows) {
    const stockNumber = stockNumberOf(values)
    if (stockNumber !== null) feed.named.add(stockNumber)
    const reasons = problem ? [problem] : []
    const parsed = feedRowSchema.safeParse(values)
    if (!parsed.success) reasons.push(...issueReasons(parsed.error))
    const earlier = stockNumber === null ? undefined : firstRow.get(stockNumber)
    if (earlier !== undefined) reasons.push(`stocknum: "${stockNumber}" already appears in row ${earlier}`)
    else if (stockNumber !== null) firstRow.set(stockNumber, row)
    if (reasons.length || !parsed.success) feed.rejected.push({ row, stockNumber, reasons })
    else feed.valid.push({ row, stockNumber: parsed.data.stocknum, data: toVehicleData(parsed.data) })
  }
  return feed
}
