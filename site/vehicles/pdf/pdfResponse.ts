import { decodeParam } from '../../http/decodeParam'
import { vehiclePdfFileName } from '../../rules/vehiclePdf'
import { hostFromParam } from '../../tenancy/requireSite'
import { siteOrigin } from '../../tenancy/siteOrigin'
import { resolveSite } from '../../tenancy/resolveSite'
import { loadVehicleState } from '../loadVehicle'
import { pdfImage } from './pdfImage'
import { vehiclePdf } from './vehiclePdf'

const failure = (message: string, status: number) => Response.json({ message }, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /cars/{slug}/pdf (INV §7 "PDF download by car slug. Returns a file"): the vehicle PDF as an
 * attachment; 404 JSON for a car the site does not list, `allowed`'s answer (a 429) when the caller
 * is over its limit, 500 JSON (logged) when drawing fails.
 */
export async function pdfResponse(params: { host: string; slug: string }, allowed: () => Promise<Response | null> = async () => null): Promise<Response> {
  const host = hostFromParam(params.host)
  const slug = decodeParam(params.slug)
  const site = await resolveSite(host)
  const state = site && slug !== null ? await loadVehicleState(site, slug) : null
  if (!site || state?.kind !== 'listed') return failure('No such vehicle on this site', 404)
  // only a PDF that would be drawn counts against the address's limit (a 404 is cheap)
  const refused = await allowed()
  if (refused) return refused
  const v = state.vehicle
  const origin = siteOrigin(site, host)
  const context = `site ${site.id} car ${v.id}`
  const image = await pdfImage(v.images[0]?.url, origin, context)
  const now = new Date()
  return vehiclePdf({ vehicle: v, site, pageUrl: `${origin}/cars/${encodeURIComponent(v.slug)}`, now, image }).then(
    (bytes) =>
      new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${vehiclePdfFileName(v.slug)}"`,
          'content-length': String(bytes.byteLength),
          'cache-control': 'private, max-age=300',
        },
      }),
    (error: unknown) => {
      console.error(`vehicle PDF failed for ${context}: ${String(error)}`)
      return failure('The PDF could not be prepared. Please try again later.', 500)
    },
  )
}
