import { StaticImage } from '../StaticImage'
import type { SiteView } from '../../tenancy/siteView'
import { pageModel } from '../../vehicles/pageModel'
import type { VehicleView } from '../../vehicles/vehicleView'
import { DealerComments } from './DealerComments'

/** The printable vehicle page: photo, price, every spec list and the comments, no interactive parts. */
export function PrintVehicle({ vehicle: v, site, now }: { vehicle: VehicleView; site: SiteView; now: Date }) {
  const m = pageModel(v, site.config, now)
  const specs = [...m.keyInformation, ...m.allSpecs]
  const image = v.images[0]
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6" data-testid="print-page">
      <h1 className="text-2xl font-bold">{v.name}</h1>
      {m.price ? <p className="text-2xl font-bold">{m.price.text} <span className="text-sm font-normal">{v.car.price_type}</span></p> : null}
      {image ? <div className="relative mt-4 aspect-[3/2]"><StaticImage src={image.url} alt={v.title} fill priority sizes="(min-width: 768px) 720px, 100vw" className="object-cover" /></div> : null}
      <dl className="mt-6 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
        {specs.map((s) => <div key={s.label} className="flex justify-between gap-4 border-b border-slate-300 py-1"><dt>{s.label}</dt><dd className="min-w-0 break-words text-right font-medium">{s.value}</dd></div>)}
      </dl>
      <DealerComments raw={v.dealerComments} title={site.config.labels.dealerCommentsTitle} />
      <p className="mt-6 text-sm">{site.name}{v.location ? ` · ${v.location.name}` : ''}{m.phone ? ` · ${m.phone}` : ''} · Stock {v.car.stocknum}</p>
    </main>
  )
}
