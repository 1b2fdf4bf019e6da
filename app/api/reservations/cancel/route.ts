import { abandonCheckout } from '@/site/reservations/abandon'

export const dynamic = 'force-dynamic'

/** The payment provider's cancel URL (site/reservations/abandon.ts): the shopper turned back from paying. */
export const GET = (request: Request) => abandonCheckout(request)
