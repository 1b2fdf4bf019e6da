import { loadSpinWheel } from '@/layouts/spinWheel'
import { otherMethods } from '@/site/http/methodNotAllowed'
import { jsonOnly } from '@/site/http/jsonWrite'
import { spinToWin } from '@/site/promos/spinToWin'

/** The Spin to Win wheel posts here (site/promos/spinToWin.ts); the prizes come from the page's stored wheel. */
export const POST = jsonOnly((request: Request) => spinToWin(request, { loadWheel: loadSpinWheel }))

/** Every other method: 405 with a JSON message and `Allow` (site/http/methodNotAllowed.ts). */
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST')
