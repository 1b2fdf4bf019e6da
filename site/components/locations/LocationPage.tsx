import { Link } from '../Link'
import { LocationMap } from '../LocationMap'
import { LeadFormSection } from '../forms/LeadFormSection'
import { loadReviews, type SiteReviews } from '../../reviews/loadReviews'
import { ReviewBadge, ReviewCarousel } from '../reviews/ReviewViews'
import { GOOGLE_REVIEWS_FULL_QUANTITY } from '../../rules/rating'
import { REVIEWS_PATH } from '../../rules/reviews'
import type { HoursCell } from '../../rules/hours'
import { jsonForScript } from '../../vehicles/vehicleJsonLd'
import type { SiteView } from '../../tenancy/siteView'
import { DepartmentSelect } from './DepartmentSelect.client'
import { locationJsonLd } from '../../locations/locationJsonLd'
import type { LocationPageModel } from '../../locations/locationPageModel'
import { directionsUrl, mapProvider } from '../../locations/maps'

const button = 'inline-block rounded border border-brand-dark px-4 py-2 font-semibold text-brand-dark hover:bg-brand-dark hover:text-white'

function Cell({ cell }: { cell: HoursCell }) {
  return cell.kind === 'link' ? <a className="underline" href={cell.url}>{cell.label}</a> : <>{cell.text}</>
}

/** The weekly and holiday hours, and the site brand's hours note (FIN §2.9 brand opening hours) under them. */
function HoursTables({ model, note }: { model: LocationPageModel; note: string | null }) {
  return (
    <section aria-labelledby="hours-heading" className="mt-8">
      <h2 id="hours-heading" className="text-xl font-bold">Opening hours</h2>
      <table data-testid="opening-hours" className="mt-3 w-full max-w-md text-left">
        <tbody>
          {model.hours.map((row) => (
            <tr key={row.label} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-6 font-medium">{row.label}</th>
              <td className="py-2"><Cell cell={row.cell} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      {model.holidays.length ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">Holiday hours</h3>
          <table data-testid="holiday-hours" className="mt-2 w-full max-w-md text-left">
            <thead><tr><th scope="col">Date</th><th scope="col">Hours</th></tr></thead>
            <tbody>
              {model.holidays.map((row) => (
                <tr key={row.day} className="border-b border-slate-200">
                  <td className="py-2 pr-6">{row.dateText}</td>
                  <td className="py-2"><Cell cell={row.cell} />{row.note ? ` (${row.note})` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {note ? <p className="mt-4 max-w-md rounded border-l-4 border-brand-dark bg-slate-50 px-4 py-3 text-slate-900" data-testid="hours-note">{note}</p> : null}
    </section>
  )
}

function Buttons({ model, site }: { model: LocationPageModel; site: SiteView }) {
  const { location } = model
  const bookService = site.config.locations.contactButton === 'bookService'
  return (
    <p className="mt-6 flex flex-wrap gap-2">
      {bookService ? <Link className={button} href={site.config.navigation.serviceBookingUrl}>Book a Service</Link> : <a className={button} href="#enquire">Contact</a>}
      <a className={button} href={directionsUrl(location)} rel="noopener">Get Directions<span className="sr-only"> to {location.name}</span></a>
      {model.stockHref ? <Link className={button} href={model.stockHref}>View Our Stock<span className="sr-only"> at {location.name}</span></Link> : null}
    </p>
  )
}

/** The location's newest reviews (FIN §9: 12 at full quantity) with the badge; nothing without reviews. */
function LocationReviews({ site, reviews, name }: { site: SiteView; reviews: SiteReviews; name: string }) {
  if (reviews.reviews.length === 0) return null
  return (
    <section aria-labelledby="location-reviews-heading" className="mt-10" data-testid="location-reviews">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="location-reviews-heading" className="text-xl font-bold">Reviews of {name}</h2>
        <ReviewBadge site={site} summary={reviews.summary} />
      </div>
      <div className="mt-4"><ReviewCarousel reviews={reviews.reviews.slice(0, GOOGLE_REVIEWS_FULL_QUANTITY)} now={new Date()} label={`Reviews of ${name}`} /></div>
      <p className="mt-3"><Link className="font-semibold text-brand-dark underline" href={REVIEWS_PATH}>Read all reviews</Link></p>
    </section>
  )
}

/** /locations/{slug} (or the site's `navigation.paths.location`): FIN §2.8 Location page; rating and reviews from the location's real reviews. */
export async function LocationPage({ model, site, origin }: { model: LocationPageModel; site: SiteView; origin: string }) {
  const reviews = await loadReviews(site, { locationId: model.location.id })
  const location = { ...model.location, rating: reviews.summary.averageRating, reviewCount: reviews.summary.count }
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(locationJsonLd(location, `${origin}${model.path}`)) }} />
      <div className="md:grid md:grid-cols-2 md:gap-8">
        <div>
          <h1 className="text-3xl font-bold">{location.name}</h1>
          {model.departments.length ? <DepartmentSelect options={model.departments} /> : null}
          {location.rating !== null && location.reviewCount && !site.config.reviews.hidden ? (
            <p className="mt-2 text-slate-700" data-testid="location-rating">Rated {location.rating.toFixed(1)} out of 5 from {location.reviewCount} reviews</p>
          ) : null}
          <address className="mt-3 not-italic text-slate-700">{location.addressLine}</address>
          {location.phone ? <a className="mt-1 inline-block text-brand-dark underline" href={`tel:${location.phone.replace(/\s+/g, '')}`}>{location.phone}</a> : null}
          {location.licence ? <p className="mt-2 text-sm text-slate-600">Dealer licence {location.licence}</p> : null}
          {location.repairer ? <p className="text-sm text-slate-600">Repairer number {location.repairer}</p> : null}
          <Buttons model={model} site={site} />
          <HoursTables model={model} note={site.brand?.hoursNote ?? null} />
        </div>
        <div className="mt-8 md:mt-0"><LocationMap location={location} maps={mapProvider()} large /></div>
      </div>
      {model.nearby.length ? (
        <nav aria-labelledby="nearby-heading" className="mt-10">
          <h2 id="nearby-heading" className="text-xl font-bold">Other locations</h2>
          <ul className="mt-3 grid gap-2 md:grid-cols-3">
            {model.nearby.map((n) => (
              <li key={n.href}><Link className="text-brand-dark underline" href={n.href}>{n.name}</Link>{n.km !== null ? <span className="text-sm text-slate-600"> ({n.km} km away)</span> : null}</li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LocationReviews site={site} reviews={reviews} name={location.name} />
      <div id="enquire">
        <LeadFormSection site={site} type="contact" heading={`Contact ${location.name}`} prefill={{ location: String(location.id) }} />
      </div>
    </main>
  )
}
