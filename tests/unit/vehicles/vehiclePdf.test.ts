import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inflateSync } from 'node:zlib'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Vehicle } from '@/payload-types'
import { parseSiteConfig } from '@/site/config/siteConfig'
import type { SiteView } from '@/site/tenancy/siteView'
import { pdfImage } from '@/site/vehicles/pdf/pdfImage'
import { vehiclePdf } from '@/site/vehicles/pdf/vehiclePdf'
import { toVehicleView } from '@/site/vehicles/vehicleView'

const now = new Date('2026-11-23T00:00:00Z')
const doc = (extra: Partial<Vehicle> = {}): Vehicle => ({
  id: 9, name: 'Mazda CX-5', slug: '2023-mazda-cx-5', make: 'Mazda', model: 'CX-5', year: 2023, badge: 'Akera', series: 'KF Series 2', carType: 'used', status: 'in_stock',
  stockNumber: 'S1', price: 31990, priceType: 'Drive Away', km: 42000, fuel: 'Petrol',
  dealerComments: 'One owner <b>full history</b>.|Çà va — “quoted” ✓ <script>alert(1)</script>',
  images: [{ url: '/demo-images/suv-c0c0c0-side.webp' }],
  dealership: { id: 1, name: 'Harbourside Mazda', slug: 'harbourside', phones: { used: '02 9630 4010' }, updatedAt: '', createdAt: '' },
  location: { id: 2, name: 'Harbourside Mazda Sales', slug: 'sales', dealership: 1, contact: { phone: '02 0000 0000' }, updatedAt: '', createdAt: '' },
  updatedAt: '', createdAt: '', ...extra,
})
const site = { id: 1, slug: 'harbourside-mazda', name: 'Harbourside Mazda', brand: null, config: parseSiteConfig({}) } as unknown as SiteView

/** Every content stream's text, decompressed: pdf-lib writes strings as hex `<…> Tj`. */
async function pageTexts(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes)
  const chunks: string[] = []
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))) continue
    const raw = object.dict.get(PDFName.of('Filter')) ? inflateSync(object.contents).toString('latin1') : Buffer.from(object.contents).toString('latin1')
    for (const match of raw.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) chunks.push(Buffer.from(match[1] as string, 'hex').toString('latin1'))
  }
  return chunks.join('\n')
}

describe('vehiclePdf', () => {
  it('draws title, price, specs, comments as text, dealer and the page address on A4', async () => {
    const image = await pdfImage('/demo-images/suv-c0c0c0-side.webp', 'http://localhost', 'test')
    expect(image && Buffer.from(image.slice(0, 3)).toString('hex')).toBe('ffd8ff') // a JPEG
    const bytes = await vehiclePdf({ vehicle: toVehicleView(doc()), site, pageUrl: 'https://harbourside.example/cars/2023-mazda-cx-5', now, image })
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getTitle()).toBe('2023 Mazda CX-5 Akera')
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28)
    const text = await pageTexts(bytes)
    for (const expected of ['Harbourside Mazda', '2023 Mazda CX-5 Akera', 'KF Series 2', '$31,990 Drive Away', 'Kilometres', '42,000', 'One owner full history .', 'Phone 02 9630 4010', 'Stock no S1', 'View online: https://harbourside.example/cars/2023-mazda-cx-5', 'Page 1 of 1']) {
      expect(text).toContain(expected)
    }
    // WinAnsi bytes (— 0x97, “ 0x93, ” 0x94); characters the standard fonts cannot draw (✓) become '?'.
    expect(text).toContain('Çà va \x97 \x93quoted\x94 ?')
    expect(text).not.toContain('<script>')
    expect(text).not.toContain('alert(1)') // a script's code is not words for the reader
  })

  it('flows onto more pages for long comments, numbering every page', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} with enough words to wrap across the line at least once for the test.`).join('|')
    const bytes = await vehiclePdf({ vehicle: toVehicleView(doc({ dealerComments: long })), site, pageUrl: 'http://localhost/cars/x', now, image: null })
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    expect(await pageTexts(bytes)).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`)
  })

  it('skips a picture that cannot be loaded', async () => {
    expect(await pdfImage(undefined, 'http://localhost', 'test')).toBeNull()
    expect(await pdfImage('/demo-images/not-a-demo.webp', 'http://127.0.0.1:9', 'test')).toBeNull()
    expect(await pdfImage('ftp://example.com/a.jpg', 'http://localhost', 'test')).toBeNull()
  })

  it('reads an upload of the site from the upload folder, never over the network from itself', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))
    fs.mkdirSync(path.join(dir, 'media'))
    fs.writeFileSync(path.join(dir, 'media', 'car.png'), await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer())
    const previous = process.env.DATA_DIR
    process.env.DATA_DIR = dir
    try {
      // port 9 answers nothing: a fetch back to the origin would fail
      const image = await pdfImage('/api/media/file/car.png', 'http://127.0.0.1:9', 'test')
      expect(image && Buffer.from(image.slice(0, 3)).toString('hex')).toBe('ffd8ff')
      expect(await pdfImage('http://127.0.0.1:9/api/media/file/car.png', 'http://127.0.0.1:9', 'test')).not.toBeNull()
      expect(await pdfImage('/api/media/file/missing.png', 'http://127.0.0.1:9', 'test')).toBeNull()
      expect(await pdfImage('/api/media/file/..%2F..%2Fetc%2Fpasswd', 'http://127.0.0.1:9', 'test')).toBeNull()
      expect(await pdfImage('/cars/some-car', 'http://127.0.0.1:9', 'test')).toBeNull()
    } finally {
      process.env.DATA_DIR = previous
    }
  })
})
