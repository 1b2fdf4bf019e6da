/**
 * A site path → the app route that answers it, as proxy.ts and the app/(site)/s tree map it: the
 * page component inside the site layout, or a route handler. Used to render every page kind of a
 * site in-process and to follow the internal links a page shows.
 */
import type { ReactNode } from 'react'
import SiteLayout from '@/app/(site)/s/[host]/layout'
import CmsRoute from '@/app/(site)/s/[host]/[[...path]]/page'
import BrandOverview from '@/app/(site)/s/[host]/[model]/overview/page'
import BrandAccessories from '@/app/(site)/s/[host]/[model]/accessories/page'
import BlogIndex from '@/app/(site)/s/[host]/blog/page'
import Brands from '@/app/(site)/s/[host]/brands/page'
import DealerLocator from '@/app/(site)/s/[host]/dealer-locator/page'
import FinanceAndInsurance from '@/app/(site)/s/[host]/finance-and-insurance/page'
import OnlinePayment from '@/app/(site)/s/[host]/online-payment/page'
import BlogPost from '@/app/(site)/s/[host]/blog/[slug]/page'
import { GET as blogFeed } from '@/app/(site)/s/[host]/blog/rss.xml/route'
import VehiclePage from '@/app/(site)/s/[host]/cars/[slug]/page'
import BuyOnline from '@/app/(site)/s/[host]/cars/[slug]/buy-online/page'
import Checkout from '@/app/(site)/s/[host]/cars/[slug]/checkout/page'
import CheckoutConfirmation from '@/app/(site)/s/[host]/cars/[slug]/checkout/confirmation/page'
import { GET as vehiclePdf } from '@/app/(site)/s/[host]/cars/[slug]/pdf/route'
import TradeIn from '@/app/(site)/s/[host]/cars/trade-in/page'
import TradeInValuation from '@/app/(site)/s/[host]/cars/trade-in/valuation/page'
import CheckoutJourney from '@/app/(site)/s/[host]/checkout-journey/page'
import PurchaseConfirmation from '@/app/(site)/s/[host]/checkout-journey/confirmation/page'
import LocationRoute from '@/app/(site)/s/[host]/locations/[slug]/page'
import Models from '@/app/(site)/s/[host]/models/page'
import ModelRoute from '@/app/(site)/s/[host]/models/[slug]/page'
import Garage from '@/app/(site)/s/[host]/my-garage/page'
import GarageCompare from '@/app/(site)/s/[host]/my-garage/compare/page'
import Reviews from '@/app/(site)/s/[host]/pages/reviews/page'
import PersonalisedFinance from '@/app/(site)/s/[host]/personalised/finance/page'
import Print from '@/app/(site)/s/[host]/print/page'
import { GET as robotsTxt } from '@/app/(site)/s/[host]/robots.txt/route'
import Search from '@/app/(site)/s/[host]/search/[[...filters]]/page'
import SignIn from '@/app/(site)/s/[host]/sign-in/page'
import { GET as sitemapXml } from '@/app/(site)/s/[host]/sitemap.xml/route'
import Success from '@/app/(site)/s/[host]/success/page'

type Query = Record<string, string | string[] | undefined>
export type RouteMatch = { route: string; page?: () => ReactNode; handler?: () => Promise<Response> }

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean)

