import { describe, expect, it } from 'vitest'
import { DealerComments } from '@/site/components/vehicle/DealerComments'
import { HOSTILE_COMMENTS } from '@/scripts/seed/showcase'
import { html } from './render'

const render = (raw: string | null) => html(<DealerComments raw={raw} title="Dealer Comments" />)

describe('DealerComments', () => {
  it('renders script, event-handler and javascript: payloads as inert text', () => {
    const out = render(HOSTILE_COMMENTS)
    expect(out).not.toMatch(/<script|<img|onerror|href="javascript:/i)
    expect(out).toContain('Touring grade with leather')
    expect(out).toContain('Click for our warranty')
    expect(out).not.toContain('window.__xss = 1') // a script's code is not shown as words
  })

  it('drops script and style blocks with their content, closed or not, in any case', () => {
    expect(render('Before<SCRIPT type="x">alert(1)</script >after|<style>p{}</style>Styled|Open <script>never closed')).not.toMatch(/alert|p\{\}|never closed/)
    expect(render('Before<SCRIPT type="x">alert(1)</script >after')).toContain('Before after')
  })

  it('splits on | into paragraphs and shows the pending text for empty or lone separators', () => {
    expect(render('One.|Two.').match(/<p class/g)).toHaveLength(2)
    expect(render('|')).toContain('Dealer comments are pending. Please check back here later.')
    expect(render(null)).toContain('Dealer comments are pending.')
  })

  it('collapses above 400 characters with Show More, and not at exactly 400', () => {
    const long = render('a'.repeat(401))
    expect(long).toContain('Show More')
    expect(long).toContain(`${'a'.repeat(400)}…`)
    expect(long).not.toContain('a'.repeat(401))
    expect(render('a'.repeat(400))).not.toContain('Show More')
  })
})
