/** The locations page's finder as first rendered: the picker's options, auto-selection of a single option. */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocationFinder } from '../../../blocks/LocationBlock/Finder.client'

const items = [1, 2, 3].map((id) => ({ id, card: <article>Card {id}</article> }))
const render = (options: Array<{ id: number; name: string }>, initialSelected: number | null) =>
  renderToStaticMarkup(<LocationFinder options={options} initialSelected={initialSelected} items={items} listClassName="grid" />)

describe('LocationFinder', () => {
  it('offers All locations and each option; every card shows', () => {
    const html = render([{ id: 1, name: 'Moorabbin' }, { id: 2, name: 'Geelong' }], null)
    expect(html).toContain('<option value="" selected="">All locations</option>')
    expect(html).toContain('<option value="2">Geelong</option>')
    expect(html.match(/<article>/g)).toHaveLength(3)
    expect(html).toContain('Your postcode')
    expect(html).toContain('Sort by distance')
  })
  it('selects the one option by itself and shows only its card', () => {
    const html = render([{ id: 2, name: 'Geelong' }], 2)
    expect(html).not.toContain('All locations')
    expect(html).toContain('<option value="2" selected="">Geelong</option>')
    expect(html.match(/<article>/g)).toHaveLength(1)
    expect(html).toContain('Card 2')
  })
})
