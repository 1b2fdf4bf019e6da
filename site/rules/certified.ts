/**
 * Certified programmes (variants §2a; INV §4 card-tag rule 4 and Other widgets; FIN §4). The make
 * names live in the `certifiedPrograms` table; code only matches a car against its rows.
 */
import type { CertifiedProgram } from '../config/certifiedPrograms'
import { isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

export type { CertifiedProgram }

/** `certifiedPrograms` of SiteConfig: rows keyed by id. */
export type CertifiedPrograms = Readonly<Record<string, CertifiedProgram>>

export type CertifiedCar = Pick<CarInput, 'make' | 'car_type' | 'certified' | 'status'>

const sameMake = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Whether a car qualifies for one programme row: the make matches (ignoring case and surrounding
 * spaces), the row is enabled, the car type is listed (absent = any), certified when required,
 * and in stock when the row hides sold cars ("not sold" read as in stock, INV §4).
 */
export function qualifies(car: CertifiedCar, program: CertifiedProgram): boolean {
  if (!program.enabled || !car.make || !sameMake(car.make, program.make)) return false
  if (program.carTypes && !program.carTypes.some((type) => type === car.car_type)) return false
  if (program.requiresCertified && car.certified !== true) return false
  return !(program.hideWhenSold && !isInStock(car.status))
}

/** The first row, in table order, shown as `display` that the car qualifies for. */
export function certifiedProgramFor(car: CertifiedCar, programs: CertifiedPrograms, display: CertifiedProgram['display']): CertifiedProgram | null {
  return Object.values(programs).find((program) => program.display === display && qualifies(car, program)) ?? null
}

/**
 * The certified badge (INV §4 Other widgets, FIN §4): shows only when the make matches, certified
 * is true, the programme is enabled and the car is not sold. Returns the row (for its panel title).
 */
export const certifiedBadge = (car: CertifiedCar, programs: CertifiedPrograms): CertifiedProgram | null => certifiedProgramFor(car, programs, 'badge')

/** The certified logo of card-tag rule 4 (INV §4; FIN §4: used certified cars of one make). */
export const certifiedLogo = (car: CertifiedCar, programs: CertifiedPrograms): CertifiedProgram | null => certifiedProgramFor(car, programs, 'cardTagLogo')
