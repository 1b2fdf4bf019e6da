/**
 * A dealer's own image (an upload of the site, FIN §9: "A dealer-specific image is resized by width
 * 640 and quality 75 by default"; `images.dealerImage`). The width caps the largest rendition the
 * page asks for; the quality is snapped to the nearest one the image optimiser allows.
 */

/** The qualities the image optimiser serves (next.config.ts `images.qualities`). */
export const IMAGE_QUALITIES = [50, 60, 75, 85, 90, 100] as const

export type DealerImageSettings = { width: number; quality: number }

export const nearestQuality = (quality: number): number =>
  IMAGE_QUALITIES.reduce<number>((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best), IMAGE_QUALITIES[0])

/** Intrinsic size no wider than the setting (aspect kept), the `sizes` that never asks for more, and the quality. */
export function dealerImageProps(image: { width: number; height: number }, settings: DealerImageSettings): { width: number; height: number; sizes: string; quality: number } {
  const width = Math.min(image.width, settings.width)
  const height = Math.max(1, Math.round((image.height * width) / Math.max(1, image.width)))
  return { width, height, sizes: `(min-width: ${width}px) ${width}px, 100vw`, quality: nearestQuality(settings.quality) }
}
