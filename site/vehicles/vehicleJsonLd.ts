import { isInStock } from '../rules/stockState'
import { PRICE_SHOWN_ABOVE } from '../rules/pricing'
import { vehicleProfile } from '../rules/vehicleProfiles'
import type { VehicleView } from './vehicleView'

/** schema.org Car (Motorcycle, or Vehicle for a truck, caravan or motorhome) with an offer; a car that is not in stock is SoldOut. */
export function vehicleJsonLd(v: VehicleView, origin: string): Record<string, unknown> {
  const price = v.car.price ?? 0
  return {
    '@context': 'https://schema.org',
    '@type': vehicleProfile(v.car).schemaType,
    name: v.name,
    brand: { '@type': 'Brand', name: v.car.make },
    model: v.car.model,
    vehicleModelDate: v.car.year ? String(v.car.year) : undefined,
    mileageFromOdometer: v.car.km == null ? undefined : { '@type': 'QuantitativeValue', value: Number(v.car.km), unitCode: 'KMT' },
    itemCondition: v.car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    vehicleIdentificationNumber: v.car.vin ?? undefined,
    color: v.car.colour ?? undefined,
    bodyType: v.car.body ?? undefined,
    image: v.images.map((i) => new URL(i.url, origin).toString()),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'AUD',
      price: price > PRICE_SHOWN_ABOVE ? price : undefined,
      availability: isInStock(v.car.status) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${origin}/cars/${encodeURIComponent(v.slug)}`,
    },
  }
}

/** BreadcrumbList matching the page's breadcrumb. */
export function breadcrumbJsonLd(v: VehicleView, origin: string): Record<string, unknown> {
  const items = [
    { name: 'Home', url: `${origin}/` },
    { name: `${v.car.car_type} cars`, url: `${origin}/search/${v.car.car_type}-cars` },
    { name: v.title, url: `${origin}/cars/${encodeURIComponent(v.slug)}` },
  ]
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })) }
}

/** JSON for a script tag: `<` escaped so feed text can never close the tag. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
