import { describe, expect, it } from 'vitest'
import { registry } from '../../../blocks/registry'
import { renderBlock } from '../../../blocks/RenderLayout'
import { pageBlockLoaders } from '@/blocks/loaders/page'
import { streamHtml } from '../components/render'
import type { RenderContext } from '../../../blocks/types'
import type { SiteView } from '../../../site/tenancy/siteView'

const buttonSets = [{ name: 'Sales', buttons: [{ label: 'Test drive', url: '/test-drive', variant: 'secondary' as const }, { label: 'Bad', url: 'javascript:alert(1)', variant: 'primary' as const }] }]
const context = (sets = buttonSets): RenderContext => ({ site: { brand: { buttonSets: sets } } as unknown as SiteView })
const render = (props: Record<string, unknown>, ctx = context()) => streamHtml(renderBlock('ButtonGroup', props, ctx, pageBlockLoaders))

describe('ButtonGroup', () => {
  it('uses the picked brand button set and drops unsafe brand links', async () => {
    const out = await render({ buttonSet: 'Sales', buttons: [] })
    expect(out).toContain('href="/test-drive"')
    expect(out).toContain('>Test drive</a>')
    expect(out).not.toContain('javascript')
  })

  it('falls back to its own buttons when no set is picked or the set is gone', async () => {
    const own = { buttons: [{ label: 'Finance', href: '/finance', style: 'outline' }] }
    expect(await render(own)).toContain('href="/finance"')
    expect(await render({ ...own, buttonSet: 'Removed' })).toContain('>Finance</a>')
  })

  it('rejects a group with neither a set nor buttons, naming the field', () => {
    const parsed = registry.ButtonGroup.schema.safeParse({ buttonSet: '', buttons: [] })
    expect(parsed?.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['buttons', 'Pick a brand button set or add at least one button']])
  })
})
