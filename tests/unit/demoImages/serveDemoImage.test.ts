import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITES } from '../../../scripts/seed/sites'
import { DEMO_ANGLES, DEMO_BODIES, demoImageName } from '../../../site/demoImages/carSvg'
import { DEMO_PAINT, isDemoColour } from '../../../site/demoImages/palette'
import { serveDemoImage } from '../../../site/demoImages/serveDemoImage'

// Issue 16, finding 10: any of ~16 million colour names was drawn and stored on disk.
let dir: string
const stored = () => (fs.existsSync(path.join(dir, 'demo-images')) ? fs.readdirSync(path.join(dir, 'demo-images')) : [])
const serve = (name: string) => serveDemoImage(Promise.resolve({ name }))

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

  it.each(['suv-a1b2c3-side.webp', 'sedan-000001-front.webp', 'suv-ffffff-side.webp', 'suv-F8FAFC-side.webp', '%ff', '..%2fetc'])('answers %s with a 404 and stores nothing', async (name) => {
    const before = stored()
    const started = performance.now()
    const response = await serve(name)
    expect(response.status).toBe(404)
    expect(performance.now() - started).toBeLessThan(50)
    expect(stored()).toEqual(before)
  })

  it('covers every colour the seed uses, so demo pages keep their pictures', () => {
    for (const site of SITES) for (const brand of site.brands) expect(isDemoColour(brand.colour.slice(1))).toBe(true)
    expect(isDemoColour('0b4f8a')).toBe(true) // the promo default when a site has no brand
    // At most colours × bodies × angles files can ever be stored.
    expect(DEMO_PAINT.length * DEMO_BODIES.length * DEMO_ANGLES.length).toBeLessThan(1000)
  })
})
