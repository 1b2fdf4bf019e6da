import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { LocationPage } from '@/site/components/locations/LocationPage'
import { loadLocationRoute, locationMetadata } from '@/site/locations/locationRoute'
import { DEFAULT_LOCATION_PATH } from '@/site/rules/locationPath'
import { siteAndSlug } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; slug: string }>> {
  return []
}

async function route(params: Props['params']) {
  const { site, slug } = await siteAndSlug(params, 'slug')
  return { site, ...(slug ? await loadLocationRoute(site, (await params).host, slug) : { model: null, origin: '' }) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, model, origin } = await route(params)
  return locationMetadata(site, model, origin)
}

/** /locations/{slug} (FIN §2.8); a site whose location pages live elsewhere (`navigation.paths.location`) redirects there. */
export default async function LocationRoutePage({ params }: Props) {
  const { site, model, origin } = await route(params)
  if (!model) notFound()
  if (site.config.navigation.paths.location !== DEFAULT_LOCATION_PATH) permanentRedirect(model.path)
  return <LocationPage model={model} site={site} origin={origin} />
}
