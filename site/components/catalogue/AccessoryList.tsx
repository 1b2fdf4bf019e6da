import { Link } from '../Link'
import { formatCurrency } from '../../rules/pricing'
import type { ModelView } from '../../catalogue/loadCatalogue'

/** `/{model slug}/accessories`: the model's accessories with their fitted prices (FIN §2.1). */
export function AccessoryList({ model }: { model: ModelView }) {
  return (
    <>
      <p className="text-sm"><Link href={`/models/${model.slug}`} className="font-semibold text-brand-dark underline">Back to the {model.manufacturer} {model.name}</Link></p>
      <h1 className="mb-6 mt-2 text-3xl font-bold">{model.manufacturer} {model.name} accessories</h1>
      {model.accessories.length ? (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="accessories">
          {model.accessories.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 p-4">
              <h2 className="text-lg font-semibold">{a.name}</h2>
              {a.price !== null ? <p className="font-semibold">{formatCurrency(a.price)} fitted</p> : null}
              {a.description ? <p className="mt-1 text-slate-800">{a.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-800">No accessories are listed for this model yet. <Link href="/vehicle-parts-and-accessories" className="font-semibold text-brand-dark underline">Ask our parts team</Link>.</p>
      )}
    </>
  )
}
