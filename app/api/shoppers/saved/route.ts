import { addSaved, listSaved, removeSaved } from '@/site/shoppers/savedCars'

/** The signed-in shopper's saved cars (site/shoppers/savedCars.ts). */
export const GET = (request: Request) => listSaved(request)
export const POST = (request: Request) => addSaved(request)
export const DELETE = (request: Request) => removeSaved(request)
