import { Link } from '../../site/components/Link'
import type { z } from 'zod'
import type { RenderContext } from '../types'
import type { heroSchema } from './config'

type Props = z.output<typeof heroSchema> & { context: RenderContext }

export function Hero({ heading, subheading, ctaLabel, ctaHref }: Props) {
  return (
    <section className="bg-brand text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-20">
        <h1 className="text-3xl font-bold md:text-5xl">{heading}</h1>
        {subheading ? <p className="mt-4 max-w-2xl text-lg text-white/90">{subheading}</p> : null}
        <Link href={ctaHref} className="mt-8 inline-block rounded bg-white px-5 py-3 font-semibold text-brand-dark hover:bg-white/90">
          {ctaLabel}
        </Link>
      </div>
    </section>
  )
}
