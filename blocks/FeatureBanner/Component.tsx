import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import type { RenderContext } from '../types'
import { ALL_FEATURES, FEATURE_PRESETS, type FeaturePreset, type featureBannerSchema } from './config'

type Props = z.output<typeof featureBannerSchema> & { context: RenderContext }

const button = 'inline-block self-start rounded bg-brand-dark px-5 py-3 font-semibold text-white hover:bg-brand'

/** Where a preset's button goes: the site's service booking page for the service banner. */
const presetHref = (preset: FeaturePreset, context: RenderContext): string =>
  preset === 'service' ? context.site.config.navigation.serviceBookingUrl : FEATURE_PRESETS[preset].href

/**
 * A call-to-action band: a preset's wording, each part overridable; or the dealer feature banner's
 * three items side by side (FIN §2.6: latest offers, book service online, sell your car).
 */
export function FeatureBanner({ preset, heading, text, buttonLabel, buttonHref, context }: Props) {
  if (preset === 'all') {
    return (
      <section aria-label="From the dealer" className="bg-slate-100">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-3">
          {ALL_FEATURES.map((item) => (
            <li key={item} className="flex flex-col gap-3">
              <h2 className="text-xl font-bold">{FEATURE_PRESETS[item].heading}</h2>
              <p className="text-slate-700">{FEATURE_PRESETS[item].text}</p>
              <Link href={presetHref(item, context)} className={`mt-auto ${button}`}>{FEATURE_PRESETS[item].label}</Link>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  const base = FEATURE_PRESETS[preset]
  return (
    <section className="bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{heading || base.heading}</h2>
          <p className="mt-2 text-slate-700">{text || base.text}</p>
        </div>
        <Link href={buttonHref || presetHref(preset, context)} className={`${button} md:self-auto`}>
          {buttonLabel || base.label}
        </Link>
      </div>
    </section>
  )
}
