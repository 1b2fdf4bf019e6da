'use server'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { SimilarList } from './SimilarList'
import { HOST_HEADER } from '../../tenancy/hostHeader'
import { resolveSite } from '../../tenancy/resolveSite'
import { loadVehicleState } from '../../vehicles/loadVehicle'

/**
 * The similar-cars list of a car on the requesting host's site, as rendered cards (INV §4: the
 * page shows 6 skeletons, then the hits). Loaded after the page, so cached vehicle pages stay
 * small; the list itself comes from the cached similar-cars loader.
 */
export async function similarCarsFor(slug: string): Promise<ReactNode> {
  if (typeof slug !== 'string') return null
  const site = await resolveSite((await headers()).get(HOST_HEADER) ?? 'localhost')
  if (!site) return null
  const state = await loadVehicleState(site, slug)
  return state.kind === 'missing' ? null : <SimilarList site={site} vehicle={state.vehicle} />
}
