import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { loadReviews } from '@/site/reviews/loadReviews'
import { ReviewsPage } from '@/site/components/reviews/ReviewsPage'
import { reviewPageNumber } from '@/site/rules/reviews'
import { routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const site = await requireSite(params)
  const page = reviewPageNumber((await searchParams).page, Number.MAX_SAFE_INTEGER)?.page ?? 1
  return shopperPageMetadata(routeOrigin(site, (await params).host), {
    title: `Customer reviews | ${site.name}`,
    description: `What customers say about ${site.name}.`,
    path: page > 1 ? `/pages/reviews?page=${page}` : '/pages/reviews',
  })
}

/** /pages/reviews (FIN §2.1, §9): a site that hides reviews (`reviews.hidden`) has no such page. */
export default async function ReviewsRoutePage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  if (site.config.reviews.hidden) notFound()
  const data = await loadReviews(site)
  const paging = reviewPageNumber((await searchParams).page, data.reviews.length)
  if (!paging) notFound()
  return <ReviewsPage site={site} data={data} page={paging.page} pages={paging.pages} />
}
