import { FACETS } from '../facets'
import type { Queryable } from './sql'

type Counts = Record<string, Record<string, number>>

const label = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value))

function topValues(pairs: Array<[string, number]>, max: number): Record<string, number> {
  pairs.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  return Object.fromEntries(pairs.slice(0, max))
}

/** Scalar facets in one statement: one grouping set per facet, the grouped column is the one set. */
async function scalarCounts(pool: Queryable, from: string, where: string, values: unknown[], facets: string[]): Promise<Record<string, Array<[string, number]>>> {
  const columns = facets.map((f, i) => `${FACETS[f]?.sql} as f${i}`)
  const grouping = facets.map((_, i) => `grouping(${FACETS[facets[i] as string]?.sql}) as g${i}`)
  const sets = facets.map((f) => `(${FACETS[f]?.sql})`)
  const sql = `select ${columns.join(', ')}, ${grouping.join(', ')}, count(*)::int as n ${from} where ${where} group by grouping sets (${sets.join(', ')})`
  const { rows } = await pool.query(sql, values)
  const out: Record<string, Array<[string, number]>> = Object.fromEntries(facets.map((f) => [f, []]))
  for (const row of rows as Array<Record<string, unknown>>) {
    const index = facets.findIndex((_, i) => Number(row[`g${i}`]) === 0)
    const value = row[`f${index}`]
    if (index < 0 || value === null || value === '') continue
    out[facets[index] as string]?.push([label(value), Number(row.n)])
  }
  return out
}

async function arrayCounts(pool: Queryable, from: string, where: string, values: unknown[], facet: string): Promise<Array<[string, number]>> {
  const sql = `select e.value, count(*)::int as n ${from} cross join lateral jsonb_array_elements_text(coalesce(${FACETS[facet]?.sql}, '[]'::jsonb)) as e(value) where ${where} group by e.value`
  const { rows } = await pool.query(sql, values)
  return (rows as Array<{ value: string; n: number }>).map((r) => [r.value, Number(r.n)])
}

/** Value counts for the requested facets, most frequent first, at most `max` values each. */
export async function facetCounts(pool: Queryable, from: string, where: string, values: unknown[], facets: string[], max: number): Promise<Counts> {
  if (facets.length === 0) return {}
  const scalar = facets.filter((f) => FACETS[f]?.kind !== 'array')
  const arrays = facets.filter((f) => FACETS[f]?.kind === 'array')
  const [scalarResult, ...arrayResults] = await Promise.all([
    scalar.length ? scalarCounts(pool, from, where, values, scalar) : Promise.resolve({} as Record<string, Array<[string, number]>>),
    ...arrays.map((f) => arrayCounts(pool, from, where, values, f)),
  ])
  const counts: Counts = {}
  for (const [f, pairs] of Object.entries(scalarResult)) counts[f] = topValues(pairs, max)
  arrays.forEach((f, i) => (counts[f] = topValues(arrayResults[i] ?? [], max)))
  return counts
}
