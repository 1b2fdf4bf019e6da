import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { Link } from './Link'
import { groupClaimLines, type GroupColumn } from '../rules/groupLinks'
import type { PageLink } from '../rules/sitePages'
import type { SiteView } from '../tenancy/siteView'
import { navigationOf } from './navigation'

const isEditorState = (value: unknown): value is SerializedEditorState =>
  typeof value === 'object' && value !== null && 'root' in value

export const EXPLORE_HEADING = 'Explore'

/**
 * Footer columns from the brand (or the navigation), then the group's pages and brand pages
 * (`brand.groupPages`, `brand.brandPages`), the site's informational and promotion pages that exist
 * (`pageLinks`, site/rules/sitePages.ts), the group's claims (`brand.groupClaims`), legal text and
 * the dealer licence numbers.
 */
export function SiteFooter({ site, groupColumns = [], pageLinks = [] }: { site: SiteView; groupColumns?: GroupColumn[]; pageLinks?: PageLink[] }) {
  const brand = site.brand
  const own = brand?.footerColumns.length ? brand.footerColumns : [{ heading: site.name, links: navigationOf(site) }]
  const columns = [...own, ...groupColumns, ...(pageLinks.length ? [{ heading: EXPLORE_HEADING, links: pageLinks }] : [])]
  const claims = groupClaimLines(site.config.brand.groupClaims)
  const legal = isEditorState(brand?.legalText) ? convertLexicalToHTML({ data: brand.legalText }) : null
  return (
    <footer className="mt-12 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {claims.length ? (
          <ul aria-label="Our group in numbers" data-testid="group-claims" className="sm:col-span-2 lg:col-span-4 flex flex-wrap gap-6 text-lg font-semibold text-white">
            {claims.map((claim) => <li key={claim}>{claim}</li>)}
          </ul>
        ) : null}
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-semibold text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((l) => (
                <li key={l.url}><Link className="hover:underline" href={l.url}>{l.label}</Link></li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-slate-300">
          {brand?.footerText ? <p>{brand.footerText}</p> : null}
          {site.licenceNumbers.length ? (
            <p data-testid="dealer-licence">Dealer licence {site.licenceNumbers.join(', ')}</p>
          ) : null}
          {legal ? <div className="prose-invert text-xs" dangerouslySetInnerHTML={{ __html: legal }} /> : null}
          <p>© {new Date().getFullYear()} {site.name}</p>
        </div>
      </div>
    </footer>
  )
}
