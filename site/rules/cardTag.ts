/** The card tag (INV §4 Card tag): the first matching rule wins. */
import { isInStock } from './stockState'

export const NEW_ARRIVAL_DAYS = 8
const DAY_MS = 24 * 60 * 60 * 1000

export type CardTagInput = {
  status: string | null | undefined
  reserved: boolean | null | undefined
  tag: string | null | undefined
  fuel: string | null | undefined
  make: string | null | undefined
  carType: string | null | undefined
  certified: boolean | null | undefined
  listedAt: string | Date | null | undefined
}

export type CertifiedLogoRule = { make: string; enabled: boolean; carTypes?: string[]; requiresCertified: boolean; display: 'cardTagLogo' | 'badge'; logoUrl?: string }

export type CardTagSettings = {
  fuelTypeTag: boolean
  tagColours: Record<string, 'green' | 'red'>
  certifiedPrograms: Record<string, CertifiedLogoRule>
  labels: { soldTag: string; newArrival: string }
}

export type CardTag =
  | { kind: 'sold' | 'fuel' | 'reserved' | 'comingSoon' | 'newArrival'; text: string }
  | { kind: 'certified'; make: string; logoUrl: string | null }
  | { kind: 'free'; text: string; colour: 'green' | 'red' }

const certifiedLogo = (car: CardTagInput, programs: Record<string, CertifiedLogoRule>): CertifiedLogoRule | null => {
  const program = car.make ? programs[car.make] : undefined
  if (!program || !program.enabled || program.display !== 'cardTagLogo') return null
  if (program.carTypes && !program.carTypes.includes(car.carType ?? '')) return null
  return program.requiresCertified && !car.certified ? null : program
}

/** New arrival: listed within the last 8 days; exactly 8 days ago still counts, a millisecond more does not. */
export const isNewArrival = (listedAt: CardTagInput['listedAt'], now: Date): boolean => {
  if (!listedAt) return false
  const age = now.getTime() - new Date(listedAt).getTime()
  return age >= 0 && age <= NEW_ARRIVAL_DAYS * DAY_MS
}

export function cardTag(car: CardTagInput, settings: CardTagSettings, now: Date): CardTag | null {
  if (!isInStock(car.status)) return { kind: 'sold', text: settings.labels.soldTag }
  const fuel = (car.fuel ?? '').toLowerCase()
  if (settings.fuelTypeTag && (fuel === 'electric' || fuel === 'hybrid')) return { kind: 'fuel', text: fuel === 'electric' ? 'Electric' : 'Hybrid' }
  if (car.reserved) return { kind: 'reserved', text: 'Reserved' }
  const logo = certifiedLogo(car, settings.certifiedPrograms)
  if (logo) return { kind: 'certified', make: logo.make, logoUrl: logo.logoUrl ?? null }
  if (car.tag && car.tag.trim()) return { kind: 'free', text: car.tag, colour: settings.tagColours[car.tag] ?? 'red' }
  if (car.status === 'coming_soon') return { kind: 'comingSoon', text: 'COMING SOON' }
  if (isNewArrival(car.listedAt, now)) return { kind: 'newArrival', text: settings.labels.newArrival }
  return null
}
