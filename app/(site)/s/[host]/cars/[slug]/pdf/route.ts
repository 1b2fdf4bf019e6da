import { pdfResponse } from '@/site/vehicles/pdf/pdfResponse'

/** GET /cars/{slug}/pdf: the vehicle PDF download (INV §7). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return pdfResponse(await params)
}
