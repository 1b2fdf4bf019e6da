import { addSearch, listSearches, removeSearch } from '@/site/shoppers/savedSearches'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The signed-in shopper's saved searches (site/shoppers/savedSearches.ts). */
export const GET = (request: Request) => listSearches(request)
export const POST = jsonOnly((request: Request) => addSearch(request))
export const DELETE = jsonOnly((request: Request) => removeSearch(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH } = otherMethods('GET', 'POST', 'DELETE')
