import type { Payload } from 'payload'
// The registry with components, on purpose: the editor's previews (a server action) render the
// blocks, and their client islands must be in this admin route's client manifest.
import { registry } from '../../blocks/registry'
import type { Category, PickerSource, PuckField } from '../../blocks/types'
import { loadLocationCards } from '../../site/locations/loadLocationCards'
import { loadFacetCounts } from '../../site/search/facetCounts'
import type { SiteView } from '../../site/tenancy/siteView'

export type Option = { label: string; value: string }
export type EditorBlock = { name: string; label: string; category: Category; fields: Record<string, PuckField>; defaults: Record<string, unknown> }
export type PickerOptions = Record<PickerSource, Option[]>

/** The registry as the client editor needs it: serialisable fields and defaults, no components. */
export const editorBlocks = (): EditorBlock[] =>
  Object.values(registry).map(({ name, label, category, fields, defaults }) => ({ name, label, category, fields, defaults }))

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

type LayoutLike = { root?: { props?: Record<string, unknown> }; content?: Array<{ type: string; props: Record<string, unknown> }> }

type Item = { type: string; props: Record<string, unknown> }

/** A block with its defaults filled in, and so are the blocks in its slots (e.g. the vehicle sections). */
function filled(item: Item): Item {
  const props: Record<string, unknown> = { ...(registry[item.type]?.defaults ?? {}), ...item.props }
  for (const [name, field] of Object.entries(registry[item.type]?.fields ?? {})) {
    if (field.type === 'slot' && Array.isArray(item.props[name])) props[name] = (item.props[name] as Item[]).map(filled)
  }
  return { ...item, props }
}

/** The saved layout with each block's defaults filled in, so every field shows its value in the editor. */
export function withDefaults(layout: unknown): LayoutLike {
  const l = (layout ?? {}) as LayoutLike
  return {
    root: { props: l.root?.props ?? {} },
    content: (l.content ?? []).map(filled),
  }
}
