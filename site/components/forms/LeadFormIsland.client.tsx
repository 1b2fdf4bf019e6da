'use client'
import dynamic from 'next/dynamic'

/**
 * The lead form's entry: a separate chunk (react-hook-form, zod, the date rules), fetched only
 * where a form renders. Every page that can hold blocks imports the registry, so a static import
 * would put the form in the chunks of every page (issue 18).
 */
export const LeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm))
