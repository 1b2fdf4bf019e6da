import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITES } from '../../../scripts/seed/sites'
import { DEMO_ANGLES, DEMO_BODIES, demoImageName } from '../../../site/demoImages/carSvg'
import { DEMO_PAINT, isDemoColour } from '../../../site/demoImages/palette'
import { serveDemoImage } from '../../../site/demoImages/serveDemoImage'
import { IMAGE_WIDTHS } from '../../../site/rules/imageLoader'

// Issue 16, finding 10: any of ~16 million colour names was drawn and stored on disk.
let dir: string
const stored = () => (fs.existsSync(path.join(dir, 'demo-images')) ? (fs.readdirSync(path.join(dir, 'demo-images'), { recursive: true }) as string[]).filter((f) => f.endsWith('.webp')).sort() : [])
const serve = (name: string, query = '') => serveDemoImage(Promise.resolve({ name }), new URLSearchParams(query))

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-images-'))
  process.env.DATA_DIR = dir
})
afterAll(() => {
  delete process.env.DATA_DIR
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('/demo-images', () => {
  it('draws and stores a picture of the demo palette', async () => {
    const name = demoImageName('suv', DEMO_PAINT[0]!.hex, 'side')
    const response = await serve(name)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(stored()).toEqual([name])
  })

  it.each([64, 768, 1400])('draws a picture %i px wide once, as the image loader asks for it', async (width) => {
    const name = demoImageName('hatch', DEMO_PAINT[1]!.hex, 'front')
    const first = await serve(name, `w=${width}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 800) / 1200)])
    expect(stored()).toContain(path.join(`w${width}`, name))
    const files = stored().length
    expect((await serve(name, `w=${width}`)).status).toBe(200)
    expect(stored()).toHaveLength(files)
  })

  it.each(['w=769', 'w=0', 'w=-768', 'w=abc', 'w=', 'w=1e3', 'w=768.0001'])('refuses %s with a 400 and stores nothing', async (query) => {
    const before = stored()
    const response = await serve(demoImageName('ute', DEMO_PAINT[2]!.hex, 'rear'), query)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('w must be one of 64, 128')
    expect(stored()).toEqual(before)
  })

  it.each(['suv-a1b2c3-side.webp', 'sedan-000001-front.webp', 'suv-ffffff-side.webp', 'suv-F8FAFC-side.webp', '%ff', '..%2fetc'])('answers %s with a 404 and stores nothing', async (name) => {
    const before = stored()
    const response = await serve(name)
    expect(response.status).toBe(404)
    expect(stored()).toEqual(before)
  })

  it('covers every colour the seed uses, so demo pages keep their pictures', () => {
    for (const site of SITES) for (const brand of site.brands) expect(isDemoColour(brand.colour.slice(1))).toBe(true)
    expect(isDemoColour('0b4f8a')).toBe(true) // the promo default when a site has no brand
    // At most colours × bodies × angles × (widths + the drawn size) files can ever be stored.
    expect(DEMO_PAINT.length * DEMO_BODIES.length * DEMO_ANGLES.length * (IMAGE_WIDTHS.length + 1)).toBeLessThan(10_000)
  })
})
