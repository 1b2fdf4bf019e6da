import Link from 'next/link'
import type { BodyFilter as Body } from './loadCatalogue'

/** Links filtering `/models` by body type (FIN §2.1 `/models?body={body slug}`), in the facet cards' order. */
export function BodyFilter({ bodies, current }: { bodies: Body[]; current: Body | null }) {
  const link = (href: string, label: string, active: boolean, key: string) => (
    <li key={key}>
      <Link href={href} aria-current={active ? 'page' : undefined} className={`inline-block rounded-full border px-4 py-2 text-sm font-medium ${active ? 'border-brand-dark bg-brand-dark text-white' : 'border-slate-300 text-slate-900 hover:border-brand-dark'}`}>
        {label}
      </Link>
    </li>
  )
  return (
    <nav aria-label="Body type" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {link('/models', 'All models', current === null, 'all')}
        {bodies.map((b) => link(`/models?body=${encodeURIComponent(b.slug)}`, `${b.name} (${b.count})`, current?.slug === b.slug, b.slug))}
      </ul>
    </nav>
  )
}
