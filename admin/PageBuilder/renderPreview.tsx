'use server'

import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { canEditSite, type RoleUser } from '../../access/roles'
import { entryOf } from '../../blocks/blockTypes'
import { vehicleTemplateLoaders } from '../../blocks/loaders/vehicle'
import { renderBlock } from '../../blocks/RenderLayout'
import type { RenderContext } from '../../blocks/types'
import { relationId } from '../../collections/revalidateHooks'
import { getPayloadClient } from '../../site/payload'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import type { SiteView } from '../../site/tenancy/siteView'
import { pageModel } from '../../site/vehicles/pageModel'
import { loadSampleVehicle } from '../../site/vehicles/sampleVehicle'
import { primaryCityOf } from '../../site/vehicles/vehicleRoute'

export type PreviewResult = { ok: true; node: ReactNode } | { ok: false; message: string }


/**
 * Server-renders one block for the editor canvas with the page's site, exactly as the shopper page
 * renders it. The caller must be signed in and allowed to edit the page's site.
 */
export async function renderBlockPreview(pageId: number, type: string, props: Record<string, unknown>): Promise<PreviewResult> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const page = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true, overrideAccess: true, disableErrors: true, select: { site: true, kind: true } })
  const siteId = relationId(page?.site)
  if (!page || !canEditSite(user as RoleUser, siteId)) return { ok: false, message: 'You cannot edit this page.' }
  const block = entryOf(type)
  if (!block) return { ok: false, message: `Unknown block "${type}"` }
  const { id: _id, ...rest } = props
  const parsed = block.schema.safeParse(rest)
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'props'}: ${i.message}`).join('; ') }
  const site = siteId === null ? null : await loadSiteView(siteId)
  if (!site) return { ok: false, message: 'The page has no site.' }
  // Blocks of ordinary pages render with the site; vehicle blocks with a car of the site, on its vehicle template only.
  if (block.placement !== 'vehicle') return { ok: true, node: renderBlock(type, rest, { site }, vehicleTemplateLoaders) }
  const context = page.kind === 'vehicle' ? await sampleCarContext(site) : null
  if (!context) return { ok: true, node: <p style={{ padding: 12, color: '#334155' }}>{block.label}: {page.kind === 'vehicle' ? 'the site has no car in stock to preview this section with.' : 'shown on vehicle pages only (in the vehicle template).'}</p> }
  return { ok: true, node: renderBlock(type, rest, context, vehicleTemplateLoaders) }
}

/** A vehicle section previews with the site's newest in-stock car, as that car's page would show it. */
async function sampleCarContext(site: SiteView): Promise<RenderContext | null> {
  const vehicle = await loadSampleVehicle(site)
  if (!vehicle) return null
  const now = new Date()
  const url = `/cars/${encodeURIComponent(vehicle.slug)}`
  return { site, vehicle: { vehicle, model: pageModel(vehicle, site.config, now), url, primaryCity: await primaryCityOf(site), now } }
}

/** The editor's block preview, handed to the editor by its server view (PageBuilderView). */
export type RenderPreview = typeof renderBlockPreview
