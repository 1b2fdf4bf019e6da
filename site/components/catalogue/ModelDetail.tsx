import { Link } from '../Link'
import { StaticImage } from '../StaticImage'
import { VehicleCard } from '../VehicleCard'
import { modelAccessoriesPath } from '../../rules/catalogue'
import { formatCurrency } from '../../rules/pricing'
import type { SiteView } from '../../tenancy/siteView'
import { loadModelStock, type ModelView } from '../../catalogue/loadCatalogue'

/** A model's page: hero, summary, from-price, its accessories link and the cars of it in stock. */
export async function ModelDetail({ site, model }: { site: SiteView; model: ModelView }) {
  const stock = await loadModelStock(site, model)
  const now = new Date()
  return (
    <>
      <section className="grid gap-6 md:grid-cols-2" aria-labelledby="model-heading">
        <div className="relative aspect-[16/9] overflow-hidden rounded-lg bg-slate-100">
          {model.image ? <StaticImage src={model.image} alt={`${model.manufacturer} ${model.name}`} fill sizes="(min-width: 768px) 560px, 100vw" className="object-cover" priority /> : null}
        </div>
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-slate-700">{model.manufacturer} · {model.body}</p>
          <h1 id="model-heading" className="mt-1 text-3xl font-bold">{model.manufacturer} {model.name}</h1>
          {model.fromPrice ? <p className="mt-3 text-xl font-semibold" data-testid="model-from-price">From {formatCurrency(model.fromPrice)}</p> : null}
          {model.summary ? <p className="mt-3 text-slate-800">{model.summary}</p> : null}
          {model.accessories.length ? (
            <p className="mt-4">
              <Link href={modelAccessoriesPath(model.slug)} className="inline-block rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark">
                View {model.accessories.length} accessories
              </Link>
            </p>
          ) : null}
        </div>
      </section>
      <section className="mt-10" aria-labelledby="model-stock">
        <h2 id="model-stock" className="text-2xl font-bold">{model.name} in stock</h2>
        {stock.hits.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="model-stock-cards">
            {stock.hits.map((hit) => <li key={hit.objectID}><VehicleCard car={hit} config={site.config} now={now} /></li>)}
          </ul>
        ) : (
          <p className="mt-4 text-slate-800">No {model.name} in stock right now. <Link href="/contact" className="font-semibold text-brand-dark underline">Contact us</Link> to order one.</p>
        )}
      </section>
    </>
  )
}
