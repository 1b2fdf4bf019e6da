'use client'
import dynamic from 'next/dynamic'

/**
 * The offers search's entry: a chunk of its own, fetched only where an OfferList renders (every page
 * that can hold blocks imports the registry; issue 18). Rendered on the server as before.
 */
export const OffersSearch = dynamic(() => import('./OffersSearch.client').then((m) => m.OffersSearch))
