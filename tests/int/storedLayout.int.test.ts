/**
 * Stored layouts (issue 17 item 1): a save stores the layout at the current schema version; a stored
 * layout that fails validation (written before a block changed, or straight to the database) is
 * logged with its site and page and loads with its valid blocks and the errors, not as an empty page.
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LAYOUT_VERSION } from '../../blocks/layoutVersion'
import { loadPage } from '../../layouts/loadPage'
import { buildWorld, type World } from './setup/fixtures'
import { testPayload } from './setup/payload'

let payload: Payload
let world: World

beforeAll(async () => {
  payload = await testPayload()
  world = await buildWorld(payload, 'stored')
})

afterEach(() => vi.restoreAllMocks())

const hero = (id: string, heading: string) => ({ type: 'Hero', props: { id, heading } })

describe('stored layouts', () => {
  it('a save without a version stores the layout at the current schema version', async () => {
    const layout = { root: { props: {} }, content: [hero('h', 'Welcome')] }
    await payload.update({ collection: 'pages', id: world.a.publishedPageId, overrideAccess: true, draft: false, data: { layout } })
    const stored = await payload.findByID({ collection: 'pages', id: world.a.publishedPageId, depth: 0, overrideAccess: true })
    expect(stored.layout).toEqual({ root: { props: { schemaVersion: LAYOUT_VERSION } }, content: [hero('h', 'Welcome')] })
  })

  it('a stored layout that fails validation is logged and renders its valid blocks, with the errors for editors', async () => {
    const broken = { root: { props: {} }, content: [hero('a', 'Still here'), { type: 'Marquee', props: { id: 'm' } }, hero('b', '')] }
    // Straight to the database, as a layout saved before a block's schema changed would be.
    await payload.db.updateOne({ collection: 'pages', id: world.a.publishedPageId, data: { layout: broken } })
    const logged = vi.spyOn(payload.logger, 'error')
    const page = await loadPage(world.a.siteId, '/')
    expect(page?.layout.content).toEqual([hero('a', 'Still here')])
    expect(page?.layoutErrors).toEqual(['Unknown block "Marquee" at position 2', 'Block "Hero" (position 3) field "heading": Heading is required'])
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ site: world.a.siteId, page: world.a.publishedPageId, errors: page?.layoutErrors }), expect.stringContaining('failed validation'))
  })
})
