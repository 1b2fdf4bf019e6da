/** Request header carrying the original host from proxy.ts to server components. */
export const HOST_HEADER = 'x-dealer-host'

/** The 400 answer to a Host header that names no host (proxy.ts), e.g. a port above 65,535. */
export const BAD_HOST_MESSAGE = 'Bad Request: the Host header is not a valid host name and port.'

/**
 * Whether a Host (or X-Forwarded-Host) value is a host name or address with an optional port from
 * 1 to 65,535, as a URL can hold it: anything else would fail every URL built from it later (a 500).
 */
export function isValidHostHeader(host: string): boolean {
  const value = host.trim()
  if (!value || /[\s/?#@\\]/.test(value) || !URL.canParse(`http://${value}`)) return false
  const port = new URL(`http://${value}`).port
  return port === '' || Number(port) >= 1
}
