/**
 * The car-type word on a vehicle card's `car_type` chip (INV §2 Vehicle card attribute chips).
 * A new car reads the site's `labels.newTag` (FIN §9 default labels: "New"); other types are the
 * feed value with a capital first letter ("Used", "Demo").
 */
export function carTypeLabel(carType: string, labels: { newTag: string }): string {
  if (carType === 'new') return labels.newTag
  return carType.replace(/^./, (c) => c.toUpperCase())
}
