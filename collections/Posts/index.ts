import type { CollectionConfig } from 'payload'
import { siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { readPosts } from './access'
import { validateCategory, validatePostSlug } from './validate'

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.posts(site)]
})

/**
 * A site's blog post (issue 15 item 3): Lexical content, hero image, a category from the site's
 * `blog.categories`, author, publish date (a later date schedules it), SEO fields, drafts. Site
 * scoped by the multi-tenant plugin like pages and promos; visitors read published posts only.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', '_status'], group: 'Content' },
  access: { read: readPosts, readVersions: siteMembers, create: siteMembers, update: siteMembers, delete: siteMembers },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        { name: 'slug', type: 'text', required: true, index: true, validate: validatePostSlug, admin: { description: 'The post lives at /blog/{slug}.' } },
        { name: 'category', type: 'text', required: true, validate: validateCategory, admin: { description: "One of the site's blog categories (Settings › blog.categories)." } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true, maxLength: 120 },
        { name: 'publishedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this time on once published.' } },
      ],
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', maxLength: 320, admin: { description: 'Shown on lists and in the feed; the start of the text when empty.' } },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'meta',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'title', type: 'text', maxLength: 160 },
        { name: 'description', type: 'textarea', maxLength: 320 },
        { name: 'noIndex', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
