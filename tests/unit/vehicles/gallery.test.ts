import { describe, expect, it } from 'vitest'
import { frameAfterDrag, gallerySlides, showThumbnails, SPIN_PX_PER_FRAME } from '@/site/components/vehicle/gallery'

const imgs = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/i/${i}.webp`, thumb: `/t/${i}.webp` }))

describe('gallery slides', () => {
  it('inserts the video at the second position', () => {
    expect(gallerySlides(imgs(3), '/v.mp4').map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image'])
    expect(gallerySlides(imgs(3), null).map((s) => s.kind)).toEqual(['image', 'image', 'image'])
  })

  it('replaces placeholder or default images by the new-arrival placeholder', () => {
    expect(gallerySlides([{ url: '/img/placeholder.jpg', thumb: '' }], null)).toEqual([{ kind: 'placeholder' }])
    expect(gallerySlides([], null)).toEqual([{ kind: 'placeholder' }])
  })

  it('shows thumbnails only above 3 images, not counting the video', () => {
    expect(showThumbnails(gallerySlides(imgs(3), '/v.mp4'))).toBe(false)
    expect(showThumbnails(gallerySlides(imgs(4), null))).toBe(true)
  })
})

describe('spin drag', () => {
  it('moves one frame per 20 px and wraps both ways', () => {
    expect(SPIN_PX_PER_FRAME).toBe(20)
    expect(frameAfterDrag(0, 19, 16)).toBe(0)
    expect(frameAfterDrag(0, 20, 16)).toBe(1)
    expect(frameAfterDrag(0, 100, 16)).toBe(5)
    expect(frameAfterDrag(0, -20, 16)).toBe(15)
    expect(frameAfterDrag(15, 40, 16)).toBe(1)
  })
})
