import type { CollectionConfig } from 'payload'
import { siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { readPromos } from './access'
import { validateLink } from '../validateLink'

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.site(site)]
})

/** Promo nodes for the results grid and slides for the promo slider, each with a schedule window. */
export const Promos: CollectionConfig = {
  slug: 'promos',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'start', 'expiry', 'position'], group: 'Content' },
  access: { read: readPromos, create: siteMembers, update: siteMembers, delete: siteMembers },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'slide', options: [{ value: 'slide', label: 'Slider slide' }, { value: 'node', label: 'Results promo card' }, { value: 'banner', label: 'Dated site banner' }] },
    { name: 'description', type: 'textarea', admin: { description: 'In a banner, {hours} shows which sales locations are open now and until when, from their own opening hours.' } },
    { name: 'url', type: 'text', validate: validateLink() },
    { type: 'row', fields: [
      { name: 'start', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'expiry', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'position', type: 'number', min: 1, admin: { description: 'Positioned nodes come first, in position order.' } },
    ] },
    { name: 'display', type: 'select', hasMany: true, options: ['new', 'used', 'demo'].map((v) => ({ value: v, label: v })), admin: { description: 'Car types whose results show this node (empty = all).' } },
    { name: 'strictDisplay', type: 'checkbox', defaultValue: false },
    { name: 'hideOverlay', type: 'checkbox', defaultValue: false },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'imageUrl', type: 'text', validate: validateLink('page'), admin: { description: 'Used when no image is uploaded.' } },
    { name: 'content', type: 'richText' },
  ],
}
