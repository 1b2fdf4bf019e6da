/**
 * Where reviews come from (FIN §9 Reviews: "12 Google reviews at full quantity"). Shoppers always
 * read the `reviews` collection; a provider fills it. The local default is the admin itself
 * (reviews are entered there, so it has nothing to fetch and says so); the Google Business Profile
 * adapter lists a location's reviews over HTTP (v4 `accounts/{a}/locations/{l}/reviews`) for
 * `importReviews` to store, through the outbound guard (site/http/outboundFetch.ts).
 */
import { z } from 'zod'
import { outboundFetch } from '../http/outboundFetch'

export type ProviderReview = {
  externalId: string
  customerName: string
  rating: number
  text: string | null
  reviewDate: string
  replyText: string | null
  replyDate: string | null
}

export type ReviewsProvider = {
  name: 'admin' | 'google'
  /** The reviews of one Google Business Profile location; null: this provider fetches nothing (admin entry). */
  listLocationReviews: (resource: string) => Promise<ProviderReview[] | null>
}

export const adminReviewsProvider: ReviewsProvider = { name: 'admin', listLocationReviews: async () => null }

const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const

const googleReview = z.object({
  reviewId: z.string().min(1),
  reviewer: z.object({ displayName: z.string().optional(), isAnonymous: z.boolean().optional() }).optional(),
  starRating: z.string(),
  comment: z.string().optional(),
  createTime: z.iso.datetime({ offset: true }),
  reviewReply: z.object({ comment: z.string(), updateTime: z.iso.datetime({ offset: true }).optional() }).optional(),
})

const googlePage = z.object({ reviews: z.array(z.unknown()).optional(), nextPageToken: z.string().optional() })

/** One Google review as stored; null for a review without a star rating or an unreadable shape. */
export function fromGoogleReview(raw: unknown): ProviderReview | null {
  const parsed = googleReview.safeParse(raw)
  if (!parsed.success) return null
  const r = parsed.data
  const rating = STARS[r.starRating as keyof typeof STARS]
  if (!rating) return null
  const name = r.reviewer?.isAnonymous ? '' : (r.reviewer?.displayName ?? '').trim()
  return {
    externalId: r.reviewId,
    customerName: name || 'A Google user',
    rating,
    text: r.comment?.trim() || null,
    reviewDate: new Date(r.createTime).toISOString(),
    replyText: r.reviewReply?.comment.trim() || null,
    replyDate: r.reviewReply?.updateTime ? new Date(r.reviewReply.updateTime).toISOString() : null,
  }
}

export type GoogleSettings = { baseUrl: string; accessToken: string; pageSize?: number; maxPages?: number }

const RESOURCE = /^accounts\/\d+\/locations\/\d+$/

/** The Google Business Profile adapter: every page of a location's reviews, bearer-token authorised. */
export function googleReviewsProvider(settings: GoogleSettings, fetcher: typeof outboundFetch = outboundFetch): ReviewsProvider {
  const base = settings.baseUrl.replace(/\/$/, '')
  const maxPages = settings.maxPages ?? 20
  return {
    name: 'google',
    listLocationReviews: async (resource) => {
      if (!RESOURCE.test(resource)) throw new Error(`Not a Google Business Profile location: "${resource}" (use accounts/{id}/locations/{id})`)
      const out: ProviderReview[] = []
      let pageToken: string | undefined
      for (let page = 0; page < maxPages; page++) {
        const url = new URL(`${base}/${resource}/reviews`)
        url.searchParams.set('pageSize', String(settings.pageSize ?? 50))
        if (pageToken) url.searchParams.set('pageToken', pageToken)
        const response = await fetcher(url, { headers: { authorization: `Bearer ${settings.accessToken}`, accept: 'application/json' }, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 })
        if (!response.ok) throw new Error(`Google Business Profile answered ${response.status} for ${resource}`)
        const body = googlePage.parse(await response.json())
        out.push(...(body.reviews ?? []).map(fromGoogleReview).filter((r): r is ProviderReview => r !== null))
        pageToken = body.nextPageToken
        if (!pageToken) break
      }
      return out
    },
  }
}

export const GOOGLE_BUSINESS_API_URL = 'https://mybusiness.googleapis.com/v4'

/** From the environment: `REVIEWS_PROVIDER=google` with `GOOGLE_BUSINESS_ACCESS_TOKEN` (and optionally `GOOGLE_BUSINESS_API_URL`); otherwise the admin. */
export function reviewsProviderFromEnv(env: Record<string, string | undefined> = process.env): ReviewsProvider {
  if (env.REVIEWS_PROVIDER !== 'google') return adminReviewsProvider
  if (!env.GOOGLE_BUSINESS_ACCESS_TOKEN) throw new Error('REVIEWS_PROVIDER=google needs GOOGLE_BUSINESS_ACCESS_TOKEN')
  return googleReviewsProvider({ baseUrl: env.GOOGLE_BUSINESS_API_URL || GOOGLE_BUSINESS_API_URL, accessToken: env.GOOGLE_BUSINESS_ACCESS_TOKEN })
}
