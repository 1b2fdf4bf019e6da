'use client'
import { deferredIsland } from '../deferredIsland'

/**
 * The lead form's entry: a separate chunk (react-hook-form, zod, the date rules), fetched only
 * where a form renders, and there only when the form comes within half a screen of the viewport
 * or the shopper acts in it (a form under a location's hours and reviews costs a visit that reads
 * the top nothing). Its server HTML is the whole form meanwhile: what the shopper types, ticks or
 * presses before it hydrates is kept and done again then (site/components/deferredIsland.ts).
 * Every page that can hold blocks imports the registry, so a static import would put the form in
 * the chunks of every page (issue 18).
 */
export const LeadForm = deferredIsland(() => import('./LeadForm.client').then((m) => m.LeadForm), 'near')
