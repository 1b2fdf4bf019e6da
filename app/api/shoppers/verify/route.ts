import { verifyCode } from '@/site/shoppers/signIn'

/** Shopper phone sign-in (site/shoppers/signIn.ts). */
export const POST = (request: Request) => verifyCode(request)
