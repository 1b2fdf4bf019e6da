import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareModels, compareOffers, isModelListed, isOfferListed, isOfferLive, modelAccessoriesPath, modelCardHref, modelCardOf, modelsBodyPath, modelsByBodyQuery, modelsCountText, modelsHeading, type CatalogueModel } from '../../../site/rules/catalogue'
import { resultCache } from '../../../site/rules/resultCache'

const model = (over: Partial<CatalogueModel> = {}): CatalogueModel => ({ site: 1, manufacturer: 'Mazda', name: 'CX-5', slug: 'cx-5', body: 'SUV', fromPrice: 36000, ...over })
const now = new Date('2026-11-25T00:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const rel = (days: number) => new Date(now.getTime() + days * DAY).toISOString()

describe('catalogue base filter (INV §7)', () => {
  it("lists the site's own models only", () => {
    expect(isModelListed(model(), { siteId: 1, excludedMakes: [] })).toBe(true)
    expect(isModelListed(model({ site: 2 }), { siteId: 1, excludedMakes: [] })).toBe(false)
    expect(isModelListed(model({ site: null }), { siteId: 1, excludedMakes: [] })).toBe(false)
  })

  it("drops the makes the site's inventory excludes (exact spelling, as for cars)", () => {
    expect(isModelListed(model(), { siteId: 1, excludedMakes: ['Mazda'] })).toBe(false)
    expect(isModelListed(model(), { siteId: 1, excludedMakes: ['mazda', 'Kia'] })).toBe(true)
  })
})

describe('offers base filter (INV §7: restricted to the dealership; live inside the window)', () => {
  const offer = (validFrom: string | null, validTo: string | null, dealership: number | null = 5) => ({ dealership, title: 'x', validFrom, validTo })

  it('is live with open bounds and inside the window, both bounds inclusive', () => {
    expect(isOfferLive(offer(null, null), now)).toBe(true)
    expect(isOfferLive(offer(rel(-1), rel(1)), now)).toBe(true)
    expect(isOfferLive(offer(now.toISOString(), now.toISOString()), now)).toBe(true)
    expect(isOfferLive(offer(rel(0.001), null), now)).toBe(false)
    expect(isOfferLive(offer(null, rel(-0.001)), now)).toBe(false)
  })

  it('never treats an unreadable date as open', () => {
    expect(isOfferLive(offer('not a date', null), now)).toBe(false)
    expect(isOfferLive(offer(null, 'not a date'), now)).toBe(false)
  })

  it("keeps to the site's dealerships", () => {
    expect(isOfferListed(offer(null, null, 5), { dealershipIds: [4, 5], now })).toBe(true)
    expect(isOfferListed(offer(null, null, 6), { dealershipIds: [4, 5], now })).toBe(false)
    expect(isOfferListed(offer(null, null, null), { dealershipIds: [4, 5], now })).toBe(false)
    expect(isOfferListed(offer(rel(-3), rel(-2), 5), { dealershipIds: [5], now })).toBe(false)
  })

  it('property: live exactly when from ≤ now ≤ to', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY })), fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY })), (from, to) => {
        const o = offer(from === null ? null : new Date(now.getTime() + from).toISOString(), to === null ? null : new Date(now.getTime() + to).toISOString())
        expect(isOfferLive(o, now)).toBe((from === null || from <= 0) && (to === null || to >= 0))
      }),
    )
  })
})

describe('orders', () => {
  it('models: manufacturer, then from-price (unpriced last), then name', () => {
    const list = [model({ manufacturer: 'Toyota', fromPrice: 1 }), model({ name: 'B', fromPrice: null }), model({ name: 'Z', fromPrice: 10 }), model({ name: 'A', fromPrice: 10 })]
    expect(list.sort(compareModels).map((m) => `${m.manufacturer} ${m.name}`)).toEqual(['Mazda A', 'Mazda Z', 'Mazda B', 'Toyota CX-5'])
  })

  it('offers: ending soonest first, open-ended last, then title', () => {
    const o = (title: string, validTo: string | null) => ({ dealership: 1, title, validFrom: null, validTo })
    const list = [o('Open', null), o('Late', rel(5)), o('B soon', rel(1)), o('A soon', rel(1))]
    expect(list.sort(compareOffers).map((x) => x.title)).toEqual(['A soon', 'B soon', 'Late', 'Open'])
  })
})

