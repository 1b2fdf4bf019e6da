/** Facet cards by make or body type (FIN §2.8, §5; block options `by`, `customBodies`). */

export type FacetCard = { name: string; count: number }

export const FACET_CARD_LIMIT = 4
export const CUSTOM_BODIES_CARD_LIMIT = 20

/**
 * The cards to show: with custom bodies, only those bodies and up to 20; otherwise up to 4. Sorted by
 * count descending, then name ascending. `counts` is a facet's value → count map.
 */
export function facetCards(counts: Readonly<Record<string, number>>, customBodies?: readonly string[] | null): FacetCard[] {
  const custom = customBodies?.length ? new Set(customBodies) : null
  return Object.entries(counts)
    .filter(([name]) => custom === null || custom.has(name))
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'))
    .slice(0, custom ? CUSTOM_BODIES_CARD_LIMIT : FACET_CARD_LIMIT)
}
