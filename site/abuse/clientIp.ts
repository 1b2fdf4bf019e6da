/**
 * The caller's address for rate limits: the last `x-forwarded-for` entry. The production server
 * (server.mjs) replaces the header with the one address it trusts, the socket's peer or the entry
 * the configured proxies appended (TRUSTED_PROXY_HOPS, site/http/clientAddress.mjs), so a client
 * cannot choose it. Entries further left are the client's own claims and are ignored.
 */
export function clientIp(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter(Boolean)
  return entries.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
