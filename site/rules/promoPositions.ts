/**
 * Promo cards interleaved in the results grid (INV §2, FIN §2.6, `search.promoCardPositions`).
 *
 * Positions are 1-based grid cells counted over the combined list, promos included: `[8, 17]`
 * puts a promo in the 8th and the 17th cell. `{ everyNth: N }` fills cells N, 2N, 3N, …; N below 2
 * would make every card a promo, so it places none. `{ random: R, plus: P }` picks R distinct
 * cells among 1..hits at random, plus cell P. A cell right after the last hit is still filled; a
 * page with no hits gets no promos. Each promo carries its ordinal `index` (0, 1, …) on the page.
 */
import { shuffled } from './promoNodes'

export type PromoCardPositions = readonly number[] | { everyNth: number } | { random: number; plus: number }

export type GridCell<H> = { kind: 'hit'; hit: H } | { kind: 'promo'; index: number }

const isCell = (n: number) => Number.isInteger(n) && n >= 1

function everyNthCells(n: number, hitCount: number): number[] {
  // The k-th promo sits after k × (n − 1) hits.
  const count = n >= 2 ? Math.floor(hitCount / (n - 1)) : 0
  return Array.from({ length: count }, (_, k) => (k + 1) * n)
}

function randomCells(count: number, plus: number, hitCount: number, random: () => number): number[] {
  const candidates = Array.from({ length: hitCount }, (_, i) => i + 1).filter((cell) => cell !== plus)
  return [...shuffled(candidates, random).slice(0, Math.max(0, count)), plus]
}

function configuredCells(config: PromoCardPositions, hitCount: number, random: () => number): readonly number[] {
  if ('everyNth' in config) return everyNthCells(config.everyNth, hitCount)
  if ('random' in config) return randomCells(config.random, config.plus, hitCount, random)
  return config
}

/** The sorted, distinct cells that hold promos on a page of `hitCount` hits. */
export function promoCells(config: PromoCardPositions, hitCount: number, random: () => number): number[] {
  return [...new Set(configuredCells(config, hitCount, random).filter(isCell))].sort((a, b) => a - b)
}

/** Hits and promo cards in grid order. */
export function interleavePromos<H>(hits: readonly H[], cells: readonly number[]): Array<GridCell<H>> {
  if (hits.length === 0) return []
  const promoAt = new Set(cells)
  const out: Array<GridCell<H>> = []
  let index = 0
  const fillPromos = () => {
    while (promoAt.has(out.length + 1)) out.push({ kind: 'promo', index: index++ })
  }
  for (const hit of hits) {
    fillPromos()
    out.push({ kind: 'hit', hit })
  }
  fillPromos()
  return out
}

/** The results grid of one page (INV §2). */
export const promoGrid = <H>(hits: readonly H[], config: PromoCardPositions, random: () => number): Array<GridCell<H>> =>
  interleavePromos(hits, promoCells(config, hits.length, random))
