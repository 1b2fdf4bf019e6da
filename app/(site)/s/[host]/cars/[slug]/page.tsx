import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { VehicleDetail } from '@/site/components/VehicleDetail'
import { vehicleRoute } from '@/site/vehicles/vehicleRoute'
import { vehicleJsonLd } from '@/site/vehicles/vehicleJsonLd'

type Props = { params: Promise<{ host: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, car, origin } = await vehicleRoute(params)
  if (!car) return { title: `Not found | ${site.name}` }
  const title = `${[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')} | ${site.name}`
  const image = Array.isArray(car.images) ? (car.images as Array<{ url: string }>)[0]?.url : undefined
  return { metadataBase: new URL(origin), title, description: `${title}: ${car.km?.toLocaleString('en-AU') ?? 0} km, ${car.simpleTransmission ?? ''} ${car.body ?? ''}. Stock ${car.stockNumber}.`, alternates: { canonical: `/cars/${car.slug}` }, openGraph: { title, images: image ? [image] : [] } }
}

export default async function VehiclePage({ params }: Props) {
  const { site, car, origin } = await vehicleRoute(params)
  if (!car) notFound()
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(vehicleJsonLd(car, origin)).replace(/</g, '\\u003c') }} />
      <VehicleDetail car={car} site={site} />
    </>
  )
}
