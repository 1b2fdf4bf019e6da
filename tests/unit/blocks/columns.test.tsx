import { describe, expect, it } from 'vitest'
import { RenderLayout } from '../../../blocks/RenderLayout'
import { pageBlockLoaders } from '@/blocks/loaders/page'
import type { RenderContext } from '../../../blocks/types'
import { validateLayout } from '../../../blocks/validateLayout'
import { streamHtml } from '../components/render'
import type { SiteView } from '../../../site/tenancy/siteView'

const text = (id: string, body: string) => ({ type: 'RichText', props: { id, body } })
const columns = (left: unknown[], right: unknown[] = []) => ({ root: { props: {} }, content: [{ type: 'Hero', props: { id: 'h', heading: 'Hi' } }, { type: 'Columns', props: { id: 'c', ratio: '2-1', left, right } }] })

describe('Columns slots', () => {
  it('validates nested blocks, naming the enclosing block, the slot, the nested block and its field', () => {
    expect(validateLayout(columns([text('a', 'Fine')], [text('b', 'Fine'), text('c', '')]))).toEqual({
      ok: false,
      errors: ['Block "Columns" (position 2) slot "right": Block "RichText" (position 2) field "body": Text is required'],
    })
    expect(validateLayout(columns([{ type: 'Marquee', props: { id: 'm' } }]))).toEqual({ ok: false, errors: ['Block "Columns" (position 2) slot "left": Unknown block "Marquee" at position 1'] })
    expect(validateLayout(columns([text('a', 'Fine')]))).toMatchObject({ ok: true })
  })

  it('does not let columns nest', () => {
    const inner = { type: 'Columns', props: { id: 'i', left: [], right: [] } }
    expect(validateLayout(columns([inner]))).toEqual({ ok: false, errors: ['Block "Columns" (position 2) slot "left": Block "Columns" (position 1) cannot be placed here'] })
  })

  it('renders nested blocks through the registry', async () => {
    const result = validateLayout(columns([text('a', '## Left side')], [text('b', 'Right *side*')]))
    if (!result.ok) throw new Error(result.errors.join())
    const context: RenderContext = { site: { brand: null } as unknown as SiteView }
    const out = await streamHtml(<RenderLayout layout={result.layout} context={context} loaders={pageBlockLoaders} />)
    expect(out).toContain('md:grid-cols-[2fr_1fr]')
    expect(out).toContain('Left side</h2>')
    expect(out).toContain('Right <em>side</em>')
  })
})
