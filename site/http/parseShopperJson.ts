/**
 * JSON sent by a shopper's browser, with every NUL character taken out of its strings and keys:
 * PostgreSQL's text cannot hold one (a write would fail with a 5xx), and no form field means
 * anything by it. Throws like JSON.parse on text that is not JSON.
 */
const NUL = /\u0000/g

export function parseShopperJson(text: string): unknown {
  if (!text.includes('\\u0000') && !text.includes('\u0000')) return JSON.parse(text)
  const parsed: unknown = JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? value.replace(NUL, '') : value))
  return withoutNulKeys(parsed)
}

function withoutNulKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulKeys)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.replace(NUL, ''), withoutNulKeys(inner)]))
}
