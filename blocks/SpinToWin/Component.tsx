import type { z } from 'zod'
import { loadLocationCards } from '../../site/locations/loadLocationCards'
import { redeemLocation } from '../../site/rules/spinToWin'
import type { RenderContext } from '../types'
import type { spinToWinSchema } from './config'
import { SpinWheel } from './WheelIsland.client'

type Props = z.output<typeof spinToWinSchema> & { context: RenderContext }

/** Spin to Win (FIN §2.1): the prizes as a list and on the wheel, the entry form, and where a prize is redeemed. */
export async function SpinToWin({ heading, intro, prizes, locationId, terms, context }: Props) {
  const location = redeemLocation(await loadLocationCards(context.site), locationId)
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="spin-to-win">
      <h2 id="spin-to-win" className="text-2xl font-bold">{heading}</h2>
      {intro ? <p className="mt-2 text-slate-800">{intro}</p> : null}
      <h3 className="mt-4 font-semibold">Prizes</h3>
      <ul className="mt-1 flex flex-wrap gap-2" data-testid="spin-prizes">
        {prizes.map((p, i) => <li key={`${p.label}-${i}`} className="rounded-full border border-slate-300 px-3 py-1 text-sm">{p.label}</li>)}
      </ul>
      {location ? <p className="mt-2 text-sm text-slate-700">Redeemed at {location.name}.</p> : null}
      <div className="mt-6">
        <SpinWheel prizes={prizes.map((p) => p.label)} terms={terms} />
      </div>
    </section>
  )
}
