import { StaticImage } from '../../site/components/StaticImage'
import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { loadSlides, type Slide } from '../../site/promos/loadSlides'
import type { RenderContext } from '../types'
import { Carousel } from './CarouselIsland.client'
import type { promoSliderSchema } from './config'

type Props = z.output<typeof promoSliderSchema> & { context: RenderContext }

function SlideBody({ slide, overlay, first }: { slide: Slide; overlay: boolean; first: boolean }) {
  const showText = overlay && !slide.hideOverlay
  return (
    <>
      {slide.imageUrl ? (
        <StaticImage src={slide.imageUrl} alt={showText ? '' : slide.imageAlt || slide.name} fill sizes="100vw" priority={first} className="object-cover" />
      ) : null}
      {showText ? (
        <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/80 via-black/40 to-transparent">
          <div className="mx-auto w-full max-w-6xl px-4 pb-10 text-white">
            <h2 className="text-2xl font-bold md:text-4xl">{slide.name}</h2>
            {slide.description ? <p className="mt-2 max-w-xl text-base md:text-lg">{slide.description}</p> : null}
            {slide.url ? (
              <Link href={slide.url} className="mt-4 inline-block rounded bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-white/90">
                Find out more<span className="sr-only">: {slide.name}</span>
              </Link>
            ) : null}
          </div>
        </div>
      ) : slide.url ? (
        <Link href={slide.url} className="absolute inset-0" aria-label={slide.name} />
      ) : null}
    </>
  )
}

/** Slides from `promos` inside their schedule window; the carousel controls are the only client code. */
export async function PromoSlider({ label, height, overlay, autoplay, intervalSeconds, promoId, context }: Props) {
  const all = await loadSlides(context.site.id)
  const slides = promoId ? all.filter((s) => String(s.id) === promoId) : all
  if (slides.length === 0) return null
  const maxHeight = height === 'site' ? context.site.config.promos.sliderHeight : Number(height)
  return (
    <Carousel label={label} count={slides.length} autoplay={autoplay} intervalMs={intervalSeconds * 1000} maxHeight={maxHeight}>
      {slides.map((slide, index) => (
        <SlideBody key={slide.id} slide={slide} overlay={overlay} first={index === 0} />
      ))}
    </Carousel>
  )
}
