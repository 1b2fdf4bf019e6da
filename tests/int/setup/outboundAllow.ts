/**
 * The local receivers a test starts (webhook, lender, review API) listen on 127.0.0.1, which the
 * outbound guard refuses: each one is allowed by its own host and port in OUTBOUND_ALLOW_HOSTS
 * (site/http/outboundFetch.ts) while it runs, never the loopback address as a whole.
 */
export function allowOutbound(url: string): () => void {
  const entry = new URL(url).host
  const entries = () => (process.env.OUTBOUND_ALLOW_HOSTS ?? '').split(',').filter(Boolean)
  process.env.OUTBOUND_ALLOW_HOSTS = [...entries(), entry].join(',')
  return () => {
    process.env.OUTBOUND_ALLOW_HOSTS = entries().filter((e) => e !== entry).join(',')
  }
}
