/** The card's favourite / compare control and the watchlist save button (INV §2 Vehicle card). */
import { isInStock } from './stockState'
import type { CarInput } from './vehicleTypes'

/** `vehicleCard.saveControlRequires` values: extra conditions on top of "in stock". */
export type SaveControlRequirement = 'priceAboveZero' | 'hasImages' | 'used'

export type SaveControlCar = Pick<CarInput, 'status' | 'price' | 'car_type' | 'images' | 'thumbnails' | 'photos_count'>

/** "Images or thumbnails" (INV §2): an image list, a thumbnail list or a photo count above 0. */
export const hasImages = (car: Pick<CarInput, 'images' | 'thumbnails' | 'photos_count'>): boolean =>
  (car.images?.length ?? 0) > 0 || (car.thumbnails?.length ?? 0) > 0 || (car.photos_count ?? 0) > 0

const REQUIREMENTS: Record<SaveControlRequirement, (car: SaveControlCar) => boolean> = {
  priceAboveZero: (car) => (car.price ?? 0) > 0,
  hasImages,
  used: (car) => car.car_type === 'used',
}

/**
 * The favourite or compare control shows only for a car in stock, and on some sites only when it
 * also meets every requirement listed in `vehicleCard.saveControlRequires` (INV §2).
 */
export function showSaveControl(car: SaveControlCar, requires: readonly SaveControlRequirement[]): boolean {
  return isInStock(car.status) && requires.every((requirement) => REQUIREMENTS[requirement](car))
}

/** The watchlist save button hides sold cars unless the visitor already saved the car (INV §2). */
export const showWatchlistSave = (car: Pick<CarInput, 'status'>, alreadySaved: boolean): boolean => alreadySaved || isInStock(car.status)
