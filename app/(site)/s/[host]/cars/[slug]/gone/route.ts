import { goneResponse } from '@/site/vehicles/goneResponse'

/** 410 Gone for a car sold before the sold-car window (proxy.ts rewrites /cars/{slug} here); 404 otherwise. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string; slug: string }> }) {
  return goneResponse(await params)
}
