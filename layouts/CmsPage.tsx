import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LayoutErrors } from '../blocks/LayoutErrors'
import { pageBlockLoaders } from '../blocks/loaders/page'
import { RenderLayout } from '../blocks/RenderLayout'
import { LocationPage } from '../site/components/locations/LocationPage'
import { locationForPagePath, locationMetadata } from '../site/locations/locationRoute'
import { gateCachedPage, gatePage } from '../site/shoppers/currentShopper'
import { loadPageForRoute, pageMetadata } from './pageRoute'

export type CmsParams = Promise<{ host: string; path?: string[] }>

export async function cmsPageMetadata(params: CmsParams): Promise<Metadata> {
  const route = await loadPageForRoute(params)
  const location = route.page ? null : await locationForPagePath(route.site, route.path)
  return location ? locationMetadata(route.site, location, route.origin) : pageMetadata(route)
}

/**
 * A CMS page (or a location page at the site's own location path). `cached`: rendered for the
 * cache (app/(site)/s), where the session cookie cannot be read; gated pages are rendered by the
 * uncached twin (app/(site)/d), which proxy.ts picks for them and for addresses carrying a block's
 * query parameters (`searchParams`, handed to the blocks).
 */
export async function CmsPage({ params, cached, searchParams }: { params: CmsParams; cached: boolean; searchParams?: Promise<Record<string, string | string[] | undefined>> }) {
  const { site, page, preview, path, origin } = await loadPageForRoute(params)
  if (!page) {
    // A site whose location pages live at e.g. /our-location/{slug} (navigation.paths.location).
    const location = await locationForPagePath(site, path)
    if (location) return <LocationPage model={location} site={site} origin={origin} />
    notFound()
  }
  // Gated pages (FIN §2.2) send a signed-out visitor to /sign-in first.
  if (!preview) await (cached ? gateCachedPage(site, page.path) : gatePage(site, page.path))
  return (
    <main id="main">
      {preview ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-slate-900">
          Preview of unpublished changes. <a className="font-semibold underline" href="/preview?exit=1">Leave preview</a>
        </p>
      ) : null}
      {preview ? <LayoutErrors errors={page.layoutErrors} action="Shoppers see the page without them; fix or remove them in the page builder." /> : null}
      <RenderLayout layout={page.layout} context={{ site, searchParams: cached || !searchParams ? undefined : await searchParams }} loaders={pageBlockLoaders} />
    </main>
  )
}
