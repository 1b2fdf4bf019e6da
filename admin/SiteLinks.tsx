import { headers } from 'next/headers'
import type { Payload, TypedUser } from 'payload'

type Props = { payload: Payload; user?: TypedUser | null }

/** Where a site can be opened from here: {slug}.localhost in development, else its first domain. */
export function siteUrl(requestHost: string, slug: string, domains: string[]): string {
  const [hostname, port] = requestHost.split(':')
  if (hostname === 'localhost' || hostname?.endsWith('.localhost') || hostname === '127.0.0.1') {
    return `http://${slug}.localhost${port ? `:${port}` : ''}`
  }
  return domains[0] ? `https://${domains[0]}` : `https://${slug}`
}

/** Dashboard panel: the sites this user may edit, each with a link to the live site. */
export async function SiteLinks({ payload, user }: Props) {
  if (!user) return null
  const host = (await headers()).get('host') ?? 'localhost:3000'
  const { docs } = await payload.find({
    collection: 'sites',
    user,
    overrideAccess: false,
    depth: 0,
    limit: 100,
    select: { name: true, slug: true, domains: true },
    sort: 'name',
  })
  if (docs.length === 0) return <p>You are not assigned to any site yet. Ask a platform administrator.</p>
  return (
    <section aria-labelledby="your-sites" style={{ marginBottom: '2rem' }}>
      <h2 id="your-sites">Your sites</h2>
      <ul>
        {docs.map((site) => (
          <li key={site.id}>
            <strong>{site.name}</strong> — <a href={siteUrl(host, site.slug, (site.domains ?? []).map((d) => d.domain))} target="_blank" rel="noreferrer">open site ↗</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
