/**
 * Money and kilometre fields (FIN §2.7: "Money field: $ prefix and thousands separators with
 * quick-pick buttons ($5,000 to $70,000, or $300,000 to $800,000 on one variant). Kilometres field:
 * thousands separators and a ' kms' suffix with quick picks"; variants `forms.moneyQuickPicks`).
 *
 * Only digits are kept from what is typed. Not in the specs: the individual pick values. Money picks
 * are six values from the range's minimum to its maximum, each rounded to a readable step; kilometre
 * picks are fixed.
 */

export const KMS_SUFFIX = ' kms'

/** Not in the specs: the kilometre quick picks. */
export const KM_QUICK_PICKS: readonly number[] = [10000, 30000, 50000, 80000, 100000, 150000]

const MONEY_PICK_COUNT = 6

/** The whole number in what was typed (digits only), or null when there is none. */
export function digitsValue(raw: string | number | null | undefined): number | null {
  const digits = String(raw ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12)
  return digits === '' ? null : Number(digits)
}

const grouped = (value: number) => value.toLocaleString('en-AU', { maximumFractionDigits: 0 })

/** `12345` → `$12,345`; empty stays empty. */
export const formatMoneyInput = (raw: string | number | null | undefined): string => {
  const value = digitsValue(raw)
  return value === null ? '' : `$${grouped(value)}`
}

/** `12345` → `12,345 kms`; empty stays empty. */
export const formatKmInput = (raw: string | number | null | undefined): string => {
  const value = digitsValue(raw)
  return value === null ? '' : `${grouped(value)}${KMS_SUFFIX}`
}

/** A readable step for a range: 5,000 up to 100,000 wide, 50,000 above, at least 1. */
const stepFor = (width: number) => (width > 100000 ? 50000 : width >= 10000 ? 5000 : Math.max(1, Math.round(width / 10)))

/** Six picks from min to max inclusive, rounded to the step, without repeats (FIN §2.7). */
export function moneyQuickPicks(range: { min: number; max: number }): number[] {
  const min = Math.min(range.min, range.max)
  const max = Math.max(range.min, range.max)
  if (min === max) return [min]
  const step = stepFor(max - min)
  const picks = Array.from({ length: MONEY_PICK_COUNT }, (_, i) => {
    if (i === 0) return min
    if (i === MONEY_PICK_COUNT - 1) return max
    return Math.round((min + ((max - min) * i) / (MONEY_PICK_COUNT - 1)) / step) * step
  })
  return [...new Set(picks)]
}

/** A pick's button text. */
export const moneyPickLabel = (value: number) => `$${grouped(value)}`
export const kmPickLabel = (value: number) => `${grouped(value)}${KMS_SUFFIX}`
