/**
 * The vehicle PDF (INV §2 print/PDF, INV §7 PDF download by car slug): title, price, picture, key
 * specifications, dealer comments, dealer and the page's address, drawn on the server with pdf-lib.
 */
import { commentParagraphs, SCRIPT_BLOCK } from '../../rules/dealerComments'
import type { SiteView } from '../../tenancy/siteView'
import { pageModel } from '../pageModel'
import type { VehicleView } from '../vehicleView'
import { hexColour, MUTED, PdfWriter } from './pdfWriter'

export type VehiclePdfInput = { vehicle: VehicleView; site: SiteView; pageUrl: string; now: Date; image: Uint8Array | null }

const DISCLAIMER = 'While we take care to keep details accurate, please confirm the price, features and availability with the dealer before you buy.'

/** Feed comments may hold markup: the PDF takes their text only (nothing in a PDF runs it, tags are just noise). */
const plainText = (html: string): string =>
  html.replace(SCRIPT_BLOCK, ' ').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")


function dealerLines(v: VehicleView, phone: string | null): string[] {
  return [v.dealership?.name, v.location?.name, phone ? `Phone ${phone}` : null, v.car.stocknum ? `Stock no ${v.car.stocknum}` : null].filter((line): line is string => Boolean(line))
}

export async function vehiclePdf({ vehicle: v, site, pageUrl, now, image }: VehiclePdfInput): Promise<Uint8Array> {
  const m = pageModel(v, site.config, now)
  const pdf = await PdfWriter.create()
  pdf.doc.setTitle(v.name)
  pdf.doc.setAuthor(site.name)
  pdf.doc.setSubject(pageUrl)
  pdf.doc.setCreator(site.name)
  pdf.doc.setCreationDate(now)
  pdf.doc.setModificationDate(now)

  pdf.text(site.brand?.name ?? site.name, { size: 10, bold: true, color: hexColour(site.brand?.primaryColour), gap: 6 })
  pdf.text(v.name, { size: 20, bold: true, gap: 2 })
  if (v.car.series) pdf.text(v.car.series, { size: 11, color: MUTED })
  if (m.price) pdf.text([m.price.text, m.price.kind === 'price' ? v.car.price_type : null].filter(Boolean).join(' '), { size: 16, bold: true, gap: 2 })
  if (m.was) pdf.text(`Was ${m.was}`, { size: 10, color: MUTED })
  pdf.space(10)
  if (image) await pdf.jpeg(image)

  const specs = [...m.keyInformation, ...m.allSpecs]
  if (specs.length) {
    pdf.space(16)
    pdf.text(`${m.noun.replace(/^./, (c) => c.toUpperCase())} specifications`, { size: 13, bold: true, gap: 2 })
    pdf.rows(specs)
  }
  const comments = commentParagraphs(v.dealerComments).map(plainText).filter((p) => p.trim())
  if (comments.length) {
    pdf.space(16)
    pdf.text(site.config.labels.dealerCommentsTitle, { size: 13, bold: true, gap: 4 })
    comments.forEach((p) => pdf.text(p, { size: 10, gap: 6 }))
  }
  pdf.space(16)
  pdf.text('Dealer', { size: 13, bold: true, gap: 2 })
  dealerLines(v, m.phone).forEach((line) => pdf.text(line, { size: 10 }))
  pdf.space(8)
  pdf.text(`View online: ${pageUrl}`, { size: 10, gap: 10 })
  pdf.text(DISCLAIMER, { size: 8, color: MUTED })
  pdf.footers(`${site.name} - ${pageUrl}`)
  return pdf.doc.save()
}
