import { describe, expect, it } from 'vitest'
import imageLoader, { DEVICE_SIZES, IMAGE_SIZES, IMAGE_WIDTHS } from '../../../site/rules/imageLoader'

describe('imageLoader', () => {
  it('asks /demo-images for a demo picture at the rendition width', () => {
    expect(imageLoader({ src: '/demo-images/suv-9a3412-side.webp', width: 768, quality: 75 })).toBe('/demo-images/suv-9a3412-side.webp?w=768')
    expect(imageLoader({ src: '/demo-images/suv-9a3412-side.webp', width: 64 })).toBe('/demo-images/suv-9a3412-side.webp?w=64')
  })

  it('sends uploads and anything else to the optimiser with the quality (75 when none is named)', () => {
    expect(imageLoader({ src: '/api/media/file/hero 1.jpg', width: 1200, quality: 60 })).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero%201.jpg&w=1200&q=60')
    expect(imageLoader({ src: '/api/media/file/a.png', width: 400 })).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=400&q=75')
    // Not a demo picture: a path below it, a query, or another folder.
    expect(imageLoader({ src: '/demo-images/a/b.webp', width: 400 })).toMatch(/^\/_next\/image\?url=%2Fdemo-images%2Fa%2Fb.webp&/)
    expect(imageLoader({ src: '/demo-images/a.webp?w=1', width: 400 })).toMatch(/^\/_next\/image\?/)
    expect(imageLoader({ src: '/x/demo-images/a.webp', width: 400 })).toMatch(/^\/_next\/image\?/)
  })

  it('knows every width Next may ask for', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b))
  })
})
