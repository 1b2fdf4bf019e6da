import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LocationCardView } from '@/blocks/LocationBlock/LocationCardView'
import { LeadFormSection } from '@/site/forms/LeadFormSection'
import { loadLocationCards } from '@/site/locations/loadLocationCards'
import { mapProvider } from '@/site/locations/maps'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string; slug: string }> }

async function locationOf(params: Props['params']) {
  const { host, slug } = await params
  const site = await requireSite(Promise.resolve({ host }))
  const location = (await loadLocationCards(site)).find((l) => l.slug === decodeURIComponent(slug))
  return { site, location }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, location } = await locationOf(params)
  return { title: location ? `${location.name} | ${site.name}` : site.name }
}

/** /locations/{slug}: a location's card with its opening hours, and a contact form for it (FIN §2.1, §2.8). */
export default async function LocationPage({ params }: Props) {
  const { site, location } = await locationOf(params)
  if (!location) notFound()
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold">{location.name}</h1>
      <LocationCardView location={location} site={site} maps={mapProvider()} large showHours />
      <LeadFormSection site={site} type="contact" heading={`Contact ${location.name}`} prefill={{ location: String(location.id) }} />
    </main>
  )
}
