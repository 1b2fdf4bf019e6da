import { forbidden, notFound, redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { canEditSite, isPlatformStaff, type RoleUser } from '../../access/roles'
import { checkStoredLayout } from '../../blocks/validateLayout'
import { relationId } from '../../collections/revalidateHooks'
import { previewQuery } from '../../site/pages/previewToken'
import { loadSiteView } from '../../site/tenancy/resolveSite'
import { siteUrl } from '../SiteLinks'
import { editorBlocks, pickerOptions, withDefaults } from './editorData'
import { PageBuilderEditor } from './PageBuilderEditor.client'
import { renderBlockPreview } from './renderPreview'
import { siteStylesheets } from './siteStylesheets'

/**
 * /admin/page-builder/:id — the Puck editor for one page's layout. Access is checked here on the
 * server: signed-out users go to the login, members of another site get 403.
 */
export async function PageBuilderView({ initPageResult, params }: AdminViewServerProps) {
  const { req } = initPageResult
  const segments = (params?.segments ?? []) as string[]
  const id = Number(segments[1])
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin/page-builder/${segments[1] ?? ''}`)}`)
  if (!Number.isInteger(id)) notFound()
  // System read, then an explicit check: a page of another site is 403, not a silent 404.
  const page = await req.payload.findByID({ collection: 'pages', id, depth: 0, draft: true, overrideAccess: true, disableErrors: true })
  if (!page) notFound()
  const siteId = relationId(page.site)
  if (!canEditSite(req.user as RoleUser, siteId)) forbidden()
  const site = siteId === null ? null : await loadSiteView(siteId)
  if (!site) notFound()
  const requestHost = req.headers.get('host') ?? 'localhost:3000'
  const origin = siteUrl(requestHost, site.slug, site.domains)
  // Migrated to the current block schemas; blocks that fail validation stay out of the editor and are named above it.
  const stored = checkStoredLayout(page.layout)
  return (
    <PageBuilderEditor
      page={{ id: page.id, title: page.title, path: page.path ?? null, status: page._status ?? 'draft', layout: withDefaults(stored.layout) }}
      layoutErrors={stored.errors}
      blocks={editorBlocks()}
      options={await pickerOptions(req.payload, site)}
      canLock={isPlatformStaff(req.user as RoleUser)}
      brandColour={site.brand?.primaryColour ?? '#0b4f8a'}
      siteName={site.name}
      stylesheets={siteStylesheets()}
      previewUrl={page.path ? `${origin}/preview?${previewQuery(page.id)}` : null}
      // Handed down rather than imported by the client: the previews carry block islands, which the
      // browser finds through this route's client manifest, and Turbopack lists there only the
      // islands this route's server code imports (here, through renderPreview's block loaders).
      renderPreview={renderBlockPreview}
    />
  )
}
