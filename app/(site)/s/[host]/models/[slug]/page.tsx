import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadModel } from '@/site/catalogue/loadCatalogue'
import { ModelDetail } from '@/site/components/catalogue/ModelDetail'
import { notFoundMetadata, routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { siteAndSlug } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; slug: string }>> {
  return []
}

async function modelOf(params: Props['params']) {
  const { site, slug } = await siteAndSlug(params, 'slug')
  return { site, model: slug ? await loadModel(site, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, model } = await modelOf(params)
  if (!model) return notFoundMetadata(site)
  const name = `${model.manufacturer} ${model.name}`
  return shopperPageMetadata(routeOrigin(site, (await params).host), {
    title: `${name} | ${site.name}`,
    description: model.summary ?? `The ${name} at ${site.name}: its cars in stock and accessories.`,
    path: `/models/${model.slug}`,
  })
}

/** /models/{slug}: one model of the range with its cars in stock. */
export default async function ModelPage({ params }: Props) {
  const { site, model } = await modelOf(params)
  if (!model) notFound()
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <ModelDetail site={site} model={model} />
    </main>
  )
}
