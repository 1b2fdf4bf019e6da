import type { Metadata } from 'next'
import Link from 'next/link'
import { loadManufacturers } from '@/site/brands/loadBrands'
import { BodyFilter } from '@/site/catalogue/BodyFilter'
import { loadModelCatalogue } from '@/site/catalogue/loadCatalogue'
import { ModelCards } from '@/site/catalogue/ModelCards'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ body?: string | string[] }> }

const bodyOf = async (searchParams: Props['searchParams']) => {
  const body = (await searchParams).body
  return typeof body === 'string' && body !== '' ? body : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await requireSite(params)
  const { body } = await loadModelCatalogue(site, await bodyOf(searchParams))
  return { title: `${body ? `${body.name} models` : 'New models'} | ${site.name}` }
}

/** /models?body={body slug}: the site's new-car range as model cards, filtered by body type (FIN §2.1, §2.8). */
export default async function ModelsPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const bodySlug = await bodyOf(searchParams)
  const [{ bodies, body, cards }, manufacturers] = await Promise.all([loadModelCatalogue(site, bodySlug), loadManufacturers()])
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{body ? `${body.name} models` : 'New models'}</h1>
      {bodies.length ? <BodyFilter bodies={bodies} current={body} /> : null}
      {cards.length ? (
        <ModelCards cards={cards} manufacturers={manufacturers} />
      ) : (
        <p className="text-slate-800">
          {bodySlug ? 'No models of this body type right now.' : 'No models to show right now.'}{' '}
          <Link href="/search/new-used-and-demo-cars" className="font-semibold text-brand-dark underline">Browse our stock</Link>
        </p>
      )}
    </main>
  )
}
