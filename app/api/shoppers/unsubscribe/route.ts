import { unsubscribe, unsubscribePage } from '@/site/shoppers/unsubscribe'

/** The email alerts' unsubscribe link (site/shoppers/unsubscribe.ts). */
export const GET = (request: Request) => unsubscribePage(request)
export const POST = (request: Request) => unsubscribe(request)