describe('model card links (FIN §2.8, §2.1)', () => {
  it('links to the override URL when set, else the model page', () => {
    expect(modelCardHref({ slug: 'cx-5', override_url: null })).toBe('/models/cx-5')
    expect(modelCardHref({ slug: 'cx-5', override_url: '' })).toBe('/models/cx-5')
    expect(modelCardHref({ slug: 'cx-5', override_url: '/special-offers' })).toBe('/special-offers')
  })

  it('puts accessories at /{model slug}/accessories', () => {
    expect(modelAccessoriesPath('bt-50')).toBe('/bt-50/accessories')
  })
})

describe('result cache (INV §9: 10 entries, oldest dropped first)', () => {
  it('keeps at most the limit, dropping the oldest written', () => {
    const cache = resultCache<number>(10)
    for (let i = 0; i < 12; i++) cache.set(`k${i}`, i)
    expect(cache.size()).toBe(10)
    expect(cache.get('k0')).toBeUndefined()
    expect(cache.get('k1')).toBeUndefined()
    expect(cache.get('k2')).toBe(2)
    expect(cache.get('k11')).toBe(11)
  })

  it('a read does not keep an entry; a rewrite does', () => {
    const cache = resultCache<string>(2)
    cache.set('a', 'A')
    cache.set('b', 'B')
    cache.get('a')
    cache.set('c', 'C')
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', 'B2')
    cache.set('d', 'D')
    expect(cache.get('b')).toBe('B2')
    expect(cache.get('c')).toBeUndefined()
  })

  it('refuses a limit below 1', () => {
    expect(() => resultCache(0)).toThrow(RangeError)
    expect(() => resultCache(1.5)).toThrow(RangeError)
  })
})

describe('/models?body= in the browser (the body-type island and the server share these)', () => {
  it('reads a models hit as a model card, missing or wrong fields as null or 0', () => {
    expect(modelCardOf({ name: 'CX-5', slug: 'cx-5', override_url: null, image: '/i.webp', accessories_count: 5, manufacturer: { name: 'Mazda' } }))
      .toEqual({ name: 'CX-5', slug: 'cx-5', override_url: null, image: '/i.webp', accessories_count: 5, manufacturer: 'Mazda' })
    expect(modelCardOf({ name: 'X', slug: 'x', override_url: '/special-offers', accessories_count: 'many', manufacturer: null }))
      .toEqual({ name: 'X', slug: 'x', override_url: '/special-offers', image: null, accessories_count: 0, manufacturer: null })
  })

  it('asks the models index for one body by slug (the whole range for none), the same query for the same body', () => {
    expect(modelsByBodyQuery('suv')).toEqual({ indexName: 'models', params: { query: '', page: 0, hitsPerPage: 1000, facetFilters: ['model.body_slug:suv'] } })
    expect(modelsByBodyQuery(null).params.facetFilters).toEqual([])
    expect(JSON.stringify(modelsByBodyQuery('ute'))).toBe(JSON.stringify(modelsByBodyQuery('ute')))
  })

  it('writes the address, heading and announcement of a body type', () => {
    expect(modelsBodyPath('suv')).toBe('/models?body=suv')
    expect(modelsBodyPath('cab chassis')).toBe('/models?body=cab%20chassis')
    expect(modelsBodyPath(null)).toBe('/models')
    expect(modelsHeading('SUV')).toBe('SUV models')
    expect(modelsHeading(null)).toBe('New models')
    expect(modelsCountText(2, 'SUV')).toBe('2 SUV models')
    expect(modelsCountText(1, 'Ute')).toBe('1 Ute model')
    expect(modelsCountText(4, null)).toBe('4 models')
  })
})
