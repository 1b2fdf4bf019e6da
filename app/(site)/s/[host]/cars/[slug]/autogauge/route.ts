import { gaugeResponse } from '@/site/vehicles/gauge/gaugeResponse'

/** GET /cars/{slug}/autogauge: the market-price gauge reply (INV §7). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return gaugeResponse(await params)
}
