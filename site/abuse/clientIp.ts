/**
 * The caller's address for rate limits: the last `x-forwarded-for` entry, the one added by the
 * nearest proxy (or by Next itself when the app is reached directly), which a client cannot choose
 * when a proxy is in front. Entries further left are the client's own claims and are ignored.
 */
export function clientIp(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter(Boolean)
  return entries.at(-1) ?? headers.get('x-real-ip')?.trim() ?? 'unknown'
}
