import type { CollectionAfterChangeHook } from 'payload'
import { parseSiteConfig } from '../../../site/config/siteConfig'
import { SITE_TEMPLATES, templatePages, type SiteTemplate } from '../../../layouts/templatePages'

/**
 * A new site gets its template's full page set, published, in the same transaction as the site
 * (a failure rolls the site back too). `context.skipTemplatePages` leaves pages to the caller (seed).
 */
export const seedTemplatePages: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  if (operation !== 'create' || context.skipTemplatePages) return doc
  const template: SiteTemplate = SITE_TEMPLATES.includes(doc.template) ? doc.template : 'used-car'
  // The config was validated before the save, so it parses.
  const { paths } = parseSiteConfig(doc.config).navigation
  for (const page of templatePages(template, doc.name, paths)) {
    await req.payload.create({
      collection: 'pages',
      req,
      overrideAccess: true, // platform staff created the site; its first pages are the system's
      draft: false,
      context: { disableRevalidate: true },
      data: { ...page, site: doc.id, _status: 'published' },
    })
  }
  return doc
}
