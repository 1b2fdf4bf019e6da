import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { loadModelCatalogue } from '../../site/catalogue/loadCatalogue'
import { ModelCards as Cards } from '../../site/components/catalogue/ModelCards'
import { loadManufacturers } from '../../site/brands/loadBrands'
import type { RenderContext } from '../types'
import type { modelCardsSchema } from './config'

type Props = z.output<typeof modelCardsSchema> & { context: RenderContext }

/** Model cards of the site's range, linking to the full `/models?body=` list; nothing when the site has no models. */
export async function ModelCards({ heading, body, context }: Props) {
  const [{ cards, body: current }, manufacturers] = await Promise.all([loadModelCatalogue(context.site, body || null), loadManufacturers()])
  if (cards.length === 0) return null
  const id = `model-cards-${body || 'all'}`
  const all = current ? `/models?body=${encodeURIComponent(current.slug)}` : '/models'
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby={id}>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold">{heading}</h2>
        <Link href={all} className="font-semibold text-brand-dark underline">See all {current ? `${current.name} ` : ''}models</Link>
      </div>
      <Cards cards={cards} manufacturers={manufacturers} headingLevel="h3" />
    </section>
  )
}
