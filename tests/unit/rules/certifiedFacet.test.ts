import { describe, expect, it } from 'vitest'
import { withoutUncertifiedCount, withoutUncertifiedHits } from '../../../site/rules/certifiedFacet'

describe('certified-only facet (INV §5)', () => {
  it('drops the false value of the certified facet and keeps every other count', () => {
    expect(withoutUncertifiedCount({ certified: { true: 4, false: 96 }, make: { Kia: 3, false: 1 } })).toEqual({ certified: { true: 4 }, make: { Kia: 3, false: 1 } })
  })

  it('leaves facets without a false certified value as they are', () => {
    expect(withoutUncertifiedCount({ make: { Kia: 3 } })).toEqual({ make: { Kia: 3 } })
    expect(withoutUncertifiedCount({ certified: { true: 2 } })).toEqual({ certified: { true: 2 } })
  })

  it('drops false from a search for certified values only', () => {
    const hits = [{ value: 'true', count: 4 }, { value: 'false', count: 96 }]
    expect(withoutUncertifiedHits('certified', hits)).toEqual([{ value: 'true', count: 4 }])
    expect(withoutUncertifiedHits('make', hits)).toEqual(hits)
  })
})
