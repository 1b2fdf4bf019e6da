import { formatCurrency } from '../../rules/pricing'
import { MARKER_LABELS, MAX_COMPARE } from '../../rules/garageList'
import type { AlertSettings, EnquiryView, SavedCarView } from '../../shoppers/loadGarage'
import type { SavedSearchView } from '../../shoppers/savedSearches'
import { AlertsToggle } from './AlertsToggle.client'
import { SavedSearchList } from './SavedSearchList.client'
import { SignOutButton } from './SignOutButton.client'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Brisbane' })

function Markers({ car }: { car: SavedCarView }) {
  if (!car.markers.length) return null
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label="Status">
      {car.markers.map((m) => <li key={m} className={`rounded px-2 py-0.5 text-xs font-semibold ${m === 'priceDropped' ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-900'}`}>{MARKER_LABELS[m]}</li>)}
    </ul>
  )
}

const priceText = (car: SavedCarView) => (car.price && car.price > 0 ? formatCurrency(car.price) : 'Price on request')
const CarName = ({ car }: { car: SavedCarView }) => (car.inStock ? <a href={`/cars/${car.slug}`} className="underline">{car.title}</a> : <>{car.title}</>)

/** A recently viewed car with its price and status now. */
function ViewedCar({ car }: { car: SavedCarView }) {
  return (
    <li className="rounded border border-slate-200 bg-white p-3">
      <p className="font-semibold"><CarName car={car} /></p>
      <p>{priceText(car)}</p>
      <Markers car={car} />
    </li>
  )
}

function SavedCar({ car }: { car: SavedCarView }) {
  return (
    <li className="flex gap-3 rounded border border-slate-200 bg-white p-3">
      <input type="checkbox" name="cars" value={car.id} id={`compare-${car.id}`} className="mt-1 h-5 w-5" aria-label={`Compare ${car.title}`} />
      <div className="flex-1">
        <p className="font-semibold"><CarName car={car} /></p>
        <p>{priceText(car)}</p>
        <Markers car={car} />
      </div>
    </li>
  )
}

export type GarageData = { name: string | null; cars: SavedCarView[]; viewed: SavedCarView[]; searches: SavedSearchView[]; enquiries: EnquiryView[]; alerts: AlertSettings }

/** The saved cars (tick up to 4 to compare): only where the site has the garage, whose compare page they go to. */
function SavedCars({ cars, alerts }: Pick<GarageData, 'cars' | 'alerts'>) {
  return (
    <section aria-labelledby="saved-heading" className="mt-8">
      <h2 id="saved-heading" className="text-xl font-semibold">Saved cars</h2>
      <AlertsToggle initial={alerts} />
      {cars.length ? (
        <form action="/my-garage/compare" method="get" className="mt-3">
          <ul className="grid gap-3 sm:grid-cols-2">{cars.map((car) => <SavedCar key={car.id} car={car} />)}</ul>
          <p className="mt-3 text-sm text-slate-700">Tick 2 to {MAX_COMPARE} cars to compare them side by side.</p>
          <button type="submit" className="mt-2 inline-flex h-11 items-center rounded bg-brand-dark px-5 font-semibold text-white">Compare selected</button>
        </form>
      ) : (
        <p className="mt-3">You have no saved cars yet. <a href="/search" className="font-semibold underline">Browse cars</a></p>
      )}
    </section>
  )
}

type AccountProps = GarageData & {
  /** "My Garage", or the dealer's account page's name ("My Motorama"). */
  title?: string
  /** The site has the garage (saved cars and compare); an account page of a site without it shows the rest. */
  garage?: boolean
}

/**
 * /my-garage (issue 13) and the dealer's my-* account pages (FIN §2.1): saved cars (with the
 * garage), recently viewed cars, saved searches and the shopper's enquiries.
 */
export function GarageView({ title = 'My Garage', garage = true, name, cars, viewed, searches, enquiries, alerts }: AccountProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <SignOutButton />
      </div>
      {name ? <p className="mt-1 text-slate-700">Welcome back, {name}.</p> : null}
      {garage ? <SavedCars cars={cars} alerts={alerts} /> : null}
      <section aria-labelledby="viewed-heading" className="mt-10">
        <h2 id="viewed-heading" className="text-xl font-semibold">Recently viewed</h2>
        {viewed.length ? (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">{viewed.map((car) => <ViewedCar key={car.id} car={car} />)}</ul>
        ) : (
          <p className="mt-3">Cars you open appear here.</p>
        )}
      </section>
      <section aria-labelledby="searches-heading" className="mt-10">
        <h2 id="searches-heading" className="text-xl font-semibold">Saved searches</h2>
        <SavedSearchList initial={searches} />
      </section>
      <section aria-labelledby="enquiries-heading" className="mt-10">
        <h2 id="enquiries-heading" className="text-xl font-semibold">My enquiries</h2>
        {enquiries.length ? (
          <ul className="mt-3 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
            {enquiries.map((e) => (
              <li key={e.id} className="p-3">
                <p className="font-semibold">{e.category}{e.vehicle ? ` · ${e.vehicle}` : ''}</p>
                <p className="text-sm text-slate-700">Sent <time dateTime={e.createdAt}>{dateFormat.format(new Date(e.createdAt))}</time></p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">No enquiries sent with this mobile number yet.</p>
        )}
      </section>
    </main>
  )
}
