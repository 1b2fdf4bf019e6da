import type { BrandMark } from '../rules/brands'

const SIZES = { sm: 'size-9', md: 'size-12', lg: 'size-24' } as const

/**
 * A brand's logo, or its lettermark when no manufacturer record or logo is found (FIN §2.9's
 * not-found fallback: never a broken image). Decorative by default, as the brand's name is written
 * beside it; `labelled` gives the logo its alt text where it stands alone.
 */
export function BrandLogo({ mark, size = 'sm', labelled = false }: { mark: BrandMark; size?: keyof typeof SIZES; labelled?: boolean }) {
  const box = `${SIZES[size]} shrink-0`
  if (mark.logo) {
    // eslint-disable-next-line @next/next/no-img-element -- small logos (often SVG) need no resizing
    return <img src={mark.logo.url} alt={labelled ? mark.logo.alt : ''} className={`${box} object-contain`} data-brand-logo="" loading="lazy" decoding="async" />
  }
  const text = size === 'lg' ? 'text-3xl' : mark.lettermark.length > 2 ? 'text-[0.7rem]' : 'text-sm'
  return (
    <span role={labelled ? 'img' : undefined} aria-label={labelled ? `${mark.name} logo` : undefined} aria-hidden={labelled ? undefined : true} data-lettermark="" style={{ backgroundColor: mark.colour }} className={`${box} ${text} flex items-center justify-center rounded-md font-bold tracking-tight text-white`}>
      {mark.lettermark}
    </span>
  )
}
