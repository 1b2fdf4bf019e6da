import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { registry } from '../../../blocks/registry'
import type { RenderContext } from '../../../blocks/types'
import type { SiteView } from '../../../site/tenancy/siteView'

const buttonSets = [{ name: 'Sales', buttons: [{ label: 'Test drive', url: '/test-drive', variant: 'secondary' as const }, { label: 'Bad', url: 'javascript:alert(1)', variant: 'primary' as const }] }]
const context = (sets = buttonSets): RenderContext => ({ site: { brand: { buttonSets: sets } } as unknown as SiteView })
const render = (props: Record<string, unknown>, ctx = context()) => renderToStaticMarkup(<>{registry.ButtonGroup?.render(props, ctx)}</>)

describe('ButtonGroup', () => {
  it('uses the picked brand button set and drops unsafe brand links', () => {
    const out = render({ buttonSet: 'Sales', buttons: [] })
    expect(out).toContain('href="/test-drive"')
    expect(out).toContain('>Test drive</a>')
    expect(out).not.toContain('javascript')
  })

  it('falls back to its own buttons when no set is picked or the set is gone', () => {
    const own = { buttons: [{ label: 'Finance', href: '/finance', style: 'outline' }] }
    expect(render(own)).toContain('href="/finance"')
    expect(render({ ...own, buttonSet: 'Removed' })).toContain('>Finance</a>')
  })

  it('rejects a group with neither a set nor buttons, naming the field', () => {
    const parsed = registry.ButtonGroup?.schema.safeParse({ buttonSet: '', buttons: [] })
    expect(parsed?.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['buttons', 'Pick a brand button set or add at least one button']])
  })
})
