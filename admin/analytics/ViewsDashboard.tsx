import type { Payload, TypedUser } from 'payload'
import { mostViewedCars, pageViews, type CarFigures, type Since } from '../../site/analytics/viewCounts'
import { postgresPool } from '../../site/payloadDb'
import { dayOf, startOfToday } from '../../site/rules/leadDashboard'

type Props = { payload: Payload; user?: TypedUser | null }

/** The dashboard window: today and the 29 days before it (Brisbane days). */
export const WINDOW_DAYS = 30

export function windowStart(now: Date): Since {
  const first = new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000)
  return { day: dayOf(first), at: startOfToday(first) }
}

function SiteFigures({ name, cars, views }: { name: string; cars: CarFigures[]; views: number }) {
  const id = `views-${name.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <div aria-labelledby={id} role="group" style={{ marginBottom: '1rem' }}>
      <h3 id={id}>{name}</h3>
      <p>{views.toLocaleString('en-AU')} page views in the last {WINDOW_DAYS} days</p>
      {cars.length === 0 ? (
        <p>No car views in the last {WINDOW_DAYS} days yet.</p>
      ) : (
        <table>
          <caption style={{ textAlign: 'left' }}>Most viewed cars, last {WINDOW_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Views</th>
              <th scope="col">Leads</th>
              <th scope="col">Views → leads</th>
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => (
              <tr key={car.carId} data-car={car.slug}>
                <th scope="row">
                  <a href={`/admin/collections/vehicles/${car.carId}`}>{car.name || car.slug}</a>
                </th>
                <td>{car.views.toLocaleString('en-AU')}</td>
                <td>
                  <a href={`/admin/collections/leads?where[and][0][vehicle][equals]=${car.carId}&sort=-createdAt`}>{car.leads}</a>
                </td>
                <td>{car.conversion === null ? '–' : `${car.conversion}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/**
 * Admin home panel (issue 15 item 6): per site the user may see (a dealer's own sites only, read
 * with the user's own eyes), the most viewed cars of the last 30 days and each car's leads.
 */
export async function ViewsDashboard({ payload, user }: Props) {
  if (!user || user.collection !== 'users') return null
  const { docs: sites } = await payload.find({ collection: 'sites', user, overrideAccess: false, depth: 0, limit: 20, select: { name: true }, sort: 'name' })
  if (!sites.length) return null
  const since = windowStart(new Date())
  const pool = postgresPool(payload)
  const figures = await Promise.all(sites.map(async (site) => ({ site, cars: await mostViewedCars(pool, site.id, since), views: await pageViews(pool, site.id, since) })))
  return (
    <section aria-labelledby="views-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 id="views-dashboard">Views and leads</h2>
      {figures.map(({ site, cars, views }) => <SiteFigures key={site.id} name={site.name} cars={cars} views={views} />)}
    </section>
  )
}
