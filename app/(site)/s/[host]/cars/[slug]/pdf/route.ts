import { getPayloadClient } from '@/site/payload'
import { pdfAllowed } from '@/site/vehicles/pdf/pdfLimit'
import { pdfResponse } from '@/site/vehicles/pdf/pdfResponse'

/** GET /cars/{slug}/pdf: the vehicle PDF download (INV §7), rate-limited per address (site/vehicles/pdf/pdfLimit.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return pdfResponse(await params, async () => pdfAllowed(await getPayloadClient(), request.headers))
}
