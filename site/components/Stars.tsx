import { MAX_RATING, starSplit } from '../rules/rating'

/** FIN §2.8 star rating: up to 4 full stars plus a fractional fifth star. */
export function Stars({ rating, count }: { rating: number; count: number | null }) {
  const split = starSplit(rating)
  if (!split) return null
  const clamped = split.full + split.fraction
  // Five grey stars under five amber ones clipped at the rating: the same picture as a fill per
  // star (the stars are equally wide, with no gap), drawn with three elements instead of fifteen
  // (a page of reviews drew hundreds of star boxes in its first layout).
  const filled = `${(clamped / MAX_RATING) * 100}%`
  return (
    <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">Rated {clamped.toFixed(1)} out of 5</span>
      <span aria-hidden="true" className="relative inline-block whitespace-nowrap text-slate-300">
        ★★★★★<span className="absolute inset-y-0 left-0 overflow-hidden text-amber-600" style={{ width: filled }}>★★★★★</span>
      </span>
      <span aria-hidden="true">{clamped.toFixed(1)}</span>
      {count ? <span>({count} reviews)</span> : null}
    </p>
  )
}
