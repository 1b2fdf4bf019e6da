/**
 * The pages of a site beyond its CMS pages that the specs name (INV §2 Routes "Informational pages":
 * /dealer-locator, /brands, /finance-and-insurance; FIN §2.1 Other pages: /online-payment,
 * /spin-to-win and the my-* account pages; FIN §2.2 gating): which of them a site has, from its
 * settings and its data, and where a shopper finds them. A page a site does not have is never linked.
 *
 * Not in the specs (decided here):
 * - the dealer locator needs two locations or more (one location is its own location page);
 * - the brands page needs two brands or more (a single-brand dealer's brand is the whole site);
 * - the finance and insurance page needs a finance page or protection products to tell about;
 * - online payment needs a payment flow of the site that takes money online (a deposit or an online
 *   purchase through a provider that charges a card), never a page for paying at the dealership;
 * - /spin-to-win is a content page of the site (variants "Possible variants"): linked once published;
 * - an account page reads "My {name}" from its path (/mymotorama: My Motorama), else "My account".
 */

export const SITE_PAGE_PATHS = {
  dealerLocator: '/dealer-locator',
  brands: '/brands',
  financeAndInsurance: '/finance-and-insurance',
  onlinePayment: '/online-payment',
  spinToWin: '/spin-to-win',
} as const

export type SitePageId = keyof typeof SITE_PAGE_PATHS

/** The dealer's `pages.*` switches (variants: informational pages, each on by default). */
export type SitePageSettings = { dealerLocator: boolean; brands: boolean; financeAndInsurance: boolean }

/** What the site's data says about each page. */
export type SitePageFacts = {
  /** Visible locations the site shows. */
  locationCount: number
  /** Brands the /brands page would list (franchises, own brands and other makes in stock). */
  brandCount: number
  /** The site's finance link reaches a page of the site. */
  hasFinancePage: boolean
  /** Protection (insurance, warranty) paragraphs the site tells about. */
  protectionCount: number
  /** A payment flow of the site takes money online (`takesOnlinePayment`). */
  takesOnlinePayment: boolean
  /** Paths of the site's published CMS pages (/spin-to-win is one when the dealer made it). */
  pagePaths: ReadonlySet<string>
}

export type OfferedPages = Readonly<Record<SitePageId, boolean>>

export const MIN_LOCATOR_LOCATIONS = 2
export const MIN_BRANDS = 2

/** Which of the pages the site has. */
export function offeredSitePages(settings: SitePageSettings, facts: SitePageFacts): OfferedPages {
  return {
    dealerLocator: settings.dealerLocator && facts.locationCount >= MIN_LOCATOR_LOCATIONS,
    brands: settings.brands && facts.brandCount >= MIN_BRANDS,
    financeAndInsurance: settings.financeAndInsurance && (facts.hasFinancePage || facts.protectionCount > 0),
    onlinePayment: facts.takesOnlinePayment,
    spinToWin: facts.pagePaths.has(SITE_PAGE_PATHS.spinToWin),
  }
}

/**
 * Whether the site takes money online: its payment provider charges online and at least one of its
 * payment flows (reserve with a deposit, online purchase) is offered.
 */
export const takesOnlinePayment = (input: { providerPaysOnline: boolean; flowsOffered: readonly boolean[] }): boolean =>
  input.providerPaysOnline && input.flowsOffered.some(Boolean)

export const SITE_PAGE_LABELS: Readonly<Record<SitePageId, string>> = {
  dealerLocator: 'Dealer locator',
  brands: 'Our brands',
  financeAndInsurance: 'Finance and insurance',
  onlinePayment: 'Online payments',
  spinToWin: 'Spin to Win',
}

const ORDER: readonly SitePageId[] = ['dealerLocator', 'brands', 'financeAndInsurance', 'spinToWin', 'onlinePayment']

export type PageLink = { label: string; url: string }

/** The footer's links to the pages the site has, in a fixed order; none when it has none. */
export function sitePageLinks(offered: OfferedPages): PageLink[] {
  return ORDER.filter((id) => offered[id]).map((id) => ({ label: SITE_PAGE_LABELS[id], url: SITE_PAGE_PATHS[id] }))
}

export const GARAGE_PATH = '/my-garage'

const titleWord = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** "My Motorama" for /mymotorama, "My Garage" for /my-garage, "My account" for a path that does not start with my. */
export function accountPageLabel(path: string): string {
  const last = path.replace(/\/+$/, '').split('/').pop() ?? ''
  const name = /^my-?([a-z0-9][a-z0-9-]*)$/i.exec(last)?.[1]
  if (!name) return 'My account'
  return `My ${name.split('-').filter(Boolean).map(titleWord).join(' ')}`
}

/** The header's account links: My Garage where the site has it, then the dealer's my-* pages (`signIn.accountPages`), each once. */
export function accountLinks(accountPages: readonly string[], garage: boolean): PageLink[] {
  const paths = [...(garage ? [GARAGE_PATH] : []), ...accountPages.map((p) => p.replace(/\/+$/, '') || '/')]
  return [...new Set(paths)].filter((p) => p !== '/').map((url) => ({ label: accountPageLabel(url), url }))
}
