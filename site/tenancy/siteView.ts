import type { SiteConfig } from '../config/siteConfig'
import type { BannerRecord } from '../rules/banners'

export type NavLink = { label: string; url: string; children: Array<{ label: string; url: string }> }

export type BrandButton = { label: string; url: string; variant: 'primary' | 'secondary' | 'outline' }

export type BrandView = {
  id: number
  name: string
  slug: string
  logoUrl: string | null
  primaryColour: string
  tagline: string | null
  menu: NavLink[]
  /** Header quick links (FIN §2.6: Book a Test Drive, Make an Enquiry, Book a Service). */
  quickLinks: Array<{ label: string; url: string }>
  /** Dated banners, shown with the site's in their window (site/rules/banners.ts). */
  banners: BannerRecord[]
  footerColumns: Array<{ heading: string; links: Array<{ label: string; url: string }> }>
  footerText: string | null
  /** Named sets of call-to-action buttons (ButtonGroup block). */
  buttonSets: Array<{ name: string; buttons: BrandButton[] }>
  legalText: unknown
  /** A note under every location's opening hours. */
  hoursNote: string | null
}

/** Everything rendering needs to know about a site, resolved once per request from the cache. */
export type SiteView = {
  id: number
  slug: string
  name: string
  template: string
  city: string | null
  state: string | null
  logoUrl: string | null
  domains: string[]
  dealershipIds: number[]
  licenceNumbers: string[]
  config: SiteConfig
  brand: BrandView | null
}
