import type { CollectionConfig, Field } from 'payload'
import { anyone, platformStaffOnly, siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { validateBrandColour } from '../../site/theme/contrast'
import { revalidateBy, relationId } from '../revalidateHooks'
import { validateReachableLink } from '../reachableLink'
import { validateLink } from '../validateLink'

const link: Field[] = [
  { type: 'row', fields: [{ name: 'label', type: 'text', required: true }, { name: 'url', type: 'text', required: true, validate: validateReachableLink() }] },
]

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.site(site)]
})

/** Brand settings of a site (a dealer group has several): menus, footer, buttons, banners, legal text. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: anyone, create: platformStaffOnly, update: siteMembers, delete: platformStaffOnly },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, index: true },
    { name: 'logoUrl', type: 'text', validate: validateLink('page') },
    { name: 'primaryColour', type: 'text', defaultValue: '#0b4f8a', validate: validateBrandColour },
    { name: 'tagline', type: 'text' },
    { name: 'menu', type: 'array', admin: { description: 'Header navigation. Empty uses the default links.' }, fields: [...link, { name: 'children', type: 'array', fields: link }] },
    { name: 'quickLinks', type: 'array', fields: link },
    {
      name: 'footer',
      type: 'group',
      fields: [
        { name: 'columns', type: 'array', fields: [{ name: 'heading', type: 'text', required: true }, { name: 'links', type: 'array', fields: link }] },
        { name: 'text', type: 'textarea' },
      ],
    },
    { name: 'buttonSets', type: 'array', fields: [{ name: 'name', type: 'text', required: true }, { name: 'buttons', type: 'array', fields: [...link, { name: 'variant', type: 'select', defaultValue: 'primary', options: ['primary', 'secondary', 'outline'].map((v) => ({ value: v, label: v })) }] }] },
    { name: 'banners', type: 'array', fields: [{ name: 'title', type: 'text', required: true }, { name: 'text', type: 'text' }, { name: 'url', type: 'text', validate: validateReachableLink() }, { name: 'start', type: 'date' }, { name: 'expiry', type: 'date' }] },
    { name: 'hoursNote', type: 'textarea' },
    { name: 'legalText', type: 'richText' },
  ],
}
