/**
 * The stylesheet URLs the shopper site loads, read from its home page through this same server, so
 * the editor canvas shows the site's own CSS. Empty when the page cannot be read in time.
 */
export async function siteStylesheets(requestHost: string, siteHost: string): Promise<string[]> {
  const port = requestHost.split(':')[1] ?? process.env.PORT ?? '3000'
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-host': siteHost }, signal: AbortSignal.timeout(5000), cache: 'no-store' })
    const html = await response.text()
    return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].flatMap((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? []).filter((href) => href.startsWith('/_next/'))
  } catch {
    return []
  }
}
