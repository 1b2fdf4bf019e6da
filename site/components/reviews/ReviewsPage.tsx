import { Link } from '../Link'
import { REVIEWS_PATH, REVIEWS_PER_PAGE } from '../../rules/reviews'
import type { SiteView } from '../../tenancy/siteView'
import { jsonForScript } from '../../vehicles/vehicleJsonLd'
import type { SiteReviews } from '../../reviews/loadReviews'
import { ReviewBadge, ReviewCard } from './ReviewViews'

const pageHref = (page: number) => (page === 1 ? REVIEWS_PATH : `${REVIEWS_PATH}?page=${page}`)

/** schema.org AggregateRating of the site's dealer from its shown reviews; none without reviews. */
export function siteRatingJsonLd(site: SiteView, { summary }: SiteReviews) {
  if (summary.averageRating === null || summary.count === 0) return null
  return { '@context': 'https://schema.org', '@type': 'AutoDealer', name: site.name, aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.averageRating, reviewCount: summary.count, bestRating: 5, worstRating: 1 } }
}

/** /pages/reviews (FIN §2.1): the badge, then every review the site shows, newest first, a page at a time. */
export function ReviewsPage({ site, data, page, pages }: { site: SiteView; data: SiteReviews; page: number; pages: number }) {
  const now = new Date()
  const shown = data.reviews.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE)
  const jsonLd = siteRatingJsonLd(site, data)
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} /> : null}
      <h1 className="text-3xl font-bold">Customer reviews</h1>
      <div className="mt-3"><ReviewBadge site={site} summary={data.summary} link={false} /></div>
      {data.summary.count > 0 ? (
        <p className="mt-2 text-slate-700" data-testid="reviews-summary">{data.summary.count} {data.summary.count === 1 ? 'review' : 'reviews'}, average {data.summary.averageRating?.toFixed(1)} out of 5</p>
      ) : (
        <p className="mt-4 text-slate-700">There are no reviews yet.</p>
      )}
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((review) => <li key={review.id}><ReviewCard review={review} now={now} headingLevel="h2" /></li>)}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Review pages" className="mt-8 flex items-center gap-4">
          {page > 1 ? <Link className="font-semibold text-brand-dark underline" href={pageHref(page - 1)}>Newer reviews</Link> : null}
          <span className="text-slate-700">Page {page} of {pages}</span>
          {page < pages ? <Link className="font-semibold text-brand-dark underline" href={pageHref(page + 1)}>Older reviews</Link> : null}
        </nav>
      ) : null}
    </main>
  )
}
