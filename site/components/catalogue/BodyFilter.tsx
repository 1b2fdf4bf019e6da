import { Link } from '../Link'
import type { MouseEvent } from 'react'
import { modelsBodyPath } from '../../rules/catalogue'
import type { BodyFilter as Body } from '../../catalogue/loadCatalogue'

/**
 * Links filtering `/models` by body type (FIN §2.1 `/models?body={body slug}`), in the facet cards'
 * order. `onPick` (the body-type island): a plain click searches in the browser instead of loading the page.
 */
export function BodyFilter({ bodies, current, onPick }: { bodies: Body[]; current: Body | null; onPick?: (slug: string | null, event: MouseEvent<HTMLAnchorElement>) => void }) {
  const link = (slug: string | null, label: string, active: boolean) => (
    <li key={slug ?? ''}>
      <Link href={modelsBodyPath(slug)} onClick={onPick ? (event) => onPick(slug, event) : undefined} aria-current={active ? 'page' : undefined} className={`inline-block rounded-full border px-4 py-2 text-sm font-medium ${active ? 'border-brand-dark bg-brand-dark text-white' : 'border-slate-300 text-slate-900 hover:border-brand-dark'}`}>
        {label}
      </Link>
    </li>
  )
  return (
    <nav aria-label="Body type" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {link(null, 'All models', current === null)}
        {bodies.map((b) => link(b.slug, `${b.name} (${b.count})`, current?.slug === b.slug))}
      </ul>
    </nav>
  )
}
