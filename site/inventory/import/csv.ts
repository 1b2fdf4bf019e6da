/**
 * A small RFC 4180 CSV reader: quoted fields may hold commas, doubled quotes and line breaks.
 * Rows are numbered as a spreadsheet shows them: the header is row 1, so the first car is row 2
 * (a quoted field spanning lines still counts as one row).
 */
import { FeedError } from './feedError'

/** A data row keyed by the header; `problem` is set when the row itself cannot be read. */
export type CsvRecord = { row: number; values: Record<string, string>; problem?: string }

class Reader {
  rows: string[][] = []
  private row: string[] = []
  private field = ''

  endField() {
    this.row.push(this.field)
    this.field = ''
  }

  endRow() {
    this.endField()
    this.rows.push(this.row)
    this.row = []
  }

  add(c: string) {
    this.field += c
  }

  get pending() {
    return this.field !== '' || this.row.length > 0
  }

  get fieldEmpty() {
    return this.field === ''
  }
}

/** Splits CSV text into rows of raw fields. */
function rowsOf(text: string): string[][] {
  const reader = new Reader()
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (quoted && c === '"' && text[i + 1] === '"') {
      reader.add('"')
      i++
    } else if (quoted) {
      if (c === '"') quoted = false
      else reader.add(c)
    } else if (c === '"' && reader.fieldEmpty) quoted = true
    else if (c === ',') reader.endField()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      reader.endRow()
    } else reader.add(c)
  }
  if (quoted) throw new FeedError(`CSV row ${reader.rows.length + 1}: a quoted field is not closed`)
  if (reader.pending) reader.endRow()
  return reader.rows
}

const blank = (fields: string[]) => fields.every((f) => f.trim() === '')

/** Header-keyed records with their row numbers; blank lines are skipped but still counted. */
export function parseCsv(text: string): CsvRecord[] {
  const rows = rowsOf(text.replace(/^\uFEFF/, ''))
  const header = rows[0]?.map((h) => h.trim().toLowerCase())
  if (!header || blank(header)) throw new FeedError('The CSV has no header row')
  const duplicate = header.find((h, i) => h !== '' && header.indexOf(h) !== i)
  if (duplicate) throw new FeedError(`The CSV header names column "${duplicate}" twice`)
  return rows.slice(1).flatMap((fields, i): CsvRecord[] => {
    if (blank(fields)) return []
    const values = Object.fromEntries(header.map((h, j) => [h, fields[j] ?? '']))
    const problem = fields.length > header.length ? `the row has ${fields.length} fields but the header has ${header.length}` : undefined
    return [{ row: i + 2, values, ...(problem ? { problem } : {}) }]
  })
}
