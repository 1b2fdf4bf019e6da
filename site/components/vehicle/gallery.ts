/** Gallery slides (INV §4 Gallery, INV §9 thumbnails above 3 images). */
import type { VehicleImage } from '../../vehicles/vehicleView'

export const THUMBNAILS_ABOVE = 3
export const PRIORITY_IMAGES = 2
export const SPIN_PX_PER_FRAME = 20

export type Slide = { kind: 'image'; url: string; thumb: string } | { kind: 'video'; url: string; poster: string | null } | { kind: 'placeholder' }

/** A feed placeholder or default image (replaced by the new-arrival placeholder, INV §4). */
export const isPlaceholderImage = (url: string): boolean => /(^|[/_-])(placeholder|default|no[-_]?image)[^/]*$/i.test(url)

/** The slides: real images, with the video inserted at the second position when one exists; a placeholder when no image. */
export function gallerySlides(images: readonly VehicleImage[], videoUrl: string | null): Slide[] {
  const real: Slide[] = images.filter((i) => !isPlaceholderImage(i.url)).map((i) => ({ kind: 'image', url: i.url, thumb: i.thumb }))
  const slides: Slide[] = real.length ? real : [{ kind: 'placeholder' }]
  if (!videoUrl) return slides
  return [...slides.slice(0, 1), { kind: 'video', url: videoUrl, poster: real[0]?.kind === 'image' ? real[0].url : null }, ...slides.slice(1)]
}

/** Thumbnails show only when there are more than 3 images (the video slide is not an image). */
export const showThumbnails = (slides: ReadonlyArray<Pick<Slide, 'kind'>>): boolean => slides.filter((s) => s.kind === 'image').length > THUMBNAILS_ABOVE

/** The spin frame after a drag of `dx` pixels from `startFrame` (INV §4: 20 px per frame, wraps around). */
export function frameAfterDrag(startFrame: number, dx: number, frames: number, pxPerFrame: number = SPIN_PX_PER_FRAME): number {
  if (frames <= 0) return 0
  const moved = Math.trunc(dx / pxPerFrame)
  return (((startFrame + moved) % frames) + frames) % frames
}
