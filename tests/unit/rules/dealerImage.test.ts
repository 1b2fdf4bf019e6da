import { describe, expect, it } from 'vitest'
import { dealerImageProps, IMAGE_QUALITIES, nearestQuality } from '../../../site/rules/dealerImage'

describe('dealerImageProps (FIN §9 dealer image: width 640, quality 75 by default)', () => {
  it('caps the width at the setting and keeps the aspect ratio', () => {
    expect(dealerImageProps({ width: 1600, height: 900 }, { width: 640, quality: 75 })).toEqual({ width: 640, height: 360, sizes: '(min-width: 640px) 640px, 100vw', quality: 75 })
  })

  it('never enlarges a smaller image', () => {
    expect(dealerImageProps({ width: 300, height: 200 }, { width: 640, quality: 75 })).toMatchObject({ width: 300, height: 200 })
  })

  it('uses another site width and quality', () => {
    expect(dealerImageProps({ width: 1600, height: 900 }, { width: 1280, quality: 100 })).toMatchObject({ width: 1280, height: 720, quality: 100 })
  })
})

describe('nearestQuality', () => {
  it('snaps to an allowed quality', () => {
    expect(nearestQuality(75)).toBe(75)
    expect(nearestQuality(80)).toBe(75)
    expect(nearestQuality(81)).toBe(85)
    expect(nearestQuality(1)).toBe(50)
    for (const q of IMAGE_QUALITIES) expect(nearestQuality(q)).toBe(q)
  })
})
