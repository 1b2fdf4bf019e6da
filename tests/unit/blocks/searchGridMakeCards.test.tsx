/**
 * The make cards of the search grid, server-rendered inside InstantSearch from a first page of
 * results (as the page does): the Popular Makes / All Makes split, the Show all makes / Hide
 * extra makes toggle, the initial count from the site's settings and the 30-model limit.
 */
import algoliasearchHelper from 'algoliasearch-helper'
import { renderToStaticMarkup } from 'react-dom/server'
import { InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import { describe, expect, it } from 'vitest'
import { fetchMakeModels, MakeCards } from '../../../blocks/SearchGrid/parts/MakeCards'
import { NavigationProvider, SettingsProvider, type GridSettings } from '../../../blocks/SearchGrid/parts/navigation'
import { helperParameters, MAIN_INDEX, toIndexUiState } from '../../../blocks/SearchGrid/uiState'
import { slugify, emptySearchState, type SearchRouteContext, type SearchUrlState } from '../../../site/rules/searchUrl'
import type { Manufacturer } from '../../../site/rules/brands'

type Counts = Record<string, number>
const MAKES: Counts = { Toyota: 50, Mazda: 40, Kia: 40, Hyundai: 30, Ford: 20, Audi: 10, BMW: 9, Volvo: 8, 'Alfa Romeo': 1, Chery: 3 }
const TOYOTA_MODELS: Counts = Object.fromEntries(Array.from({ length: 34 }, (_, i) => [`Toyota Model ${String(i).padStart(2, '0')}`, 40 - i]))
const MAKE_MODELS: Counts = { ...TOYOTA_MODELS, 'Mazda CX-5': 30, 'Mazda 3': 10, 'Kia Rio': 40 }

const route: SearchRouteContext = { makes: Object.keys(MAKES).map((name) => ({ name, slug: slugify(name) })), models: [], locations: [], dealerships: [], bodies: [], usedCarRoutes: false }

/** A search client answering every query with the same facet counts (enough for the cards). */
const client = (facets: Record<string, Counts>) => ({
  search: async (queries: ReadonlyArray<{ indexName: string }>) => ({
    results: queries.map((q) => ({ hits: [], nbHits: 211, page: 0, nbPages: 11, hitsPerPage: 21, facets, exhaustiveFacetsCount: true, processingTimeMS: 1, query: '', params: '', index: q.indexName })),
  }),
})

async function render(state: SearchUrlState, makeInitialCount = 7, facets: Record<string, Counts> = { make: MAKES, make_model: MAKE_MODELS }, manufacturers: Manufacturer[] = []): Promise<string> {
  const parameters = helperParameters(state, ['slug'])
  const { content } = await algoliasearchHelper(client(facets) as never, parameters.index, parameters).searchOnce({})
  const initialResults = { [MAIN_INDEX]: { state: parameters, results: content._rawResults } }
  const settings = { route, makeInitialCount, manufacturers } as unknown as GridSettings
  return renderToStaticMarkup(
    <InstantSearchSSRProvider initialResults={initialResults as never}>
      <InstantSearch searchClient={client(facets) as never} indexName={MAIN_INDEX} initialUiState={{ [MAIN_INDEX]: toIndexUiState(state) }}>
        <SettingsProvider value={settings}>
          <NavigationProvider>
            <MakeCards />
          </NavigationProvider>
        </SettingsProvider>
      </InstantSearch>
    </InstantSearchSSRProvider>,
  )
}

/** The card names in a piece of markup, in order (the name is the second span of a card's link). */
const cardNames = (html: string) => [...html.matchAll(/<li class="rounded-lg[^"]*"><a [^>]*><span aria-hidden="true"[^>]*>[^<]*<\/span><span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1])
const split = (html: string) => {
  const at = html.indexOf('<details class="group')
  return { popular: at < 0 ? html : html.slice(0, at), extra: at < 0 ? '' : html.slice(at) }
}

describe('SearchGrid make cards', () => {
  it('shows the 7 most stocked makes under Popular Makes and the rest A to Z under All Makes, behind a closed toggle', async () => {
    const html = await render(emptySearchState())
    const { popular, extra } = split(html)
    expect(popular).toContain('<nav aria-label="Make"')
    expect(popular).toContain('<h2 class="mb-2 font-semibold">Popular Makes</h2>')
    expect(cardNames(popular)).toEqual(['Toyota', 'Kia', 'Mazda', 'Hyundai', 'Ford', 'Audi', 'BMW'])
    expect(extra).toMatch(/^<details class="group mt-3"><summary[^>]*><span class="group-open:hidden">Show all makes<\/span><span class="hidden group-open:inline">Hide extra makes<\/span><span class="sr-only"> \(3\)<\/span><\/summary><h2[^>]*>All Makes<\/h2>/)
    expect(cardNames(extra)).toEqual(['Alfa Romeo', 'Chery', 'Volvo'])
  })

  it('uses the site\'s initial count', async () => {
    expect(cardNames(split(await render(emptySearchState(), 9)).popular)).toHaveLength(9)
    const all = split(await render(emptySearchState(), 12))
    expect(cardNames(all.popular)).toHaveLength(10)
    expect(all.extra).toBe('')
    expect(all.popular).not.toContain('Show all makes')
  })

  it('draws a lettermark tile for each make (no image) and links each card to its make route', async () => {
    const html = await render(emptySearchState())
    expect(html).not.toContain('<img')
    expect(html).toMatch(/<a [^>]*href="\/search\/bmw"><span aria-hidden="true" data-lettermark="" style="background-color:#[0-9a-f]{6}" class="[^"]*text-\[0\.7rem\][^"]*">BMW<\/span>/)
    expect(html).toMatch(/<a [^>]*href="\/search\/alfa-romeo"><span aria-hidden="true" data-lettermark=""[^>]*>AR<\/span>/)
  })

  it("shows the manufacturer's logo where one is stored, the lettermark for makes without one (FIN §2.9)", async () => {
    const manufacturers = [{ name: 'BMW', slug: 'bmw', logoUrl: '/api/manufacturers/file/bmw.svg', alt: null }, { name: 'Alfa Romeo', slug: 'alfa-romeo', logoUrl: null, alt: null }]
    const html = await render(emptySearchState(), 7, undefined, manufacturers)
    expect(html).toMatch(/<a [^>]*href="\/search\/bmw"><img src="\/api\/manufacturers\/file\/bmw.svg" alt=""[^>]*data-brand-logo=""/)
    expect(html).toMatch(/<a [^>]*href="\/search\/alfa-romeo"><span aria-hidden="true" data-lettermark=""[^>]*>AR<\/span>/)
  })

  it('lists up to 30 models under each make\'s Select models, biggest first, each linking to make and model', async () => {
    const html = await render(emptySearchState())
    const toyota = html.slice(html.indexOf('>Toyota<'), html.indexOf('>Kia<'))
    expect(toyota).toContain('<summary class="cursor-pointer rounded px-1 text-slate-700">Select models<span class="sr-only"> of Toyota</span></summary>')
    const models = [...toyota.matchAll(/<span>(Model \d+)<\/span>/g)].map((m) => m[1])
    expect(models).toHaveLength(30)
    expect(models[0]).toBe('Model 00')
    expect(models.at(-1)).toBe('Model 29')
    expect(toyota).toMatch(/href="\/search\/toyota\?model=Model\+00"/)
    const mazda = html.slice(html.indexOf('>Mazda<'), html.indexOf('>Hyundai<'))
    expect([...mazda.matchAll(/<span>([^<]+)<\/span><span class="text-slate-700">(\d+)</g)].map((m) => `${m[1]}:${m[2]}`)).toEqual(['CX-5:30', '3:10'])
    const hyundai = html.slice(html.indexOf('>Hyundai<'), html.indexOf('>Ford<'))
    expect(hyundai).not.toContain('Select models') // no models in the facet: no expander
  })

  it('marks the refined make and opens All Makes when a refined make is among them', async () => {
    const state = { ...emptySearchState(), refinements: { make: ['Toyota', 'Kia', 'Mazda', 'Hyundai', 'Ford', 'Audi', 'BMW', 'Volvo'] } }
    const html = await render(state)
    const { popular, extra } = split(html)
    expect(cardNames(popular)).toHaveLength(7)
    expect(extra.startsWith('<details class="group mt-3" open="">')).toBe(true)
    expect(extra).toMatch(/aria-current="true"[^>]*><span aria-hidden="true"[^>]*>V<\/span><span[^>]*>Volvo</)
  })

  it('shows nothing when no car has a make', async () => {
    expect(await render(emptySearchState(), 7, { make: {}, make_model: {} })).toBe('')
  })

  it('fetches a make\'s models by facet value search when the page\'s make_model facet was cut', async () => {
    const calls: unknown[][] = []
    const helper = {
      searchForFacetValues: async (...args: unknown[]) => {
        calls.push(args)
        const hits = [{ value: 'BMW Mini Cooper', count: 9 }, ...Array.from({ length: 32 }, (_, i) => ({ value: `Mini Model ${String(i).padStart(2, '0')}`, count: 40 - i })), { value: 'Mini', count: 2 }]
        return { facetHits: hits }
      },
    }
    const models = await fetchMakeModels(helper, 'Mini')
    expect(calls).toEqual([['make_model', 'Mini', 100, {}]])
    expect(models).toHaveLength(30)
    expect(models[0]).toEqual({ name: 'Model 00', count: 40 })
    expect(models.some((m) => m.name.includes('Cooper'))).toBe(false) // another make's value that matched the words
    const html = await render(emptySearchState(), 7, { make: MAKES, make_model: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`Toyota T${i}`, 1])) })
    expect(html.slice(html.indexOf('>Hyundai<'), html.indexOf('>Ford<'))).toContain('Select models') // cut facet: the expander offers the fetch
  })
})
