import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import type { RenderContext } from '../types'
import { FEATURE_PRESETS, type featureBannerSchema } from './config'

type Props = z.output<typeof featureBannerSchema> & { context: RenderContext }

/** A call-to-action band: a preset's wording, each part overridable. */
export function FeatureBanner({ preset, heading, text, buttonLabel, buttonHref, context }: Props) {
  const base = FEATURE_PRESETS[preset]
  const href = buttonHref || (preset === 'service' ? context.site.config.navigation.serviceBookingUrl : base.href)
  return (
    <section className="bg-slate-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold">{heading || base.heading}</h2>
          <p className="mt-2 text-slate-700">{text || base.text}</p>
        </div>
        <Link href={href} className="inline-block self-start rounded bg-brand-dark px-5 py-3 font-semibold text-white hover:bg-brand md:self-auto">
          {buttonLabel || base.label}
        </Link>
      </div>
    </section>
  )
}
