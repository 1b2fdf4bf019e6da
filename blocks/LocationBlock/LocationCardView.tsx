import { LocationMap } from '../../site/components/LocationMap'
import { Link } from '../../site/components/Link'
import type { LocationCard } from '../../site/locations/loadLocationCards'
import { directionsUrl, type MapProvider } from '../../site/locations/maps'
import type { SiteView } from '../../site/tenancy/siteView'
import { HolidayHours } from './HolidayHoursIsland.client'
import { holidayHoursRows } from '../../site/rules/holidayHours'
import { locationPath } from '../../site/rules/locationPath'
import { closedLinkFor, openingHoursRows, type HoursCell } from '../../site/rules/hours'
import { Stars } from '../../site/components/Stars'

type Props = { location: LocationCard; site: SiteView; maps: MapProvider; large: boolean; showHours: boolean }

const cellText = (cell: HoursCell) => (cell.kind === 'text' ? cell.text : cell.label)

const button = 'inline-block rounded border border-brand-dark px-3 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-dark hover:text-white'

/** FIN §2.8 card: image or map, name, rating, address, phone, hours, licence numbers, buttons by setting. */
export function LocationCardView({ location, site, maps, large, showHours }: Props) {
  const cfg = site.config.locations
  const contactHref = site.config.navigation.paths.contact
  const detailsHref = cfg.cardLink === 'contact' ? contactHref : locationPath(site.config.navigation.paths.location, location.slug)
  const closedLink = closedLinkFor(location.id, cfg.closedDayLinks)
  const holidays = holidayHoursRows(location.specialHours, { now: new Date(), closedLink }).map((row) => ({ date: row.dateText, text: cellText(row.cell), note: row.note }))
  return (
    <article className={`rounded-lg border border-slate-200 p-5 ${large ? 'md:grid md:grid-cols-2 md:gap-6' : ''}`}>
      <LocationMap location={location} maps={maps} large={large} />
      <div className={large ? 'mt-4 md:mt-0' : 'mt-4'}>
        <h3 className="text-lg font-semibold">{location.name}</h3>
        {location.rating !== null && !site.config.reviews.hidden ? <Stars rating={location.rating} count={location.reviewCount} /> : null}
        <address className="mt-2 not-italic text-slate-700">{location.addressLine}</address>
        {location.phone ? <a className="mt-1 inline-block text-brand-dark underline" href={`tel:${location.phone.replace(/\s+/g, '')}`}>{location.phone}</a> : null}
        {showHours && location.openingHours.length ? (
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            {openingHoursRows(location.openingHours, closedLink).map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-medium">{row.label}</dt>
                <dd>{row.cell.kind === 'link' ? <Link className="underline" href={row.cell.url}>{row.cell.label}</Link> : row.cell.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {holidays.length ? <div className="mt-2"><HolidayHours locationName={location.name} rows={holidays} /></div> : null}
        {location.licence ? <p className="mt-2 text-xs text-slate-600">Dealer licence {location.licence}</p> : null}
        {location.repairer ? <p className="text-xs text-slate-600">Repairer number {location.repairer}</p> : null}
        <p className="mt-4 flex flex-wrap gap-2">
          {cfg.contactButton === 'bookService' ? <Link className={button} href={site.config.navigation.serviceBookingUrl}>Book a Service</Link> : <Link className={button} href={contactHref}>Contact</Link>}
          <a className={button} href={directionsUrl(location)} rel="noopener">Get Directions<span className="sr-only"> to {location.name}</span></a>
          <Link className={button} href={detailsHref}>{cfg.detailsLabel}<span className="sr-only">: {location.name}</span></Link>
          {cfg.showViewStockButton ? <Link className={button} href={site.config.navigation.stockSearchPath}>View Our Stock</Link> : null}
        </p>
      </div>
    </article>
  )
}
