import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { cacheIsLive, expireTags } from '../../site/cache/revalidate'
import { publishedOrSiteMember, siteMembers } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { revalidateBy, relationId } from '../revalidateHooks'
import { enforceLocks } from './hooks/enforceLocks'
import { forbidOtherSites } from './hooks/forbidOtherSites'
import { linksOnDrafts, migrateLayoutField, validateLayoutField } from './hooks/validateLayoutField'
import { pathFormOnDrafts, uniquePathPerSite } from './hooks/uniquePathPerSite'

export const PAGE_KINDS = ['home', 'search', 'vehicle', 'finance', 'locations', 'contact', 'about', 'special-offers', 'custom'] as const

const revalidate = revalidateBy((doc) => {
  const site = relationId(doc.site)
  if (site === null) return []
  const byPath = typeof doc.path === 'string' && doc.path ? [tags.pagePath(site, doc.path)] : []
  const byKind = typeof doc.kind === 'string' && doc.kind ? [tags.pageKind(site, doc.kind)] : []
  return [...byPath, ...byKind, tags.pageList(site)]
})

/**
 * The set of published paths changes only when a page is published, unpublished, moved or deleted:
 * every page of the site shows the dealer's links filtered by it, so an edit alone (an autosave
 * every 1.5 s) must not expire it.
 */
const pathSetTags = (doc: Record<string, unknown>): string[] => {
  const site = relationId(doc.site)
  return site === null ? [] : [tags.pagePaths(site)]
}
const expirePathSet: CollectionAfterChangeHook = ({ doc, previousDoc, context }) => {
  const moved = doc.path !== previousDoc?.path || doc._status !== previousDoc?._status || relationId(doc.site) !== relationId(previousDoc?.site)
  if (moved && !context.disableRevalidate && cacheIsLive()) expireTags([...pathSetTags(previousDoc ?? {}), ...pathSetTags(doc)])
  return doc
}
const expirePathSetOnDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate && cacheIsLive()) expireTags(pathSetTags(doc))
  return doc
}

/** A site's page: a Puck layout at a path, or the template for a kind of page (vehicle, search). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', 'kind', '_status', 'updatedAt'], group: 'Content' },
  access: {
    read: publishedOrSiteMember,
    readVersions: siteMembers,
    create: siteMembers,
    update: siteMembers,
    delete: siteMembers,
  },
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: false }, maxPerDoc: 50 },
  hooks: { beforeOperation: [forbidOtherSites], beforeChange: [pathFormOnDrafts, linksOnDrafts, enforceLocks], afterChange: [revalidate.afterChange, expirePathSet], afterDelete: [revalidate.afterDelete, expirePathSetOnDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'path',
          type: 'text',
          index: true,
          admin: { description: 'e.g. / or /about-us. Leave empty for a template (vehicle, search).' },
          validate: uniquePathPerSite,
        },
        { name: 'kind', type: 'select', required: true, defaultValue: 'custom', index: true, options: PAGE_KINDS.map((v) => ({ value: v, label: v })) },
      ],
    },
    { name: 'editLayout', type: 'ui', admin: { components: { Field: '/admin/PageBuilder/EditLayoutLink.client#EditLayoutLink' } } },
    { name: 'layoutNotice', type: 'ui', admin: { components: { Field: '/admin/PageBuilder/LayoutNotice#LayoutNotice' } } },
    { name: 'layout', type: 'json', defaultValue: { root: { props: {} }, content: [] }, hooks: { beforeValidate: [migrateLayoutField] }, validate: validateLayoutField },
    {
      name: 'meta',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'description', type: 'textarea', maxLength: 320 },
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'noIndex', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
