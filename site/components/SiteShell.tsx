import type { CSSProperties, ReactNode } from 'react'
import { Tracker } from './analytics/Tracker.client'
import { IntentPrefetch } from './IntentPrefetch.client'
import { SiteBanners } from './promos/SiteBanners'
import { HeaderReviewBadge } from './reviews/ReviewViews'
import type { ReviewSummary } from '../rules/reviews'
import { Toaster } from './shoppers/Toaster.client'
import type { GroupColumn } from '../rules/groupLinks'
import type { PageLink } from '../rules/sitePages'
import type { SiteView } from '../tenancy/siteView'
import { SiteFooter } from './SiteFooter'
import type { BrandMenuView } from '../rules/brands'
import { SiteHeader } from './SiteHeader'

type ShellProps = {
  site: SiteView
  hasBlog?: boolean
  groupColumns?: GroupColumn[]
  /** The header's brand menu (FIN §2.9); none without brand pages. */
  brandMenu?: BrandMenuView | null
  /** The site's review summary, for the header's badge (shown only as `showReviewBadge` says). */
  reviewSummary?: ReviewSummary | null
  /** The footer's links to the site's informational and promotion pages that exist. */
  pageLinks?: PageLink[]
  /** The header's links to the shopper's account pages. */
  accountLinks?: PageLink[]
  children: ReactNode
}

/** Header, navigation and footer around every shopper page; the brand colour becomes CSS variables. */
export function SiteShell({ site, hasBlog = false, groupColumns = [], brandMenu = null, reviewSummary = null, pageLinks = [], accountLinks = [], children }: ShellProps) {
  const brand = site.brand?.primaryColour ?? '#0b4f8a'
  // Set the theme colours themselves: a var() inside @theme resolves at :root, not here.
  const style = { '--color-brand': brand, '--color-brand-dark': brand } as CSSProperties
  return (
    <div style={style} className="flex min-h-screen flex-col" data-site={site.slug}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader site={site} hasBlog={hasBlog} brandMenu={brandMenu} reviewBadge={reviewSummary ? <HeaderReviewBadge site={site} summary={reviewSummary} /> : null} accountLinks={accountLinks} />
      <SiteBanners site={site} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={site} groupColumns={groupColumns} pageLinks={pageLinks} />
      <Toaster />
      <Tracker vitalsSampleRate={site.config.analytics.webVitalsSampleRate} />
      <IntentPrefetch />
    </div>
  )
}
