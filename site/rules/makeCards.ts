/**
 * The make filter of the search results page (INV §2, §9; variants `search.makeFilter.initialCount`):
 * make cards in two groups, Popular Makes (the first `initialCount`, 7 by default) and All Makes
 * (the rest, A to Z, behind Show all makes / Hide extra makes), each card with its Select models
 * list of up to 30 models. Cards carry a lettermark, drawn locally (no remote logo images).
 */
import { MAKE_MODEL_LIMIT } from './searchConstants'

export type MakeFacetValue = { name: string; count: number; isRefined: boolean }
export type ModelEntry = { name: string; count: number }
export type MakeCard = MakeFacetValue & { models: ModelEntry[]; lettermark: string; colour: string }
export type MakeCardGroups = {
  popular: MakeCard[]
  /** All Makes: the makes beyond the popular ones, A to Z. */
  extra: MakeCard[]
  /** The extra list starts open when it holds a refined make, so a chosen card is never hidden. */
  extraOpen: boolean
}

const byCountThenName = (a: { name: string; count: number }, b: { name: string; count: number }) => b.count - a.count || a.name.localeCompare(b.name, 'en')

/**
 * Each make's models from the `make_model` facet ("Make Model" values). A value belongs to the
 * longest make it starts with followed by a space ("Land Rover Defender" is a Land Rover, not a
 * "Land"); values of no listed make are dropped. Up to `limit` models per make, biggest first.
 */
export function modelsByMake(makes: readonly string[], makeModels: readonly ModelEntry[], limit: number = MAKE_MODEL_LIMIT): Map<string, ModelEntry[]> {
  const longestFirst = [...makes].sort((a, b) => b.length - a.length)
  const out = new Map<string, ModelEntry[]>(makes.map((m) => [m, []]))
  for (const pair of makeModels) {
    const make = longestFirst.find((m) => pair.name.startsWith(`${m} `) && pair.name.length > m.length + 1)
    if (make !== undefined) out.get(make)?.push({ name: pair.name.slice(make.length + 1), count: pair.count })
  }
  for (const [make, models] of out) out.set(make, models.sort(byCountThenName).slice(0, Math.max(0, limit)))
  return out
}

/**
 * Two to three letters for a make's card: an all-capitals name of up to 3 letters as it is (BMW,
 * MG, LDV), the initials of the first two words of a longer name (Land Rover → LR, Mercedes-Benz →
 * MB), otherwise the first letter (Mazda → M). Empty names give "?".
 */
export function makeLettermark(make: string): string {
  const words = make.trim().split(/[\s\-_/]+/).filter(Boolean)
  const [first, second] = words
  if (first === undefined) return '?'
  if (words.length === 1 && /^[A-Z0-9]{1,3}$/.test(first)) return first
  if (second !== undefined) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase()
  return first.charAt(0).toUpperCase()
}

/** Dark backgrounds for the lettermark (white text on each has a contrast ratio above 7:1). */
export const LETTERMARK_COLOURS = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#134e4a', '#78350f', '#1f2937'] as const

/** A colour per make, the same on every page and server (a string hash, case-insensitive). */
export function lettermarkColour(make: string): string {
  let hash = 0
  for (const char of make.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003
  return LETTERMARK_COLOURS[hash % LETTERMARK_COLOURS.length] as string
}

/**
 * The cards in their groups. `makes` come in any order: Popular Makes are the refined makes first,
 * then the most stocked (ties A to Z), up to `initialCount` (at least 1; fractions round down);
 * All Makes lists the rest A to Z.
 */
export function makeCardGroups(makes: readonly MakeFacetValue[], makeModels: readonly ModelEntry[], initialCount: number, modelLimit: number = MAKE_MODEL_LIMIT): MakeCardGroups {
  const shown = Number.isFinite(initialCount) ? Math.max(1, Math.floor(initialCount)) : 1
  const models = modelsByMake(makes.map((m) => m.name), makeModels, modelLimit)
  const card = (make: MakeFacetValue): MakeCard => ({ ...make, models: models.get(make.name) ?? [], lettermark: makeLettermark(make.name), colour: lettermarkColour(make.name) })
  const ranked = [...makes].sort((a, b) => Number(b.isRefined) - Number(a.isRefined) || byCountThenName(a, b))
  const popular = ranked.slice(0, shown).map(card)
  const extra = ranked.slice(shown).sort((a, b) => a.name.localeCompare(b.name, 'en')).map(card)
  return { popular, extra, extraOpen: extra.some((m) => m.isRefined) }
}
