import { addViewed, listViewed } from '@/site/shoppers/recentlyViewed'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The signed-in shopper's recently viewed cars (site/shoppers/recentlyViewed.ts). */
export const GET = (request: Request) => listViewed(request)
export const POST = jsonOnly((request: Request) => addViewed(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST')