/** The route for a path of the site at `host` (the query goes to the pages that read it), or null when the path is not the site's. */
export function matchRoute(host: string, href: string): RouteMatch {
  const url = new URL(href, `https://${host}`)
  const query: Query = Object.fromEntries(url.searchParams.entries())
  const segments = segmentsOf(decodeURIComponent(url.pathname))
  const params = <T extends object>(extra: T) => Promise.resolve({ host, ...extra })
  const searchParams = Promise.resolve(query)
  const inLayout = (route: string, page: ReactNode): RouteMatch => ({ route, page: () => <SiteLayout params={params({})}>{page}</SiteLayout> })
  const [first, second, third, fourth] = segments
  const handler = (route: string, run: () => Promise<Response>): RouteMatch => ({ route, handler: run })
  const request = new Request(url)

  if (first === 'search') return inLayout('/search/[[...filters]]', <Search params={params({ filters: segments.slice(1) })} />)
  if (first === 'cars' && second === 'trade-in' && third === 'valuation' && !fourth) return inLayout('/cars/trade-in/valuation', <TradeInValuation params={params({})} />)
  if (first === 'cars' && second === 'trade-in' && !third) return inLayout('/cars/trade-in', <TradeIn params={params({})} searchParams={searchParams} />)
  if (first === 'cars' && second) {
    const p = params({ slug: second })
    if (!third) return inLayout('/cars/[slug]', <VehiclePage params={p} />)
    if (third === 'checkout' && !fourth) return inLayout('/cars/[slug]/checkout', <Checkout params={p} searchParams={searchParams} />)
    if (third === 'checkout' && fourth === 'confirmation') return inLayout('/cars/[slug]/checkout/confirmation', <CheckoutConfirmation params={p} searchParams={searchParams} />)
    if (third === 'buy-online') return inLayout('/cars/[slug]/buy-online', <BuyOnline params={p} searchParams={searchParams} />)
    if (third === 'pdf') return handler('/cars/[slug]/pdf', () => vehiclePdf(request, { params: p }))
  }
  if (first === 'checkout-journey') return inLayout('/checkout-journey', second === 'confirmation' ? <PurchaseConfirmation params={params({})} searchParams={searchParams} /> : <CheckoutJourney params={params({})} searchParams={searchParams} />)
  if (first === 'locations' && second && !third) return inLayout('/locations/[slug]', <LocationRoute params={params({ slug: second })} />)
  if (first === 'models' && !second) return inLayout('/models', <Models params={params({})} searchParams={searchParams} />)
  if (first === 'models' && second && !third) return inLayout('/models/[slug]', <ModelRoute params={params({ slug: second })} />)
  if (first === 'my-garage' && !second) return inLayout('/my-garage', <Garage params={params({})} />)
  if (first === 'my-garage' && second === 'compare') return inLayout('/my-garage/compare', <GarageCompare params={params({})} searchParams={searchParams} />)
  if (first === 'sign-in' && !second) return inLayout('/sign-in', <SignIn params={params({})} searchParams={searchParams} />)
  if (first === 'blog' && !second) return inLayout('/blog', <BlogIndex params={params({})} />)
  if (first === 'blog' && second === 'rss.xml') return handler('/blog/rss.xml', () => blogFeed(request, { params: params({}) }))
  if (first === 'blog' && second && !third) return inLayout('/blog/[slug]', <BlogPost params={params({ slug: second })} />)
  if (first === 'pages' && second === 'reviews' && !third) return inLayout('/pages/reviews', <Reviews params={params({})} searchParams={searchParams} />)
  if (first === 'personalised' && second === 'finance') return inLayout('/personalised/finance', <PersonalisedFinance params={params({})} searchParams={searchParams} />)
  if (first === 'print' && !second) return inLayout('/print', <Print params={params({})} searchParams={searchParams} />)
  if (first === 'success' && !second) return inLayout('/success', <Success />)
  if (first === 'brands' && !second) return inLayout('/brands', <Brands params={params({})} />)
  if (first === 'dealer-locator' && !second) return inLayout('/dealer-locator', <DealerLocator params={params({})} />)
  if (first === 'finance-and-insurance' && !second) return inLayout('/finance-and-insurance', <FinanceAndInsurance params={params({})} />)
  if (first === 'online-payment' && !second) return inLayout('/online-payment', <OnlinePayment params={params({})} />)
  if (first === 'robots.txt') return handler('/robots.txt', () => robotsTxt(request, { params: params({}) }))
  if (first === 'sitemap.xml') return handler('/sitemap.xml', () => sitemapXml(request, { params: params({}) }))
  if (first && second === 'overview' && !third) return inLayout('/[model]/overview', <BrandOverview params={params({ model: first })} />)
  if (first && second === 'accessories' && !third) return inLayout('/[model]/accessories', <BrandAccessories params={params({ model: first })} />)
  return inLayout('/[[...path]]', <CmsRoute params={params({ path: segments.length ? segments : undefined })} />)
}
