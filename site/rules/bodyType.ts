/**
 * FIN §3 Body types: "truck maps to ute for some dealers and lightTruck otherwise"
 * (`search.truckBodyMapsTo`). Feeds send `truck`; shoppers see the dealer's body type for it.
 */
export type TruckBody = 'lightTruck' | 'ute'

const BODY_LABELS: Readonly<Record<string, string>> = { lightTruck: 'Light Truck', ute: 'Ute', peopleMover: 'People Mover', stationWagon: 'Station Wagon', cabChassis: 'Cab Chassis' }

/** The body type a car is shown under: `truck` becomes the dealer's choice, every other value is kept. */
export const bodyTypeOf = (body: string, truckBodyMapsTo: TruckBody): string => (body.trim().toLowerCase() === 'truck' ? truckBodyMapsTo : body)

/** The words for a body type on a card chip ("lightTruck" → "Light Truck"); other values as the feed writes them. */
export const bodyLabel = (body: string, truckBodyMapsTo: TruckBody): string => {
  const mapped = bodyTypeOf(body, truckBodyMapsTo)
  return BODY_LABELS[mapped] ?? mapped
}
