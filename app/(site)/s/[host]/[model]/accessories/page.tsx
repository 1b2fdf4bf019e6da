import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AccessoryList } from '@/site/components/catalogue/AccessoryList'
import { loadModel } from '@/site/catalogue/loadCatalogue'
import { notFoundMetadata, routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { siteAndSlug } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string; model: string }> }

/** Cached (ISR) like the CMS pages: expired by its loaders' tags or after 5 minutes; reads no request data. */
export const dynamic = 'force-static'
export const revalidate = 300
export async function generateStaticParams(): Promise<Array<{ host: string; model: string }>> {
  return []
}

async function modelOf(params: Props['params']) {
  const { site, slug } = await siteAndSlug(params, 'model')
  return { site, model: slug ? await loadModel(site, slug) : null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, model } = await modelOf(params)
  if (!model) return notFoundMetadata(site)
  const name = `${model.manufacturer} ${model.name}`
  return shopperPageMetadata(routeOrigin(site, (await params).host), {
    title: `${name} accessories | ${site.name}`,
    description: `Genuine accessories for the ${name} at ${site.name}, with prices.`,
    path: `/${model.slug}/accessories`,
  })
}

/** /{model slug}/accessories (FIN §2.1). */
export default async function AccessoriesPage({ params }: Props) {
  const { model } = await modelOf(params)
  if (!model) notFound()
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <AccessoryList model={model} />
    </main>
  )
}
