import Image from 'next/image'
import Link from 'next/link'
import type { Dealership, Location, Vehicle } from '../../payload-types'
import { dealerComments } from '../rules/dealerComments'
import { priceDisplay, wasPrice } from '../rules/pricing'
import { isInStock, soldMessage } from '../rules/stockState'
import type { SiteView } from '../tenancy/siteView'

type Spec = { label: string; value: string | null }

const specsOf = (car: Vehicle): Spec[] =>
  [
    { label: 'Kilometres', value: car.km == null ? null : `${car.km.toLocaleString('en-AU')} km` },
    { label: 'Transmission', value: car.simpleTransmission ?? null },
    { label: 'Body type', value: car.body ?? null },
    { label: 'Fuel Type', value: car.simpleFuel ?? null },
    { label: 'Engine', value: car.engineSize ?? null },
    { label: 'Drive type', value: car.drive ?? null },
    { label: 'Seats', value: car.seats == null ? null : String(car.seats) },
    { label: 'Exterior Colour', value: car.colour ?? null },
    { label: 'Stock no', value: car.stockNumber },
    { label: 'VIN', value: car.vin ?? null },
  ].filter((s) => s.value && s.value.toLowerCase() !== 'null')

const imagesOf = (car: Vehicle): Array<{ url: string }> => (Array.isArray(car.images) ? (car.images as Array<{ url: string }>) : [])

/** The vehicle detail page body (INV §2); the page-builder issue splits it into section blocks. */
export function VehicleDetail({ car, site }: { car: Vehicle; site: SiteView }) {
  const title = [car.year, car.make, car.model].filter(Boolean).join(' ')
  const inStock = isInStock(car.status)
  const price = priceDisplay(car.price, Boolean(car.preorder), site.config.labels)
  const was = wasPrice(car.price, car.beforePrice)
  const comments = dealerComments(car.dealerComments)
  const images = imagesOf(car)
  const location = typeof car.location === 'object' ? (car.location as Location | null) : null
  const dealership = typeof car.dealership === 'object' ? (car.dealership as Dealership) : null
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
        <ol className="flex flex-wrap gap-1">
          <li><Link href="/" className="underline">Home</Link> /</li>
          <li><Link href={`/search/${car.carType}-cars`} className="underline">{car.carType} cars</Link> /</li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_360px]">
        <section aria-label="Gallery" className="grid grid-cols-2 gap-2">
          {images.length === 0 ? <p className="col-span-2 flex aspect-[3/2] items-center justify-center bg-slate-100 text-slate-600">Photos coming soon</p> : null}
          {images.map((image, i) => (
            <div key={image.url} className={`relative aspect-[3/2] bg-slate-100 ${i === 0 ? 'col-span-2' : ''}`}>
              <Image src={image.url} alt={`${title} photo ${i + 1}`} fill priority={i < 2} sizes={i === 0 ? '(min-width: 992px) 60vw, 100vw' : '(min-width: 992px) 30vw, 50vw'} className="object-cover" />
            </div>
          ))}
        </section>
        <aside className="space-y-4">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-slate-700">{[car.badge, car.series].filter(Boolean).join(' ')}</p>
          {inStock ? (
            <>
              <p className="text-3xl font-bold" data-testid="vdp-price">{price.text}{price.kind === 'price' && car.priceType ? <span className="ml-2 text-sm font-normal text-slate-600">{car.priceType}</span> : null}</p>
              {was ? <p className="text-slate-700">Was <s>{was}</s></p> : null}
              <Link href={`/contact?car_id=${car.id}`} className="block rounded bg-brand-dark px-4 py-3 text-center font-semibold text-white">{site.config.forms.enquiry.buttonLabel}</Link>
            </>
          ) : (
            <p role="status" className="rounded border border-amber-300 bg-amber-50 p-4">{soldMessage(site.config.labels.vehicleNoun)}</p>
          )}
          {location ? <p className="text-sm text-slate-700">Located at {location.name}{dealership?.licenceNumber ? ` · Dealer licence ${dealership.licenceNumber}` : ''}</p> : null}
        </aside>
      </div>
      {inStock ? (
        <>
          <section aria-labelledby="specs" className="mt-10">
            <h2 id="specs" className="text-xl font-semibold">{site.config.labels.vehicleNoun.replace(/^./, (c) => c.toUpperCase())} Details</h2>
            <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2">
              {specsOf(car).map((s) => (
                <div key={s.label} className="flex justify-between border-b border-slate-200 py-1"><dt className="text-slate-700">{s.label}</dt><dd className="font-medium">{s.value}</dd></div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="comments" className="mt-10">
            <h2 id="comments" className="text-xl font-semibold">{site.config.labels.dealerCommentsTitle}</h2>
            {comments.pending ? <p className="mt-2 text-slate-700">{comments.text}</p> : comments.paragraphs.map((p, i) => <p key={i} className="mt-2 text-slate-800">{p}</p>)}
          </section>
        </>
      ) : null}
    </main>
  )
}
