/**
 * The /brands page (INV §2 Routes "Informational pages"; FIN §2.9 brands with logos looked up by make
 * name): the brands the site is a dealer for (its locations' manufacturers, FIN §3 Location), its own
 * brands (`brand.brandPages` of kind own), then the other makes in its stock.
 *
 * Not in the specs (decided here): franchises in name order, each with its stock count, its brand
 * page when one exists and the locations that sell it; other makes by stock count (most first) then
 * name; a make matches ignoring case and surrounding spaces.
 */
import { brandMark, findManufacturer, type BrandMark, type Manufacturer, type ResolvedBrandPage } from './brands'

export type DirectoryLocation = { name: string; path: string; manufacturers: readonly string[] }

export type BrandEntry = {
  name: string
  mark: BrandMark
  /** Listed cars of the make (0 for an own brand, whose stock is on its page). */
  inStock: number
  /** The stock search of the make; null when none is listed. */
  stockPath: string | null
  /** The brand's /{slug}/overview page, when the site has it. */
  pagePath: string | null
  /** The site's locations that sell the brand. */
  locations: Array<{ name: string; path: string }>
}

export type BrandDirectory = { franchises: BrandEntry[]; ownBrands: BrandEntry[]; otherMakes: BrandEntry[] }

export type BrandDirectoryInput = {
  locations: readonly DirectoryLocation[]
  /** Listed stock by make (the search facet). */
  stockByMake: Readonly<Record<string, number>>
  brandPages: readonly ResolvedBrandPage[]
  manufacturers: readonly Manufacturer[]
  /** The stock search address of a make. */
  stockPathOf: (make: string) => string
}

const key = (name: string) => name.trim().toLowerCase()

function stockOf(name: string, stockByMake: Readonly<Record<string, number>>): number {
  return Object.entries(stockByMake).reduce((sum, [make, count]) => (key(make) === key(name) ? sum + count : sum), 0)
}

function brandPageOf(name: string, pages: readonly ResolvedBrandPage[]): string | null {
  const page = pages.find((p) => p.kind !== 'own' && (key(p.name) === key(name) || (p.manufacturer && key(p.manufacturer.name) === key(name))))
  return page?.path ?? null
}

/** One entry per make the locations name (first spelling kept), name order. */
function franchisesOf(input: BrandDirectoryInput): BrandEntry[] {
  const names = new Map<string, string>()
  for (const location of input.locations) for (const make of location.manufacturers) if (make.trim() && !names.has(key(make))) names.set(key(make), findManufacturer(make, input.manufacturers)?.name ?? make.trim())
  return [...names.values()]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const inStock = stockOf(name, input.stockByMake)
      return {
        name,
        mark: brandMark(name, input.manufacturers),
        inStock,
        stockPath: inStock > 0 ? input.stockPathOf(name) : null,
        pagePath: brandPageOf(name, input.brandPages),
        locations: input.locations.filter((l) => l.manufacturers.some((m) => key(m) === key(name))).map(({ name: n, path }) => ({ name: n, path })),
      }
    })
}

/** The page's three lists; a make is in one of them only. */
export function brandDirectory(input: BrandDirectoryInput): BrandDirectory {
  const franchises = franchisesOf(input)
  const ownBrands = input.brandPages
    .filter((p) => p.kind === 'own')
    .map((p) => ({ name: p.name, mark: p.mark, inStock: 0, stockPath: null, pagePath: p.path, locations: [] }))
  const taken = new Set(franchises.map((f) => key(f.name)))
  const otherMakes = Object.entries(input.stockByMake)
    .filter(([make, count]) => count > 0 && make.trim() && !taken.has(key(make)))
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([make, count]) => ({ name: make.trim(), mark: brandMark(make, input.manufacturers), inStock: count, stockPath: input.stockPathOf(make), pagePath: brandPageOf(make, input.brandPages), locations: [] }))
  return { franchises, ownBrands, otherMakes }
}

export const brandCount = (directory: BrandDirectory): number => directory.franchises.length + directory.ownBrands.length + directory.otherMakes.length
