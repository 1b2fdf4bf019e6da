/**
 * The public origin of a site for canonical URLs, sitemaps, robots.txt, PDFs and structured data
 * (issue 16, finding 12: the sitemap wrote `https://[::1]/…` from the Host header). On the web a
 * site is always addressed by its first configured domain, whichever alias or Host header the
 * request came with. On a developer's machine (`localhost`, `{slug}.localhost`, loopback
 * addresses) it is the local address of that site: the demo's links stay clickable there.
 */
import { hostKey } from './hostMatch'

type SiteAddress = { slug: string; domains: readonly string[] }

export function siteOrigin(site: SiteAddress, requestHost: string): string {
  const key = hostKey(requestHost)
  if (key.kind === 'domain') return `https://${site.domains[0] ?? key.domain}`
  const port = /:(\d{1,5})$/.exec(requestHost.trim())?.[1]
  const validPort = port !== undefined && Number(port) >= 1 && Number(port) <= 65_535
  const name = key.kind === 'slug' ? `${site.slug}.localhost` : 'localhost'
  return `http://${name}${validPort ? `:${port}` : ''}`
}

/**
 * Whether loopback names (`localhost`, `127.0.0.1`, `[::1]`, `{slug}.localhost`) serve sites: only
 * when the platform itself runs on a local address (SERVER_URL unset or local, as `npm start` and
 * the tests do). A production server (SERVER_URL on a public domain) answers them 404, so a
 * request with a forged Host cannot reach the default site under a name it was never given.
 */
export function localHostsServed(serverUrl: string | undefined): boolean {
  if (!serverUrl) return true
  const hostname = URL.canParse(serverUrl) ? new URL(serverUrl).hostname : ''
  return hostKey(hostname).kind !== 'domain'
}
