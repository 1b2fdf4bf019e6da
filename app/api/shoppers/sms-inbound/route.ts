import { receiveSms } from '@/site/shoppers/smsInbound'

/** Twilio's incoming-message webhook: STOP ends alerts (site/shoppers/smsInbound.ts). */
export const POST = (request: Request) => receiveSms(request)
