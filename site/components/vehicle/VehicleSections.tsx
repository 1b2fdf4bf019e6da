/**
 * The sections of the vehicle detail page (INV §2), each on its own so the page builder's vehicle
 * blocks (blocks/Vehicle*) can lay them out in the order the site's vehicle template gives.
 * Each reads the page model (site/vehicles/pageModel.ts) and renders nothing when its condition fails.
 * Static sections here; those with a client island are in VehicleIslandSections.tsx.
 */
import { Link } from '../Link'
import type { ReactNode } from 'react'
import type { SiteView } from '../../tenancy/siteView'
import { VEHICLE_DISCLAIMER, type PageModel } from '../../vehicles/pageModel'
import type { VehicleView } from '../../vehicles/vehicleView'

export type SectionProps = { v: VehicleView; m: PageModel; site: SiteView }

/** A titled section; inside the VehicleDetail grid it spans both columns. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return <section aria-labelledby={id} className="mt-10 lg:col-span-2"><h2 id={id} className="mb-3 text-xl font-semibold">{title}</h2>{children}</section>
}

export function Breadcrumb({ v, homeLabel = 'Home' }: { v: VehicleView; homeLabel?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-800">
      <ol className="flex flex-wrap gap-1">
        <li><Link href="/" className="underline">{homeLabel}</Link> /</li>
        <li><Link href={`/search/${v.car.car_type}-cars`} className="underline capitalize">{v.car.car_type} cars</Link> /</li>
        <li aria-current="page">{v.title}</li>
      </ol>
    </nav>
  )
}

/** A car not in stock: its title and the sold message with Find Me Something Similar (INV §4). */
export function SoldPanel({ v, m }: { v: VehicleView; m: PageModel }) {
  return (
    <>
      <div><h1 className="text-2xl font-bold">{v.title}</h1>{v.subtitle ? <p className="text-slate-700">{v.subtitle}</p> : null}</div>
      <div className="rounded border border-amber-300 bg-amber-50 p-4" data-testid="sold-message">
        <p role="status">{m.soldMessage}</p>
        <Link href={m.findSimilarHref} className="mt-3 flex h-11 items-center justify-center rounded bg-brand-dark px-4 font-semibold text-white">Find Me Something Similar</Link>
        {/* A full page load: the search page reads its refinements from the query on arrival. */}
        <a href={m.similarSearchHref} data-testid="similar-search" className="mt-3 block text-center font-semibold text-brand-dark underline">{m.similarSearchLabel}</a>
      </div>
    </>
  )
}

/** Used cars only. */
export function UsedCheck({ v, m, heading }: SectionProps & { heading?: string }) {
  if (v.car.car_type !== 'used') return null
  return <Section id="used-check" title={heading || 'Used-car check'}><p className="text-slate-800">Every used {m.noun} is inspected before sale.{v.historyReportUrl ? ' A history report is available for this one.' : ''}</p></Section>
}

/** Only when the car has an external video link. */
export function ExternalVideo({ v, m, heading }: SectionProps & { heading?: string }) {
  if (!v.externalVideoUrl) return null
  return <Section id="external-video" title={heading || 'Video'}><a href={v.externalVideoUrl} target="_blank" rel="noopener" className="font-semibold text-brand-dark underline">Watch the video of this {m.noun}</a></Section>
}

export function Disclaimer({ text = VEHICLE_DISCLAIMER }: { text?: string }) {
  return <p className="mt-10 text-xs text-slate-700 lg:col-span-2" data-testid="disclaimer">{text}</p>
}
