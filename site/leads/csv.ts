/** The leads list as CSV (the admin's Export CSV). */
import type { Lead } from '../../payload-types'

const COLUMNS: Array<[string, (lead: Lead) => unknown]> = [
  ['id', (l) => l.id],
  ['created', (l) => l.createdAt],
  ['status', (l) => l.status],
  ['type', (l) => l.type],
  ['category', (l) => l.category],
  ['subcategory', (l) => l.subcategory],
  ['first name', (l) => l.firstName],
  ['last name', (l) => l.lastName],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['postcode', (l) => l.postcode],
  ['dealership', (l) => (typeof l.dealership === 'object' ? l.dealership?.name : l.dealership)],
  ['location', (l) => (typeof l.location === 'object' ? l.location?.name : l.location)],
  ['stock number', (l) => l.vehicleSnapshot?.stockNumber],
  ['vehicle', (l) => [l.vehicleSnapshot?.year, l.vehicleSnapshot?.make, l.vehicleSnapshot?.model].filter(Boolean).join(' ')],
  ['message', (l) => l.message],
  ['page', (l) => l.source?.page],
  ['spam', (l) => (l.spam ? 'yes' : '')],
]

/**
 * Characters a spreadsheet may read as the start of a formula: =, +, -, @, tab and carriage return,
 * after any leading spaces, and their look-alikes (full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫, which
 * NFKC folds onto them, and the minus sign −).
 */
const FORMULA_START = /^[=+\-@\t\r\u2212]/

/** Whether `text` would start a formula once a spreadsheet trims and folds it. */
export function startsFormula(text: string): boolean {
  return FORMULA_START.test(text.normalize('NFKC').replace(/^[ \u00a0\u3000]+/, ''))
}

/** A cell: quoted when needed; a leading formula character or look-alike is defused so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (startsFormula(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...leads.map((lead) => COLUMNS.map(([, get]) => get(lead)))]
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
