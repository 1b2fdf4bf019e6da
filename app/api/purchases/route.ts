import { purchase } from '@/site/reservations/reserve'

/** The online purchase form posts here (site/reservations/reserve.ts, FIN §4 Online purchase). */
export const POST = (request: Request) => purchase(request)
