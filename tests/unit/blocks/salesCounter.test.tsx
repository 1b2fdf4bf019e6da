import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderBlock } from '../../../blocks/RenderLayout'
import { pageBlockLoaders } from '@/blocks/loaders/page'
import { streamHtml } from '../components/render'
import type { RenderContext } from '../../../blocks/types'

const context = { site: {} } as unknown as RenderContext

afterEach(() => vi.useRealTimers())


describe('SalesCounter block', () => {
  it('server-renders the rule’s count for now (10th of the month, 09:00 Brisbane → 9 × 192 + 72)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-09T23:00:00Z'))
    const out = await streamHtml(renderBlock('SalesCounter', { label: 'Sold this month' }, context, pageBlockLoaders))
    expect(out).toContain('>1,800</span>')
    expect(out).toContain('Sold this month')
    expect(out).not.toContain('count-in')
  })

  it("asks for the page's scripts at once (a cached page's count can be older than a refresh)", async () => {
    const out = await streamHtml(renderBlock('SalesCounter', { label: 'Sold this month' }, context, pageBlockLoaders))
    expect(out).toMatch(/<p [^>]*data-scripts-by="0"/)
  })
})
