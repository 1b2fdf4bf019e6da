import type { z } from 'zod'
import { StaticImage } from '../../site/components/StaticImage'
import { loadMediaImage } from '../../site/media/loadMediaImage'
import { dealerImageProps } from '../../site/rules/dealerImage'
import type { RenderContext } from '../types'
import type { imageSchema } from './config'

type Props = z.output<typeof imageSchema> & { context: RenderContext }

const FRAME = { content: 'max-w-3xl px-4', wide: 'max-w-6xl px-4', full: 'max-w-none' } as const
/** `sizes` matches the frame: the text column is 768 px, wide 1152 px (max-w-3xl / max-w-6xl). */
const SIZES = { content: '(min-width: 768px) 768px, 100vw', wide: '(min-width: 1152px) 1152px, 100vw', full: '100vw' } as const

/**
 * One image with its intrinsic size (no layout shift): an upload of this site, or a local image path.
 * Plain `<img>` markup with next/image's srcset (StaticImage): the block ships no image component.
 */
export async function Image({ media, src, width, height, alt, decorative, caption, size, context }: Props) {
  const upload = media ? await loadMediaImage(context.site.id, Number(media)) : null
  const image = upload ?? (src ? { url: src, width, height, alt: '' } : null)
  if (!image) return null
  const text = decorative ? '' : alt || image.alt
  // The dealer's own upload is resized by the site's `images.dealerImage` (FIN §9); a local path is served as it is.
  const fit = upload ? dealerImageProps(image, context.site.config.images.dealerImage) : { width: image.width, height: image.height, sizes: SIZES[size], quality: undefined }
  return (
    <figure className={`mx-auto my-8 ${FRAME[size]}`}>
      <StaticImage src={image.url} width={fit.width} height={fit.height} alt={text} sizes={fit.sizes} quality={fit.quality} className="h-auto w-full" />
      {caption ? <figcaption className="mt-2 text-sm text-slate-600">{caption}</figcaption> : null}
    </figure>
  )
}
