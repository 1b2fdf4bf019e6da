import { setShopperAlerts } from '@/site/shoppers/savedCars'

/** The signed-in shopper's saved-car alerts on or off (site/shoppers/alerts.ts). */
export const POST = (request: Request) => setShopperAlerts(request)
