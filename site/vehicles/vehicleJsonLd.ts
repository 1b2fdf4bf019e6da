import type { Vehicle } from '../../payload-types'
import { isInStock } from '../rules/stockState'

/** schema.org Car with an offer; a car that is not in stock is SoldOut. */
export function vehicleJsonLd(car: Vehicle, origin: string): Record<string, unknown> {
  const images = Array.isArray(car.images) ? (car.images as Array<{ url: string }>).map((i) => new URL(i.url, origin).toString()) : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    mileageFromOdometer: car.km == null ? undefined : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    itemCondition: car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    vehicleIdentificationNumber: car.vin ?? undefined,
    color: car.colour ?? undefined,
    image: images,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'AUD',
      price: car.price && car.price > 10 ? car.price : undefined,
      availability: isInStock(car.status) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${origin}/cars/${car.slug}`,
    },
  }
}
