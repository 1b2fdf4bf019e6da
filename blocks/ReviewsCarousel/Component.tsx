import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import { loadReviews } from '../../site/reviews/loadReviews'
import { ReviewBadge, ReviewCarousel } from '../../site/components/reviews/ReviewViews'
import { REVIEWS_PATH } from '../../site/rules/reviews'
import type { RenderContext } from '../types'
import type { reviewsCarouselSchema } from './config'

type Props = z.output<typeof reviewsCarouselSchema> & { context: RenderContext }

/** The newest reviews in a carousel, the badge and a link to every review; nothing when the site has none to show. */
export async function ReviewsCarousel({ heading, count, minRating, locationId, context }: Props) {
  const { site } = context
  const location = Number(locationId)
  const { summary, reviews } = await loadReviews(site, Number.isInteger(location) && location > 0 ? { locationId: location } : {})
  const shown = reviews.filter((r) => r.rating >= minRating).slice(0, count)
  if (shown.length === 0) return null
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="reviews-carousel-heading" data-testid="reviews-carousel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-carousel-heading" className="text-2xl font-bold">{heading}</h2>
        <ReviewBadge site={site} summary={summary} />
      </div>
      <div className="mt-4"><ReviewCarousel reviews={shown} now={new Date()} label={heading} /></div>
      <p className="mt-4"><Link className="font-semibold text-brand-dark underline" href={REVIEWS_PATH}>Read all reviews</Link></p>
    </section>
  )
}
