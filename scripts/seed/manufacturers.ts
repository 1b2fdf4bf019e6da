/**
 * The platform's manufacturers (FIN §3 Manufacturer) for the demo's makes, each with a drawn SVG
 * logo, except a few that show the site's not-found fallback (FIN §2.9): Mitsubishi has a record
 * without a logo, and the caravan makes and Tesla have no record at all.
 */
import type { Payload } from 'payload'
import { makeLettermark } from '../../site/rules/makeCards'
import { slugify } from '../../site/rules/searchUrl'
import { CARS } from './catalogue'

const WITHOUT_LOGO = new Set(['Mitsubishi'])
const WITHOUT_RECORD = new Set(['Tesla'])

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A round badge with the make's letters: a stand-in for the real logo artwork. */
export function demoLogoSvg(make: string): string {
  const letters = escapeXml(makeLettermark(make))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(make)} logo">`
    + '<circle cx="48" cy="48" r="44" fill="#f8fafc" stroke="#1f2937" stroke-width="6"/>'
    + `<text x="48" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${letters.length > 2 ? 26 : 34}" font-weight="700" fill="#1f2937">${letters}</text></svg>`
}

export async function seedManufacturers(payload: Payload): Promise<number> {
  const makes = [...new Set(CARS.map((c) => c.make))].filter((m) => !WITHOUT_RECORD.has(m)).sort()
  for (const name of makes) {
    const slug = slugify(name)
    const svg = Buffer.from(demoLogoSvg(name))
    const file = WITHOUT_LOGO.has(name) ? undefined : { data: svg, mimetype: 'image/svg+xml', name: `${slug}.svg`, size: svg.length }
    await payload.create({ collection: 'manufacturers', context: { disableRevalidate: true }, data: { name, slug }, file, overrideAccess: true })
  }
  return makes.length
}
