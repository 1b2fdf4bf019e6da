/**
 * Editors are told when a stored layout fails validation: the admin's page view names the blocks
 * left out and why (the draft preview and the page builder show the same LayoutErrors notice).
 */
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { LayoutNotice } from '@/admin/PageBuilder/LayoutNotice'
import { html } from '../components/render'

const notice = (layout: unknown) => {
  const element = (LayoutNotice as (props: unknown) => ReactElement | null)({ data: { layout } })
  return element ? html(element) : ''
}

describe('layout notice in the admin', () => {
  it('names each block that fails validation, as an alert', () => {
    const out = notice({ root: { props: {} }, content: [{ type: 'Hero', props: { id: 'a', heading: '' } }, { type: 'Marquee', props: { id: 'm' } }] })
    expect(out).toContain('role="alert"')
    expect(out).toContain('saved layout has blocks that fail validation')
    expect(out).toContain('Block &quot;Hero&quot; (position 1) field &quot;heading&quot;: Heading is required')
    expect(out).toContain('Unknown block &quot;Marquee&quot; at position 2')
  })

  it('shows nothing for a valid layout or a page without one', () => {
    expect(notice({ root: { props: {} }, content: [{ type: 'Hero', props: { id: 'a', heading: 'Hi' } }] })).toBe('')
    expect(notice(undefined)).toBe('')
  })
})
