/** Reading the first-party counts: a car's views figure and the dealer dashboard's figures. */
import { getPayloadClient } from '../payload'
import { conversionPercent } from '../rules/analytics'
import type { Queryable } from '../search/queryable'
import { postgresPool } from '../payloadDb'

/** A car's views: one per browser per day, counted by `POST /api/events`. */
export async function viewsOf(carId: number): Promise<number> {
  const { rows } = await postgresPool(await getPayloadClient()).query('select views from vehicle_views where vehicle_id = $1', [carId])
  return Number(rows[0]?.views ?? 0)
}

export type CarFigures = { carId: number; name: string; slug: string; views: number; leads: number; conversion: number | null }

/** The start of a dashboard window: the first counted day (yyyy-MM-dd, Brisbane) and its first instant. */
export type Since = { day: string; at: Date }

/**
 * A site's most viewed cars since `since`, with the leads each car brought on
 * the same site in the same time (spam excluded): views → leads per car.
 */
export async function mostViewedCars(pool: Queryable, siteId: number, since: Since, limit = 10): Promise<CarFigures[]> {
  const { rows } = await pool.query(
    `with viewed as (
       select car_id, sum(count)::bigint as views from event_counts
       where site_id = $1 and event = 'vehicle-view' and day >= $2::date and car_id > 0
       group by car_id order by views desc, car_id limit $3)
     select v.id, v.name, v.slug, viewed.views,
       (select count(*) from leads l where l.site_id = $1 and l.vehicle_id = v.id and coalesce(l.spam, false) = false
          and l.created_at >= $4) as leads
     from viewed join vehicles v on v.id = viewed.car_id
     order by viewed.views desc, v.id`,
    [siteId, since.day, limit, since.at.toISOString()],
  )
  return rows.map((r) => {
    const views = Number(r.views)
    const leads = Number(r.leads)
    return { carId: Number(r.id), name: String(r.name ?? ''), slug: String(r.slug ?? ''), views, leads, conversion: conversionPercent(views, leads) }
  })
}

/** Total page views of a site since a day. */
export async function pageViews(pool: Queryable, siteId: number, since: Since): Promise<number> {
  const { rows } = await pool.query(`select coalesce(sum(count), 0) as n from event_counts where site_id = $1 and event = 'page-view' and day >= $2::date`, [siteId, since.day])
  return Number(rows[0]?.n ?? 0)
}
