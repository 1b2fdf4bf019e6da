import { StaticImage } from '../StaticImage'
import { Link } from '../Link'
import { QuickQuoteWeekly } from '../finance/QuickQuoteFigure.client'
import type { SiteView } from '../../tenancy/siteView'
import { RESERVE_CAR_NOW, type PageModel } from '../../vehicles/pageModel'
import type { VehicleView } from '../../vehicles/vehicleView'
import { MOBILE_BAR_AFTER_PX, ScrollReveal, STICKY_HEADER_AFTER_PX } from './ScrollReveal.client'

const button = 'flex h-11 items-center justify-center rounded px-4 text-sm font-semibold'

/**
 * Desktop sticky header after 500 px (hideable, `vehiclePage.stickyHeader`) and the mobile bar after
 * 900 px (INV §2): Reserve Car Now when checkout is on for the car, Enquire Now or Instant Message,
 * Call Now (FIN §2.6).
 */
export function StickyBars({ v, m, site }: { v: VehicleView; m: PageModel; site: SiteView }) {
  const finance = m.buttons.find((b) => b.kind === 'finance')
  const tradeIn = m.buttons.find((b) => b.kind === 'tradeIn')
  const enquire = m.buttons.find((b) => b.kind === 'enquire')
  const reserve = m.buttons.find((b) => b.kind === 'reserve' || b.kind === 'buyOnline')
  const image = v.images[0]
  // Instant Message only where the chat dialog is on the page (pageModel's `chat`), else Enquire Now.
  const chat = site.config.vehiclePage.mobileStickyBar.messageButton === 'chat' && m.chat
  return (
    <>
      {site.config.vehiclePage.stickyHeader ? (
        <ScrollReveal afterPx={STICKY_HEADER_AFTER_PX} label="Vehicle summary bar" testId="sticky-header" className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white shadow max-lg:hidden print:hidden">
          <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
            {image ? <StaticImage src={image.thumb} alt="" width={90} height={60} className="h-[60px] w-[90px] rounded object-cover" /> : null}
            <div className="flex-1">
              <p className="font-semibold">{v.name}</p>
              <p className="text-sm text-slate-700">{m.stickyFacts.join(' · ')}</p>
            </div>
            {m.price ? <p className="text-right"><strong className="text-xl">{m.price.text}</strong> <span className="block text-xs text-slate-700">{v.car.price_type}{m.repayment ? ` · ${m.repayment.weekly}/wk` : m.quickQuote ? <QuickQuoteWeekly carRef={v.slug} /> : null}</span></p> : null}
            {finance ? <Link href={finance.href} className={`${button} bg-brand-dark text-white`}>{site.config.vehicleCard.labels.finance}</Link> : null}
            {tradeIn ? <Link href={tradeIn.href} className={`${button} border border-brand-dark text-brand-dark`}>Trade-In Valuation</Link> : null}
          </div>
        </ScrollReveal>
      ) : null}
      {m.inStock ? (
        <ScrollReveal afterPx={MOBILE_BAR_AFTER_PX} label="Quick actions" testId="mobile-bar" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-2 lg:hidden print:hidden">
          <div className="flex gap-2 *:flex-1 *:px-2 *:text-center *:leading-tight">
            {reserve ? <Link href={reserve.href} className={`${button} bg-brand-dark text-white`}>{reserve.kind === 'buyOnline' ? reserve.label : RESERVE_CAR_NOW}</Link> : null}
            <Link href={chat ? '#chat' : (enquire?.href ?? '#enquire')} className={`${button} ${reserve ? 'border border-brand-dark text-brand-dark' : 'bg-brand-dark text-white'}`}>{chat ? 'Instant Message' : site.config.forms.enquiry.buttonLabel}</Link>
            {m.phone ? <a href={`tel:${m.phone.replace(/\s+/g, '')}`} className={`${button} border border-brand-dark text-brand-dark`}>Call Now</a> : null}
          </div>
        </ScrollReveal>
      ) : null}
    </>
  )
}
