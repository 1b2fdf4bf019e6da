import { getImageProps } from 'next/image'
import { PRIORITY_IMAGES, type Slide } from './gallery'

export type ImgProps = ReturnType<typeof getImageProps>['props']
/** A gallery slide with its optimised `<img>` attributes worked out on the server: no image component ships to the browser. */
export type ShownSlide = Exclude<Slide, { kind: 'image' }> | { kind: 'image'; main: ImgProps; thumb: ImgProps }

const MAIN_SIZES = '(min-width: 992px) 60vw, 100vw'
const THUMB_WIDTH = 96
const THUMB_HEIGHT = 64

/** The first PRIORITY_IMAGES images load eagerly; the first, the page's LCP, is fetched at high priority. */
export function shownSlides(slides: readonly Slide[]): ShownSlide[] {
  return slides.map((slide, i) => slide.kind !== 'image' ? slide : {
    kind: 'image',
    main: getImageProps({ src: slide.url, alt: '', fill: true, sizes: MAIN_SIZES, priority: i < PRIORITY_IMAGES, fetchPriority: i === 0 ? 'high' : undefined }).props,
    // Fixed 96 × 64: a 1x/2x srcset of two candidates instead of every configured width.
    thumb: getImageProps({ src: slide.thumb, alt: '', width: THUMB_WIDTH, height: THUMB_HEIGHT }).props,
  })
}
