import { cached } from '../cache/cached'
import { tags } from '../cache/tags'
import { loadReviews } from '../reviews/loadReviews'
import { summariesByLocation, type ReviewSummary } from '../rules/reviews'
import type { SiteView } from '../tenancy/siteView'
import { addressLineOf, findVisibleLocations } from './loadLocations'

type Hours = { status?: string | null; open?: string | null; close?: string | null }

export type LocationCard = {
  id: number
  name: string
  slug: string
  /** The dealership the location belongs to (a lead sent to the location goes to it). */
  dealershipId: number | null
  type: 'sales' | 'service' | 'parts'
  subtype: string | null
  primary: boolean
  manufacturers: string[]
  addressLine: string
  address: { street: string | null; city: string | null; state: string | null; postcode: string | null }
  lat: number | null
  lng: number | null
  mapsQuery: string
  mapKey: string | null
  phone: string | null
  licence: string | null
  repairer: string | null
  rating: number | null
  reviewCount: number | null
  imageUrl: string | null
  openingHours: Array<Hours & { weekday: string }>
  specialHours: Array<Hours & { date: string; note?: string | null }>
}

/**
 * The rating each location shows: its stored summary (every published review), or, on a site that
 * hides reviews by title (`reviews.hiddenTitles`), the summary of the reviews the site shows.
 */
async function ratingsOf(site: SiteView): Promise<((id: number, stored: ReviewSummary) => ReviewSummary)> {
  if (site.config.reviews.hiddenTitles.length === 0) return (_id, stored) => stored
  const shown = summariesByLocation((await loadReviews(site)).reviews)
  return (id) => shown.get(id) ?? { averageRating: null, count: 0 }
}

/** Everything a location card shows, for the site's visible locations, primary first. */
export function loadLocationCards(site: SiteView): Promise<LocationCard[]> {
  return cached(
    async () => {
      const [docs, ratingOf] = await Promise.all([findVisibleLocations(site), ratingsOf(site)])
      return docs.map((l) => {
        const rating = ratingOf(l.id, { averageRating: l.reviews?.averageRating ?? null, count: l.reviews?.count ?? 0 })
        const a = l.address ?? {}
        const addressLine = addressLineOf(a)
        return {
          id: l.id,
          name: l.name,
          slug: l.slug,
          dealershipId: typeof l.dealership === 'number' ? l.dealership : (l.dealership?.id ?? null),
          type: (l.type ?? 'sales') as LocationCard['type'],
          subtype: l.subtype ?? null,
          primary: Boolean(l.primary),
          manufacturers: (l.manufacturers ?? []) as string[],
          addressLine,
          address: { street: a.street ?? null, city: a.city ?? null, state: a.state ?? null, postcode: a.postcode ?? null },
          lat: a.lat ?? null,
          lng: a.lng ?? null,
          mapsQuery: a.lat != null && a.lng != null ? `${a.lat},${a.lng}` : addressLine,
          mapKey: a.mapKey ?? null,
          phone: l.contact?.phone ?? null,
          licence: l.dealerLicenceNumber ?? null,
          repairer: l.repairerNumber ?? null,
          rating: rating.averageRating,
          reviewCount: rating.averageRating === null ? null : rating.count,
          imageUrl: l.imageUrl ?? null,
          openingHours: (l.openingHours ?? []).map((h) => ({ weekday: h.weekday, status: h.status, open: h.open, close: h.close })),
          specialHours: (l.specialHours ?? []).map((h) => ({ date: h.date, status: h.status, open: h.open, close: h.close, note: h.note })),
        }
      })
    },
    ['location-cards', String(site.id)],
    { tags: [tags.site(site.id), ...site.dealershipIds.map((d) => tags.dealership(d))] },
  )()
}
