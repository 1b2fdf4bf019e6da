/** The vehicle page's sections that hydrate a client island (gallery and spin, spec lists, calculators), see VehicleSections.tsx. */
import { FinanceCalculatorScript } from '../../enhance/FinanceCalculatorScript'
import { Link } from '../Link'
import { calculatorProps } from '../finance/calculatorProps'
import { ALL_SPECS_TOGGLE, FEATURE_LIST_TOGGLE, KEY_INFORMATION_TOGGLE } from '../../rules/specLists'
import { gallerySlides } from './gallery'
import { FinanceCalculatorIsland, FuelCalculatorIsland } from './Calculators.client'
import { MediaViewer } from './MediaViewer.client'
import { shownSlides } from './slideImages'
import { FeatureList, SpecList } from './SpecList'
import { Section, type SectionProps } from './VehicleSections'

/** Gallery (video slide second) with the 360 spin viewer when the car has frames (INV §2, §4). */
export function Media({ v, site }: SectionProps) {
  const spin = site.config.vehiclePage.spin
  return <MediaViewer slides={shownSlides(gallerySlides(v.images, v.videoUrl))} title={v.title} frames={v.spinFrames} interior={v.spinInterior} defaultView={spin.defaultView} autoRotate={spin.autoRotate} intervalMs={spin.rotateIntervalMs} hotspots={v.hotspots} />
}

export function KeyInformation({ v, m, heading }: SectionProps & { heading?: string }) {
  return (
    <Section id="key-information" title={heading || m.detailsTitle}>
      <p className="mb-2 font-medium">{[v.car.year, v.car.make, v.car.model, v.subtitle].filter(Boolean).join(' ')}</p>
      {m.rego ? <p className="mb-2 text-slate-800" data-testid="rego">Registration: {m.rego}</p> : null}
      <SpecList id="key-information-list" items={m.keyInformation} toggle={KEY_INFORMATION_TOGGLE} />
    </Section>
  )
}

export function FuelSection({ v, m, heading }: SectionProps & { heading?: string }) {
  if (!m.showFuelCalculator) return null
  return <Section id="fuel-calculator" title={heading || 'Fuel calculator'}><FuelCalculatorIsland car={{ fuel: v.car.fuel, simple_fuel: v.car.simple_fuel, fuelconsumptioncombined: v.car.fuelconsumptioncombined }} /></Section>
}

/** The car type's full list (site/rules/vehicleProfiles.ts via the page model). */
export function AllSpecs({ m, heading }: SectionProps & { heading?: string }) {
  return <Section id="all-specs" title={heading || 'All specifications'}><SpecList id="all-specs-list" items={m.allSpecs} toggle={ALL_SPECS_TOGGLE} /></Section>
}

/** Only when the car lists standard equipment. */
export function Features({ v, heading }: SectionProps & { heading?: string }) {
  if (!v.standardEquipment.length) return null
  return <Section id="features" title={heading || 'Features'}><FeatureList id="features-list" items={v.standardEquipment} toggle={FEATURE_LIST_TOGGLE} /></Section>
}

/** Finance estimate (the FinanceCalculator block's calculator, with its comparison-rate disclaimer) and the finance call to action (INV §2, §5). */
export function FinanceEstimate({ v, m, site, heading }: SectionProps & { heading?: string }) {
  if (!m.showFinanceCalculator) return null
  const config = site.config
  // the sidebar's finance link, with every parameter FIN §2.1 lists (financeLinkHref)
  const finance = m.buttons.find((b) => b.kind === 'finance')
  return (
    <Section id="finance-form" title={heading || 'Finance calculator'}>
      <FinanceCalculatorIsland {...calculatorProps(config.finance, v.car.price ?? null)} />
      <FinanceCalculatorScript />
      {finance ? <Link href={finance.href} className="mt-3 inline-flex h-11 items-center rounded bg-brand-dark px-4 font-semibold text-white">{finance.label}</Link> : null}
    </Section>
  )
}
