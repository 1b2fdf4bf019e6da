'use client'
import { deferredIsland } from '../deferredIsland'

/**
 * The lead form's entry: a separate chunk (react-hook-form, zod, the date rules), fetched only
 * where a form renders, after the page's load event or at the shopper's first interaction
 * (site/components/deferredIsland.ts). Every page that can hold blocks imports the registry, so a
 * static import would put the form in the chunks of every page (issue 18).
 */
export const LeadForm = deferredIsland(() => import('./LeadForm.client').then((m) => m.LeadForm))
