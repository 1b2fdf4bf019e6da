import type { LocationCard } from '../locations/loadLocationCards'
import { directionsUrl, type MapProvider } from '../locations/maps'
import { StaticImage } from './StaticImage'

type Props = { location: LocationCard; maps: MapProvider; large: boolean }

/**
 * FIN §2.8: the location's image, else a static map from the map provider, else (offline, no maps
 * key) an address card with Get Directions: never a broken image.
 */
export function LocationMap({ location, maps, large }: Props) {
  const size = large ? { width: 800, height: 400 } : { width: 400, height: 200 }
  const src = location.imageUrl ?? maps.staticImageUrl(location, size)
  if (src) return <StaticImage src={src} alt={`Map of ${location.name}`} width={size.width} height={size.height} unoptimized className="h-auto w-full rounded" />
  return (
    <div data-testid="address-card" className="flex aspect-[2/1] w-full flex-col items-center justify-center gap-2 rounded bg-slate-100 p-4 text-center text-sm text-slate-700">
      {/* A drawn pin: a symbol glyph (⌖) is in few fonts and showed as an empty box where it is missing. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor"><path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" /></svg>
      <span>{location.addressLine}</span>
      <a className="font-semibold text-brand-dark underline" href={directionsUrl(location)} rel="noopener">
        Get Directions<span className="sr-only"> to {location.name}</span>
      </a>
    </div>
  )
}
