import { handleImport } from '@/site/inventory/import/handler'
import { otherMethods } from '@/site/http/methodNotAllowed'

export const POST = (request: Request) => handleImport(request)

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
