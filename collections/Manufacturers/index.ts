import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, platformStaffOnly } from '../../access/predicates'
import { tags } from '../../site/cache/tags'
import { uploadDir } from '../../site/media/storage'
import { revalidateBy } from '../revalidateHooks'

/** The slug a brand page and a search route use (/{slug}/overview, /search/{slug}); uniqueness is the index's. */
const validateSlug = (value: string | null | undefined): true | string =>
  typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'A slug uses lowercase letters and digits separated by single "-", e.g. mercedes-benz.'

const revalidate = revalidateBy(() => [tags.manufacturers()])

/**
 * A vehicle manufacturer (FIN §3 Manufacturer: id, name, slug, logo.url), shared by every site: make
 * cards, model cards and the brand menus look a make up here by name. The document is its logo
 * upload (optional: without one the site draws the make's lettermark, the not-found fallback of
 * FIN §2.9). Platform staff manage them; everyone reads them.
 */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'filename'], group: 'Platform' },
  access: { read: anyone, create: platformStaffOnly, update: platformStaffOnly, delete: platformStaffOnly },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    staticDir: path.join(uploadDir(), 'manufacturers'),
    mimeTypes: ['image/*'],
    filesRequiredOnCreate: false,
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, admin: { description: 'As the stock feed spells the make, e.g. Mercedes-Benz.' } },
    { name: 'slug', type: 'text', required: true, unique: true, validate: validateSlug, admin: { description: 'Lowercase words, e.g. mercedes-benz.' } },
    { name: 'alt', type: 'text', admin: { description: 'Text of the logo for screen readers; the name when empty.' } },
  ],
}
