import { decodeParam } from '../http/decodeParam'
import { soldMessage } from '../rules/stockState'
import { hostFromParam } from '../tenancy/requireSite'
import { resolveSite } from '../tenancy/resolveSite'
import { similarSearchHref } from './carLinks'
import { loadVehicleState } from './loadVehicle'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#083a66;font-weight:600}li{margin:.5rem 0}</style></head><body><main>${body}</main></body></html>`

const html = (markup: string, status: number) => new Response(markup, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' } })

/** The 410 page: the sold message and links to similar stock (INV §4 Stock state). */
export async function goneResponse(params: { host: string; slug: string }): Promise<Response> {
  const site = await resolveSite(hostFromParam(params.host))
  const slug = decodeParam(params.slug)
  const state = site && slug !== null ? await loadVehicleState(site, slug) : null
  if (!site || state?.kind !== 'gone') return html(page('Page not found', '<h1>Page not found</h1><p><a href="/">Go to the home page</a></p>'), 404)
  const v = state.vehicle
  const links = [
    { href: similarSearchHref({ slug: v.slug, make: v.car.make, body: v.car.body, price: v.car.price }), label: `Similar ${[v.car.make, v.car.body].filter(Boolean).join(' ')} in stock` },
    { href: `/search/${v.car.car_type}-cars`, label: `All ${v.car.car_type} stock` },
    { href: '/', label: `${site.name} home` },
  ]
  const body = `<h1>${escapeHtml(v.name)} has been sold</h1><p>${escapeHtml(soldMessage(site.config.labels.vehicleNoun))}</p><ul>${links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul>`
  return html(page(`${v.name} sold | ${site.name}`, body), 410)
}
