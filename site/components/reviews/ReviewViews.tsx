import { Link } from '../Link'
import { Stars } from '../Stars'
import { showReviewBadge } from '../../rules/rating'
import { dateInWords, REVIEWS_PATH, type ReviewSummary } from '../../rules/reviews'
import type { SiteView } from '../../tenancy/siteView'
import type { ReviewView } from '../../reviews/loadReviews'

/**
 * The review badge (FIN §5 Other): only when the average exceeds `reviews.badgeMinRating` and
 * reviews are not hidden. It links to the reviews page unless it is on it.
 */
export function ReviewBadge({ site, summary, link = true }: { site: SiteView; summary: ReviewSummary; link?: boolean }) {
  if (!showReviewBadge(summary.averageRating, site.config.reviews) || summary.averageRating === null) return null
  const body = (
    <>
      <Stars rating={summary.averageRating} count={null} />
      <span className="text-sm font-semibold">
        {summary.averageRating.toFixed(1)} out of 5 from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
      </span>
    </>
  )
  const className = 'inline-flex flex-wrap items-center gap-2 rounded-full border border-amber-600 bg-white px-4 py-1 text-slate-900'
  return link ? (
    <Link href={REVIEWS_PATH} className={`${className} hover:bg-amber-50`} data-testid="review-badge">{body}<span className="sr-only"> (read our reviews)</span></Link>
  ) : (
    <p className={className} data-testid="review-badge">{body}</p>
  )
}

/** The site header's compact badge (FIN §5 Other, the same rule), linking to the reviews page. */
export function HeaderReviewBadge({ site, summary }: { site: SiteView; summary: ReviewSummary }) {
  if (!showReviewBadge(summary.averageRating, site.config.reviews) || summary.averageRating === null) return null
  return (
    <Link href={REVIEWS_PATH} data-testid="header-review-badge" className="hidden items-center gap-1 rounded-full border border-amber-600 px-3 py-1 text-sm font-semibold text-slate-900 hover:bg-amber-50 sm:inline-flex">
      <span aria-hidden="true" className="text-amber-600">★</span>
      {summary.averageRating.toFixed(1)}
      <span className="sr-only"> out of 5 from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}: read our reviews</span>
    </Link>
  )
}

const DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })

/** One review (FIN §3 Review summary): customer, stars, date in words, text and the dealer's reply. */
export function ReviewCard({ review, now, headingLevel = 'h3' }: { review: ReviewView; now: Date; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const when = dateInWords(review.reviewDate, now)
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5" data-testid="review">
      <Heading className="text-lg font-semibold">{review.customerName}</Heading>
      <Stars rating={review.rating} count={null} />
      <p className="text-sm text-slate-600"><time dateTime={review.reviewDate} title={DATE.format(new Date(review.reviewDate))}>{when ?? DATE.format(new Date(review.reviewDate))}</time></p>
      {review.title ? <p className="font-semibold">{review.title}</p> : null}
      {review.text ? <p className="whitespace-pre-line text-slate-800">{review.text}</p> : null}
      {review.replyText ? (
        <div className="mt-2 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
          <p className="font-semibold">Reply from the dealer</p>
          <p className="whitespace-pre-line">{review.replyText}</p>
        </div>
      ) : null}
    </article>
  )
}

const CAROUSEL = 'relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 focus-visible:outline-2 focus-visible:outline-brand-dark'
const CELL = 'w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] xl:w-[calc(33.333%-0.667rem)]'

/** Reviews in one row that scrolls and snaps card by card (CSS only, focusable so the keyboard scrolls it). */
export function ReviewCarousel({ reviews, now, label }: { reviews: readonly ReviewView[]; now: Date; label: string }) {
  return (
    <ul className={CAROUSEL} tabIndex={0} aria-label={`${label}, scroll sideways for more`} data-testid="review-carousel">
      {reviews.map((review) => (
        <li key={review.id} className={CELL}><ReviewCard review={review} now={now} /></li>
      ))}
    </ul>
  )
}
