import Link from 'next/link'
import { StaticImage } from '../components/StaticImage'
import { modelAccessoriesPath, modelCardHref, type ModelCard } from '../rules/catalogue'

/** Model cards (FIN §2.8: name, slug, override_url, image, accessories_count). */
export function ModelCards({ cards, headingLevel = 'h2' }: { cards: ModelCard[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="model-cards">
      {cards.map((card) => (
        <li key={card.slug} className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
          <div className="relative aspect-[16/9] bg-slate-100">
            {card.image ? <StaticImage src={card.image} alt="" fill sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 100vw" className="object-cover" /> : null}
          </div>
          <div className="flex flex-1 flex-col gap-2 p-4">
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
