import type { Payload } from 'payload'
import { blockNames, entryOf, type BlockName, type PuckData } from '../../blocks/blockTypes'
import { registry } from '../../blocks/registry'
import type { Category, PickerSource, Placement, PuckField } from '../../blocks/types'
import type { Layout } from '../../blocks/validateLayout'
import { loadLocationCards } from '../../site/locations/loadLocationCards'
import { loadFacetCounts } from '../../site/search/facetCounts'
import type { SiteView } from '../../site/tenancy/siteView'

export type Option = { label: string; value: string }
export type EditorBlock = { name: BlockName; label: string; category: Category; placement: Placement; fields: Record<string, PuckField>; defaults: Record<string, unknown> }
export type PickerOptions = Record<PickerSource, Option[]>

/** The registry as the client editor needs it: serialisable fields and defaults, no components. */
export const editorBlocks = (): EditorBlock[] =>
  blockNames.map((name) => {
    const { label, category, placement, fields, defaults } = registry[name]
    return { name, label, category, placement, fields, defaults }
  })

/** Options of the data pickers, from this site's own records only. */
export async function pickerOptions(payload: Payload, site: SiteView): Promise<PickerOptions> {
  const [locations, promos, counts, media] = await Promise.all([
    loadLocationCards(site),
    // System read narrowed to the site: the editor's own site was checked before this call.
    payload.find({ collection: 'promos', where: { and: [{ site: { equals: site.id } }, { kind: { equals: 'slide' } }] }, depth: 0, limit: 200, overrideAccess: true, select: { name: true } }),
    loadFacetCounts(site),
    // System read narrowed to the site, as above.
    payload.find({ collection: 'media', where: { site: { equals: site.id } }, depth: 0, limit: 200, overrideAccess: true, sort: '-createdAt', select: { alt: true, filename: true } }),
  ])
  return {
    locations: locations.map((l) => ({ label: `${l.name} (${l.type})`, value: String(l.id) })),
    promos: promos.docs.map((p) => ({ label: p.name, value: String(p.id) })),
    makes: Object.keys(counts.make).sort().map((m) => ({ label: m, value: m })),
    buttonSets: (site.brand?.buttonSets ?? []).map((set) => ({ label: set.name, value: set.name })),
    media: media.docs.map((m) => ({ label: `${m.filename ?? m.id}: ${m.alt}`, value: String(m.id) })),
  }
}

type Item = { type: string; props: Record<string, unknown> }

/** A block with its defaults filled in, and so are the blocks in its slots (e.g. the vehicle sections). */
function filled(item: Item): Item {
  const props: Record<string, unknown> = { ...(entryOf(item.type)?.defaults ?? {}), ...item.props }
  for (const [name, field] of Object.entries(entryOf(item.type)?.fields ?? {})) {
    if (field.type === 'slot' && Array.isArray(item.props[name])) props[name] = (item.props[name] as Item[]).map(filled)
  }
  return { ...item, props }
}

/** The checked layout with each block's defaults filled in, so every field shows its value in the editor. */
export function withDefaults(layout: Layout): PuckData {
  // Checked against the registry (checkStoredLayout), so each item is a registry block with its own props.
  return { root: { props: layout.root.props ?? {} }, content: layout.content.map(filled) as PuckData['content'] }
}
