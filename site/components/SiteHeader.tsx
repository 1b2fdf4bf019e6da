import { Link } from './Link'
import type { ReactNode } from 'react'
import type { SiteView } from '../tenancy/siteView'
import type { BrandMenuView } from '../rules/brands'
import type { PageLink } from '../rules/sitePages'
import { BrandEntries, BrandMenu } from './BrandMenu.client'
import { navigationWithBlog, quickLinksOf, stockSearchPathOf } from './navigation'

function NavList({ site, hasBlog, className }: { site: SiteView; hasBlog: boolean; className: string }) {
  return (
    <ul className={className}>
      {navigationWithBlog(site, hasBlog).map((link) => (
        <li key={link.url}>
          <Link href={link.url} className="block rounded px-3 py-2 font-medium text-slate-800 hover:bg-slate-100">
            {link.label}
          </Link>
          {link.children.length ? (
            <ul className="pl-4 lg:hidden">
              {link.children.map((child) => (
                <li key={child.url}><Link href={child.url} className="block px-3 py-1 text-sm text-slate-700">{child.label}</Link></li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The brand menu inside the mobile menu: a native disclosure of the same links. */
function MobileBrands({ menu }: { menu: BrandMenuView }) {
  return (
    <details className="mt-1 border-t border-slate-200 pt-1" data-testid="mobile-brand-menu">
      <summary className="cursor-pointer rounded px-3 py-2 font-medium text-slate-800">{menu.label}</summary>
      <div className="space-y-2 pb-2 pl-2"><BrandEntries groups={menu.groups} idPrefix="mobile-brands" /></div>
    </details>
  )
}

type HeaderProps = { site: SiteView; hasBlog?: boolean; brandMenu?: BrandMenuView | null; reviewBadge?: ReactNode; accountLinks?: PageLink[] }

const topLink = 'inline-block py-1 font-medium underline-offset-2 hover:underline'

/**
 * The strip above the header: the quick links (FIN §2.6: Book a Test Drive, Make an Enquiry, Book a
 * Service; or the brand's own) and the shopper's account pages (My Garage, the dealer's my-* pages;
 * FIN §2.1, §2.2: always behind sign-in).
 */
function TopBar({ links, account }: { links: Array<{ label: string; url: string }>; account: PageLink[] }) {
  if (links.length === 0 && account.length === 0) return null
  return (
    <div className="bg-brand-dark text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap justify-end gap-x-4 px-4 py-1">
        {links.length ? (
          <nav aria-label="Quick links" data-testid="header-quick-links">
            <ul className="flex flex-wrap justify-end gap-x-4">
              {links.map((link) => (
                <li key={link.url}><Link href={link.url} className={topLink}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
        ) : null}
        {account.length ? (
          <nav aria-label="Account" data-testid="header-account-links">
            <ul className="flex flex-wrap justify-end gap-x-4">
              {account.map((link) => (
                <li key={link.url}><Link href={link.url} prefetch={false} className={topLink}>{link.label}</Link></li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The quick links, site name or logo, the brand's menu (or the default links, plus Blog when the site has posts),
 * the dropdown or mega menu of brands (FIN §2.9), the review badge and the stock search button.
 */
export function SiteHeader({ site, hasBlog = false, brandMenu = null, reviewBadge = null, accountLinks = [] }: HeaderProps) {
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <TopBar links={quickLinksOf(site)} account={accountLinks} />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="min-w-0 break-words text-xl font-bold text-brand-dark" data-testid="site-name">
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:flex lg:items-center">
          {brandMenu ? <BrandMenu menu={brandMenu} /> : null}
          <NavList site={site} hasBlog={hasBlog} className="flex gap-1" />
        </nav>
        {/* wraps under the name on a narrow phone rather than pushing the page sideways (issue 47) */}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {reviewBadge}
          <Link href={stockSearchPathOf(site)} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90">
            Search stock
          </Link>
          <details className="relative lg:hidden">
            <summary className="cursor-pointer list-none rounded border border-slate-300 px-3 py-2 font-medium">Menu</summary>
            <nav aria-label="Mobile" className="absolute right-0 z-20 mt-2 max-h-[80vh] w-64 overflow-y-auto rounded border border-slate-200 bg-white p-2 shadow-lg">
              <NavList site={site} hasBlog={hasBlog} className="flex flex-col" />
              {brandMenu ? <MobileBrands menu={brandMenu} /> : null}
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
