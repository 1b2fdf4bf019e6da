import { addSearch, listSearches, removeSearch } from '@/site/shoppers/savedSearches'

/** The signed-in shopper's saved searches (site/shoppers/savedSearches.ts). */
export const GET = (request: Request) => listSearches(request)
export const POST = (request: Request) => addSearch(request)
export const DELETE = (request: Request) => removeSearch(request)
