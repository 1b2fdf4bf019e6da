/**
 * INV §5 Range slider: "The certified facet hides false values when certified-only is on"
 * (`search.certifiedOnly`). Only the facet's counts change; the cars listed do not (any other
 * effect is not shown, variants open question 12).
 */
export const CERTIFIED_FACET = 'certified'
const HIDDEN_VALUE = 'false'

/** The facet counts without the certified facet's `false` value. */
export function withoutUncertifiedCount(facets: Readonly<Record<string, Record<string, number>>>): Record<string, Record<string, number>> {
  const certified = facets[CERTIFIED_FACET]
  if (!certified || !(HIDDEN_VALUE in certified)) return { ...facets }
  const { [HIDDEN_VALUE]: _hidden, ...shown } = certified
  return { ...facets, [CERTIFIED_FACET]: shown }
}

/** A search for facet values of `facet` without the certified facet's `false` value. */
export function withoutUncertifiedHits<H extends { value: string }>(facet: string, hits: readonly H[]): H[] {
  return facet === CERTIFIED_FACET ? hits.filter((hit) => hit.value !== HIDDEN_VALUE) : [...hits]
}
