/** How a request host names a site (pure; the directory lookup is in resolveSite). */
export type HostKey = { kind: 'default' } | { kind: 'slug'; slug: string } | { kind: 'domain'; domain: string }

export type DirectoryEntry = { id: number; slug: string; domains: string[]; isDefault: boolean }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function hostKey(rawHost: string): HostKey {
  const host = rawHost.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  if (LOCAL_HOSTS.has(host)) return { kind: 'default' }
  if (host.endsWith('.localhost')) {
    const slug = host.slice(0, -'.localhost'.length).split('.').pop() ?? ''
    return { kind: 'slug', slug }
  }
  return { kind: 'domain', domain: host.replace(/^www\./, '') }
}

const stripWww = (domain: string) => domain.replace(/^www\./, '')

/** A site's domains first, then `{slug}.localhost`, then the default site on plain localhost. */
export function matchSite(directory: DirectoryEntry[], rawHost: string): DirectoryEntry | null {
  const key = hostKey(rawHost)
  if (key.kind === 'default') return directory.find((s) => s.isDefault) ?? directory[0] ?? null
  if (key.kind === 'slug') return directory.find((s) => s.slug === key.slug) ?? null
  return directory.find((s) => s.domains.some((d) => stripWww(d) === key.domain)) ?? null
}
