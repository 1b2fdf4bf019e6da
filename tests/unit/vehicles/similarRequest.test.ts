import { describe, expect, it } from 'vitest'
import { similarCarsQueries } from '@/site/rules/similarCars'
import { similarRequest } from '@/site/vehicles/loadSimilarCars'

describe('similar-cars search requests', () => {
  it('carry the in-stock statuses, the make and model and the ±10,000 band under 50,000', () => {
    const [same, band] = similarCarsQueries({ id: 1, price: 31990, make: 'Mazda', model: 'CX-5' }).map((q) => similarRequest(q.filter, q.limit))
    expect(same?.params.facetFilters).toEqual([['status:in_stock', 'status:coming_soon'], 'make:Mazda', 'model:CX-5'])
    expect(band?.params.numericFilters).toEqual(['price>=21990', 'price<=41990'])
    expect(band?.params.hitsPerPage).toBe(11)
  })

  it('use ±25,000 from 50,000', () => {
    const [q] = similarCarsQueries({ id: 1, price: 52990, make: null, model: null }).map((x) => similarRequest(x.filter, x.limit))
    expect(q?.params.numericFilters).toEqual(['price>=27990', 'price<=77990'])
  })
})
