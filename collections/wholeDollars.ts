import type { NumberFieldSingleValidation } from 'payload'

/** Prices follow the vehicles' convention: whole Australian dollars, never negative. */
export const wholeDollars: NumberFieldSingleValidation = (value) => {
  if (value === null || value === undefined) return true
  return Number.isInteger(value) && value >= 0 ? true : 'Enter a price in whole dollars (0 or more).'
}
