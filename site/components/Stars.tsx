import { starSplit } from '../rules/rating'

/** FIN §2.8 star rating: up to 4 full stars plus a fractional fifth star. */
export function Stars({ rating, count }: { rating: number; count: number | null }) {
  const split = starSplit(rating)
  if (!split) return null
  const clamped = split.full + split.fraction
  const stars = [...Array.from({ length: split.full }, () => 1), split.fraction, ...Array.from({ length: split.empty }, () => 0)]
  return (
    <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
      <span className="sr-only">Rated {clamped.toFixed(1)} out of 5</span>
      <span aria-hidden="true" className="flex">
        {stars.map((fill, i) => (
          <span key={i} className="relative inline-block text-slate-300">
            ★<span className="absolute inset-0 overflow-hidden text-amber-600" style={{ width: `${Math.round(fill * 100)}%` }}>★</span>
          </span>
        ))}
      </span>
      <span aria-hidden="true">{clamped.toFixed(1)}</span>
      {count ? <span>({count} reviews)</span> : null}
    </p>
  )
}
