/**
 * A small top-to-bottom writer over pdf-lib: wrapped text, two-column rows and images on A4 pages,
 * starting a new page when the next piece does not fit. Server only (never imported by a client file).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { wrapText } from '../../rules/vehiclePdf'

const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 48
const FOOTER_SPACE = 36
export const INK = rgb(0.06, 0.09, 0.16)
export const MUTED = rgb(0.28, 0.33, 0.41)

export type TextStyle = { size: number; bold?: boolean; color?: RGB; gap?: number }

/** `#0b4f8a` → its colour, or the ink colour for anything else. */
export function hexColour(hex: string | null | undefined): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '')
  return match ? rgb(parseInt(match[1] as string, 16) / 255, parseInt(match[2] as string, 16) / 255, parseInt(match[3] as string, 16) / 255) : INK
}

export class PdfWriter {
  private page: PDFPage
  private y: number
  readonly width = A4[0] - 2 * MARGIN

  private constructor(readonly doc: PDFDocument, private readonly regular: PDFFont, private readonly bold: PDFFont) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create()
    return new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold))
  }

  /** Text the standard fonts can encode (WinAnsi): other characters become `?`, runs of white space one space. */
  clean(text: string): string {
    const known = new Set(this.regular.getCharacterSet())
    return Array.from(text.replace(/\s+/g, ' ').trim()).map((c) => (known.has(c.codePointAt(0) as number) ? c : '?')).join('')
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular
  }

  /** Room for `height` points on this page, or a new page. */
  private ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  space(points: number): void {
    this.y -= points
  }

  /** A paragraph wrapped to the content width. */
  text(text: string, style: TextStyle): void {
    const font = this.font(style)
    const lineHeight = style.size * 1.3
    for (const line of wrapText(this.clean(text), this.width, (t) => font.widthOfTextAtSize(t, style.size))) {
      this.ensure(lineHeight)
      this.y -= lineHeight
      this.page.drawText(line, { x: MARGIN, y: this.y + style.size * 0.25, size: style.size, font, color: style.color ?? INK })
    }
    this.y -= style.gap ?? 0
  }

  /** Label and value rows in two columns, each with a hairline under it. */
  rows(items: ReadonlyArray<{ label: string; value: string }>, size = 10): void {
    const column = (this.width - 24) / 2
    const rowHeight = size * 1.9
    for (let i = 0; i < items.length; i += 2) {
      this.ensure(rowHeight)
      this.y -= rowHeight
      items.slice(i, i + 2).forEach((item, j) => {
        const x = MARGIN + j * (column + 24)
        const label = this.clean(item.label)
        const value = this.fit(this.clean(item.value), column - this.regular.widthOfTextAtSize(label, size) - 8, size)
        const valueX = x + column - this.bold.widthOfTextAtSize(value, size)
        this.page.drawText(label, { x, y: this.y + size * 0.6, size, font: this.regular, color: MUTED })
        this.page.drawText(value, { x: valueX, y: this.y + size * 0.6, size, font: this.bold, color: INK })
        this.page.drawLine({ start: { x, y: this.y }, end: { x: x + column, y: this.y }, thickness: 0.5, color: rgb(0.8, 0.83, 0.87) })
      })
    }
  }

  /** Bold text cut with an ellipsis to fit `width`. */
  private fit(text: string, width: number, size: number): string {
    if (this.bold.widthOfTextAtSize(text, size) <= width) return text
    const chars = Array.from(text)
    while (chars.length > 1 && this.bold.widthOfTextAtSize(`${chars.join('')}...`, size) > width) chars.pop()
    return `${chars.join('')}...`
  }

  /** A JPEG at the content width with its own aspect ratio. */
  async jpeg(bytes: Uint8Array): Promise<void> {
    const image = await this.doc.embedJpg(bytes)
    const height = (image.height / image.width) * this.width
    this.ensure(height)
    this.y -= height
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: this.width, height })
  }

  /** The same footer on every page, with "Page n of N". */
  footers(text: string): void {
    const pages = this.doc.getPages()
    pages.forEach((page, i) => {
      page.drawText(this.clean(text), { x: MARGIN, y: MARGIN - 8, size: 7, font: this.regular, color: MUTED })
      const number = `Page ${i + 1} of ${pages.length}`
      page.drawText(number, { x: MARGIN + this.width - this.regular.widthOfTextAtSize(number, 7), y: MARGIN - 8, size: 7, font: this.regular, color: MUTED })
    })
  }
}
