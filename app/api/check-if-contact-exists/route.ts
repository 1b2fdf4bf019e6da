import { checkContactExists } from '@/site/shoppers/contactChecks'

/** FIN §7: `?phone_number=` (site/shoppers/contactChecks.ts). */
export const GET = (request: Request) => checkContactExists(request)
