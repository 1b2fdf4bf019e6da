/**
 * A feed file or request body → numbered raw rows. Row numbers (reported with every rejection):
 * CSV counts rows as a spreadsheet does, header = row 1, first car = row 2; JSON counts the cars
 * of the array (or of its `vehicles` property) from 1.
 */
import { parseCsv } from './csv'
import { FeedError } from './feedError'

export type FeedFormat = 'csv' | 'json'

export type RawRow = { row: number; values: Record<string, unknown>; problem?: string }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new FeedError(`The feed is not valid JSON: ${(error as Error).message}`)
  }
}

function parseJsonFeed(text: string): RawRow[] {
  const parsed = jsonOf(text)
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.vehicles) ? parsed.vehicles : null
  if (!list) throw new FeedError('The JSON feed must be an array of cars or an object with a "vehicles" array')
  return list.map((values: unknown, i): RawRow => {
    if (isObject(values)) return { row: i + 1, values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v])) }
    return { row: i + 1, values: {}, problem: 'the row is not a JSON object' }
  })
}

export function parseFeed(text: string, format: FeedFormat): RawRow[] {
  if (!text.trim()) throw new FeedError('The feed is empty')
  return format === 'csv' ? parseCsv(text) : parseJsonFeed(text)
}

/** The format named by a file name or a content type. */
export function formatOf(nameOrType: string): FeedFormat | null {
  if (/\.csv$|text\/csv/i.test(nameOrType)) return 'csv'
  if (/\.json$|application\/json/i.test(nameOrType)) return 'json'
  return null
}
