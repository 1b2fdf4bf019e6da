import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LayoutErrors } from '../blocks/LayoutErrors'
import { pageBlockLoaders } from '../blocks/loaders/page'
import { RenderLayout } from '../blocks/RenderLayout'
import { LocationPage } from '../site/components/locations/LocationPage'
import { locationForPagePath, locationMetadata } from '../site/locations/locationRoute'
import { AccountPage } from '../site/components/shoppers/AccountPage'
import { accountPageKind } from '../site/rules/signInGating'
import { accountPageLabel } from '../site/rules/sitePages'
import { gateCachedPage, gatePage, requireShopper } from '../site/shoppers/currentShopper'
import type { SiteView } from '../site/tenancy/siteView'
import { loadPageForRoute, pageMetadata } from './pageRoute'

export type CmsParams = Promise<{ host: string; path?: string[] }>

export async function cmsPageMetadata(params: CmsParams): Promise<Metadata> {
  const route = await loadPageForRoute(params)
  const location = route.page ? null : await locationForPagePath(route.site, route.path)
  if (location) return locationMetadata(route.site, location, route.origin)
  if (!route.page && accountPageKind(route.path, route.site.config.signIn.accountPages)) return { title: `${accountPageLabel(route.path)} | ${route.site.name}`, robots: { index: false } }
  return pageMetadata(route)
}

/**
 * A dealer's my-* account page (`signIn.accountPages`, FIN §2.1) that no CMS page stands at: the
 * shopper's account under the page's name, always behind sign-in (FIN §2.2). A cached render
 * sends everyone to sign-in; proxy.ts serves these pages from the uncached twin.
 */
async function AccountPath({ site, path, cached }: { site: SiteView; path: string; cached: boolean }) {
  if (cached) gateCachedPage(site, path)
  const shopper = await requireShopper(site, 'my-garage', path)
  return <AccountPage site={site} shopper={shopper} title={accountPageLabel(path)} />
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
    if (accountPageKind(path, site.config.signIn.accountPages)) return <AccountPath site={site} path={path} cached={cached} />
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
