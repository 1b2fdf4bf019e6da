import { z } from 'zod'
import { getPayloadClient } from '@/site/payload'

const ZPhoneReveal = z.object({ car_id: z.number().int().positive(), dealership_id: z.number().int().positive().nullable(), website_id: z.number().int().positive(), event: z.literal(25) })

/**
 * The lead call on phone reveal (INV §7: body car_id, dealership_id, website_id; result only
 * logged). Leads are stored by a later flow; until then the reveal is logged with its context.
 */
export async function POST(request: Request) {
  const parsed = ZPhoneReveal.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ message: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') }, { status: 400 })
  const payload = await getPayloadClient()
  payload.logger.info({ msg: 'phone reveal', ...parsed.data })
  return Response.json({ ok: true })
}
