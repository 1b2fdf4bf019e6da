import type { SiteConfig } from '../config/siteConfig'

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
  quickLinks: Array<{ label: string; url: string }>
  footerColumns: Array<{ heading: string; links: Array<{ label: string; url: string }> }>
  footerText: string | null
  /** Named sets of call-to-action buttons (ButtonGroup block). */
  buttonSets: Array<{ name: string; buttons: BrandButton[] }>
  legalText: unknown
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
