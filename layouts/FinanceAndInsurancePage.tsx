/**
 * /finance-and-insurance (INV §2 Routes "Informational pages"): the site's finance and protection
 * products (site/rules/financeProducts.ts), then the finance calculator with the site's lender
 * settings (FIN §2.5) and its disclaimer example.
 */
import { FinanceCalculator } from '../blocks/FinanceCalculator/Component'
import { financeCalculatorSchema } from '../blocks/FinanceCalculator/config'
import { Link } from '../site/components/Link'
import { tabParagraphs } from '../site/rules/detailTabs'
import { PERSONALISED_FINANCE_PATH } from '../site/rules/financeLink'
import { financeProducts, type FinanceProduct } from '../site/rules/financeProducts'
import { SITE_PAGE_LABELS } from '../site/rules/sitePages'
import { reachesPage } from '../site/rules/sitePaths'
import type { SiteView } from '../site/tenancy/siteView'

function products(site: SiteView, pagePaths: ReadonlySet<string>): FinanceProduct[] {
  const { finance, navigation, vehiclePage, labels } = site.config
  const lender = finance.provider === null ? null : (finance.lenders[finance.provider] ?? null)
  return financeProducts({
    financePath: reachesPage(finance.linkPath, { pagePaths, locationPath: navigation.paths.location }) ? finance.linkPath : null,
    lender: lender ? { label: lender.label, comparisonRateRange: lender.comparisonRateRange ?? null } : null,
    preApprovalPath: finance.lenderTieIn ? PERSONALISED_FINANCE_PATH : null,
    calculator: finance.calculator,
    protection: tabParagraphs(vehiclePage.detailTabs.protectYourCar),
    contactPath: navigation.paths.contact,
    noun: labels.vehicleNoun,
  })
}

function ProductCard({ product }: { product: FinanceProduct }) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 p-5" data-testid={`finance-product-${product.id}`}>
      <h2 className="text-xl font-semibold">{product.heading}</h2>
      {product.paragraphs.map((p) => <p key={p} className="text-slate-800">{p}</p>)}
      {product.link ? (
        <p className="mt-auto pt-2"><Link prefetch={false} className="inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white hover:opacity-90" href={product.link.url}>{product.link.label}</Link></p>
      ) : null}
    </article>
  )
}

export function FinanceAndInsurancePage({ site, pagePaths }: { site: SiteView; pagePaths: ReadonlySet<string> }) {
  const list = products(site, pagePaths)
  const calculator = financeCalculatorSchema.parse({ heading: 'Estimate your repayments' })
  return (
    <main id="main">
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="text-3xl font-bold">{SITE_PAGE_LABELS.financeAndInsurance}</h1>
        <p className="mt-2 text-slate-700">Finance, pre-approval and protection for your next {site.config.labels.vehicleNoun}, arranged by {site.name} in one visit.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {list.map((product) => <li key={product.id}><ProductCard product={product} /></li>)}
        </ul>
      </div>
      <FinanceCalculator {...calculator} context={{ site }} />
    </main>
  )
}
