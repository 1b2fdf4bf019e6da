import { addSaved, listSaved, removeSaved } from '@/site/shoppers/savedCars'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'

/** The signed-in shopper's saved cars (site/shoppers/savedCars.ts). */
export const GET = (request: Request) => listSaved(request)
export const POST = jsonOnly((request: Request) => addSaved(request))
export const DELETE = jsonOnly((request: Request) => removeSaved(request))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { PUT, PATCH } = otherMethods('GET', 'POST', 'DELETE')
