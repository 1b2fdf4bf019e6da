/**
 * A route parameter or query value decoded once, or null when it cannot be (malformed
 * percent-encoding such as `%ff` or `%E0%A4%A`) or would carry a NUL byte (PostgreSQL refuses
 * it in text). Callers answer null as "no such thing" (404), never as a server error.
 */
export function decodeParam(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw)
    return decoded.includes('\0') ? null : decoded
  } catch {
    return null
  }
}

/** A string PostgreSQL can compare: null when it holds a NUL byte (or is missing). */
export const storableText = (value: string | null | undefined): string | null => (value == null || value.includes('\0') ? null : value)

const MALFORMED = 'The address contains malformed percent-encoding or a NUL byte.'

/**
 * What is wrong with a request URL's path or query (null: nothing). Every `%` must start a valid
 * UTF-8 escape and no component may decode to NUL: such addresses name nothing we serve.
 */
export function urlProblem(url: string): string | null {
  const at = url.indexOf('://')
  const pathStart = at < 0 ? 0 : url.indexOf('/', at + 3)
  const rest = pathStart < 0 ? '' : url.slice(pathStart).split('#')[0] as string
  const [path = '', query = ''] = [rest.slice(0, rest.indexOf('?') < 0 ? undefined : rest.indexOf('?')), rest.includes('?') ? rest.slice(rest.indexOf('?') + 1) : '']
  const parts = [...path.split('/'), ...query.split('&').flatMap((pair) => pair.split('=').map((p) => p.replace(/\+/g, ' ')))]
  return parts.every((part) => decodeParam(part) !== null) ? null : MALFORMED
}
