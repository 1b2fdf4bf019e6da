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

/** A cell: quoted when needed; a leading =, +, - or @ is defused so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...leads.map((lead) => COLUMNS.map(([, get]) => get(lead)))]
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
