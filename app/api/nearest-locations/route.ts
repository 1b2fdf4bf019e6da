import { nearestLocations } from '@/site/locations/nearestLocations'

/** The locations page's postcode sort asks here (site/locations/nearestLocations.ts). */
export const GET = (request: Request) => nearestLocations(request)
