import { Link } from '../Link'
import { trackAttr } from '../../analytics/events'
import { RESERVED_TAG } from '../../rules/cardTag'
import type { SiteView } from '../../tenancy/siteView'
import { dealerSearchHref } from '../../vehicles/carLinks'
import type { PageModel } from '../../vehicles/pageModel'
import type { VehicleView } from '../../vehicles/vehicleView'
import { PreApprovalButton } from '../finance/PreApprovalButton.client'
import { QuickQuoteFigure } from '../finance/QuickQuoteFigure.client'
import { PdfDownloadButton } from './PdfDownloadButton.client'
import { PhoneReveal } from './PhoneReveal.client'
import { ShareButtons } from './ShareButtons.client'
import { SaveControl } from '../SaveControl.client'

const PRIMARY = new Set(['enquire', 'reserve', 'buyOnline'])
const BUTTON = 'flex h-11 items-center justify-center rounded px-4 font-semibold'
/** A flow button's look: filled for the primary flows, outlined for the rest. */
const flowButton = (kind: string) => `${BUTTON} ${PRIMARY.has(kind) ? 'bg-brand-dark text-white' : 'border border-brand-dark text-brand-dark'}`

export function PriceBlock({ m, priceType }: { m: PageModel; priceType: string | null | undefined }) {
  if (!m.price) return null
  return (
    <div>
      <p className="text-3xl font-bold" data-testid="vdp-price">{m.price.text}{m.price.kind === 'price' && priceType ? <span className="ml-2 text-sm font-normal text-slate-700">{priceType}</span> : null}</p>
      {m.was ? <p className="text-slate-700">Was <s>{m.was}</s></p> : null}
    </div>
  )
}

/** Sidebar in the spec's order: title, price, views, finance estimate, location, finance summary, buttons (… share, favourite, print), icons (INV §2). */
export function VehicleSidebar({ v, m, site, url }: { v: VehicleView; m: PageModel; site: SiteView; url: string }) {
  return (
    <aside className="space-y-4" aria-label="Vehicle summary">
      <div>
        <h1 className="text-2xl font-bold">{v.title}</h1>
        {v.subtitle ? <p className="text-slate-700">{v.subtitle}</p> : null}
      </div>
      <PriceBlock m={m} priceType={v.car.price_type} />
      <div className="flex flex-wrap gap-1">
        {m.inStock && v.car.reserved ? <span data-testid="reserved-badge" className="rounded bg-amber-700 px-2 py-1 text-xs font-semibold text-white">{RESERVED_TAG}</span> : null}
        {m.certified ? <span data-testid="certified-badge" className="rounded bg-slate-900 px-2 py-1 text-xs font-semibold text-white">{m.certified}</span> : null}
        {m.belowMarket ? <span data-testid="below-market" className="rounded bg-emerald-100 px-2 py-1 text-xs font-semibold text-emerald-900">{m.belowMarket.text}</span> : null}
      </div>
      {/* INV §2 Sidebar order: title, price block, views counter, finance estimate (only the card's count is optional). */}
      {m.views ? <p className="text-sm text-slate-700" data-testid="views">{m.views}</p> : null}
      {m.repayment ? <p data-testid="finance-estimate"><strong>{m.repayment.weekly}/wk</strong> <span className="text-slate-700">({m.repayment.monthly}/mth) estimated</span></p> : null}
      {m.quickQuote ? <QuickQuoteFigure carRef={v.slug} /> : null}
      {v.location ? <p className="text-sm text-slate-800">Located at {v.location.name}</p> : null}
      {v.dealership ? <p className="text-sm"><Link href={dealerSearchHref(v.dealership)} prefetch={false} className="font-semibold text-brand-dark underline" data-testid="dealer-stock">See more from this dealer</Link></p> : null}
      {m.inStock ? (
        <ul className="space-y-2" aria-label="Actions" data-testid="sidebar-buttons">
          {m.buttons.map((b) => (
            <li key={b.kind}>
              {b.kind === 'finance' && m.preApprovalHref ? (
                <PreApprovalButton href={m.preApprovalHref} label={b.label} car={{ ref: v.slug, name: v.title, price: v.car.price ?? null }} className={`${BUTTON} border border-brand-dark text-brand-dark`} />
              ) : b.external ? (
                <a href={b.href} data-button={b.kind} {...(b.kind === 'history' ? trackAttr({ event: 'history-report', carId: v.id }) : {})} target="_blank" rel="noopener" className={`${BUTTON} border border-brand-dark text-brand-dark`}>{b.label}</a>
              ) : b.href.includes('#') ? (
                // A dialog of this page (…#enquire, …#test-drive): a plain link like Request Photos. The
                // dialogs' island opens it on the click; pressed before the island listens (React runs
                // its effects during that very click), the browser moves the hash and the island opens
                // it on `hashchange`. A router link moved the hash with pushState, which fires no
                // event, and the dialog never opened (one press in ten in e2e).
                <a href={b.href} data-button={b.kind} data-opens-dialog={b.label} className={flowButton(b.kind)}>{b.label}</a>
              ) : (
                // No prefetch: these open flows (forms, checkout), none needed at once.
                <Link href={b.href} prefetch={false} data-button={b.kind} className={flowButton(b.kind)}>{b.label}</Link>
              )}
            </li>
          ))}
          <li><a href="#request-photos" data-testid="request-photos" data-opens-dialog="Request Photos" className={`${BUTTON} border border-brand-dark text-brand-dark`}>Request Photos</a></li>
          {m.phone ? <li><PhoneReveal phone={m.phone} revealAtStart={site.config.vehiclePage.revealPhoneOnLoad} label={site.config.labels.callDealer} lead={{ vehicle: v.id, dealership: v.dealership?.id ?? null }} /></li> : null}
          {/* INV §2 sidebar: … Call the dealer, Instant Message (chat), WhatsApp, share, favourite, print. */}
          {m.instantMessage ? <li><a href="#chat" data-testid="instant-message" className={`${BUTTON} border border-brand-dark text-brand-dark`}>Instant Message</a></li> : null}
          {m.whatsAppHref ? <li><a href={m.whatsAppHref} target="_blank" rel="noopener" data-testid="whatsapp" className={`${BUTTON} border border-brand-dark text-brand-dark`}>WhatsApp<span className="sr-only"> (opens WhatsApp)</span></a></li> : null}
        </ul>
      ) : null}
      <ShareButtons url={url} title={v.name} />
      {m.save ? <SaveControl placement="page" kind={m.save.kind} onlyIfSaved={m.save.onlyIfSaved} entry={{ id: String(v.id), name: v.title, slug: v.slug, make: v.car.make ?? '', model: v.car.model ?? '', primary_image_url: v.images[0]?.thumb ?? '' }} /> : null}
      {site.config.vehiclePage.printAction === 'pdf' ? (
        <PdfDownloadButton slug={v.slug} carId={v.id} />
      ) : (
        <a href={`/print?car_id=${encodeURIComponent(v.slug)}`} {...trackAttr({ event: 'print', carId: v.id })} target="_blank" rel="noopener" className="block text-center text-sm font-semibold text-brand-dark underline">Print this page</a>
      )}
      {m.glance.length ? <ul className="flex flex-wrap gap-2 text-sm text-slate-800" aria-label="At a glance">{m.glance.map((i) => <li key={i} className="rounded bg-slate-100 px-2 py-1">{i}</li>)}</ul> : null}
    </aside>
  )
}
