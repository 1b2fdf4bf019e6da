/**
 * The image URLs `next/image` writes (next.config.ts `images.loaderFile`). A demo picture is asked
 * of /demo-images at the rendition's width: that route draws each width once and keeps it on disk,
 * so a repeat costs a file read. Everything else (uploads) goes to Next's optimiser as before,
 * whose results are cached only by a shared cache handler (REDIS_URL) or a CDN: with the data
 * cache in memory (`isrFlushToDisk: false`) Next keeps no optimised image and re-encodes each
 * request (25–120 ms of CPU on this machine, 55 ms before the first byte of a hero picture).
 */

/** Widths of full-width renditions (`images.deviceSizes`). */
export const DEVICE_SIZES = [400, 576, 768, 992, 1200, 1400] as const
/** Widths of renditions with a fixed `sizes` (`images.imageSizes`). */
export const IMAGE_SIZES = [64, 128, 256, 384] as const
/** Every width a page may ask for: /demo-images draws only these. */
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES]

/** Next's own default quality, used when an image names none. */
export const DEFAULT_IMAGE_QUALITY = 75

/** A demo picture's path; the group is its name. */
export const DEMO_PICTURE = /^\/demo-images\/([^/?#]+)$/

export type ImageLoaderInput = { src: string; width: number; quality?: number }

export default function imageLoader({ src, width, quality }: ImageLoaderInput): string {
  if (DEMO_PICTURE.test(src)) return `${src}?w=${width}`
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? DEFAULT_IMAGE_QUALITY}`
}
