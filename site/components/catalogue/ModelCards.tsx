import { Link } from '../Link'
import { BrandLogo } from '../BrandLogo'
import { StaticImage } from '../StaticImage'
import { brandMark, type Manufacturer } from '../../rules/brands'
import { modelAccessoriesPath, modelCardHref, type ModelCard } from '../../rules/catalogue'

function MakeLine({ make, manufacturers }: { make: string; manufacturers: readonly Manufacturer[] }) {
  const mark = brandMark(make, manufacturers)
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-700" data-testid="model-card-make">
      <BrandLogo mark={mark} />
      {mark.name}
    </p>
  )
}

/**
 * Model cards (FIN §2.8: name, slug, override_url, image, accessories_count), each with its make's
 * logo and name. The first card's picture is fetched with the page, not lazily: on a phone it is
 * often in the first screen and as large as the hero, so it can be the page's largest paint
 * (measured on the dealer group home: a lazy first card made LCP 3.2 s in one Lighthouse run of 3).
 */
export function ModelCards({ cards, manufacturers, headingLevel = 'h2' }: { cards: ModelCard[]; manufacturers: readonly Manufacturer[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="model-cards">
      {cards.map((card, i) => (
        <li key={card.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="relative aspect-[16/9] bg-slate-100">
            {card.image ? <StaticImage src={card.image} alt="" fill sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 100vw" className="object-cover" loading={i === 0 ? 'eager' : undefined} /> : null}
          </div>
          <div className="flex flex-1 flex-col gap-2 p-4">
            {card.manufacturer ? <MakeLine make={card.manufacturer} manufacturers={manufacturers} /> : null}
            <Heading className="text-lg font-semibold">
              <Link href={modelCardHref(card)} className="hover:underline focus-visible:underline">{card.name}</Link>
            </Heading>
            {card.accessories_count > 0 ? (
              <Link href={modelAccessoriesPath(card.slug)} className="text-sm font-medium text-brand-dark underline">
                {card.accessories_count} {card.accessories_count === 1 ? 'accessory' : 'accessories'}
                <span className="sr-only"> for the {card.name}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
