import { vehicleDetailDefaults } from '../blocks/VehicleDetail/config'
import type { Layout } from '../blocks/validateLayout'
import { loadTemplatePage } from './loadPage'
import type { SiteView } from '../site/tenancy/siteView'

/** The layout of a site without a vehicle template: the VehicleDetail block with every section in the spec's order. */
export const defaultVehicleLayout = (): Layout => ({
  root: { props: {} },
  content: [{ type: 'VehicleDetail', props: { id: 'vehicle-detail', ...structuredClone(vehicleDetailDefaults) } }],
})

/**
 * The published layout of the site's vehicle template (cached, see loadTemplatePage), or the default
 * one. A template without the VehicleDetail block (made before it existed) gets the default one first:
 * the car's sections are hidden one by one in the block, never all at once by losing it.
 */
export async function loadVehicleLayout(site: SiteView): Promise<Layout> {
  const page = await loadTemplatePage(site.id, 'vehicle')
  if (!page) return defaultVehicleLayout()
  if (page.layout.content.some((b) => b.type === 'VehicleDetail')) return page.layout
  return { ...page.layout, content: [...defaultVehicleLayout().content, ...page.layout.content] }
}
