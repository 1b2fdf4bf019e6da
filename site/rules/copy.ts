/**
 * Copy built from names: every sentence a template makes from a dealer's, brand's or
 * group's name goes through these, so it reads right for any name a dealer group brings. Not in
 * the specs; Australian house style: no Oxford comma, a name ending in s takes a bare apostrophe.
 */

const squash = (text: string): string => text.trim().replace(/\s+/g, ' ')

/** Company suffixes that do not make a different name ("City Used Cars Pty Ltd" is City Used Cars). */
const COMPANY_SUFFIX = /[\s,]+(pty\.?\s*ltd\.?|pty\.?\s*limited|ltd\.?|limited|inc\.?)$/i

/** The name as compared: trimmed, one space, any case, without a company suffix or trailing punctuation. */
export function nameKey(name: string | null | undefined): string {
  return squash(name ?? '')
    .replace(COMPANY_SUFFIX, '')
    .replace(/[.!]+$/, '')
    .toLowerCase()
}

/** Whether two names are the same business as a reader sees it. */
export const sameName = (a: string | null | undefined, b: string | null | undefined): boolean => nameKey(a) !== '' && nameKey(a) === nameKey(b)

/**
 * The possessive of a name: "Harbourside Mazda's", "City Used Cars'" (a name ending in s takes a
 * bare apostrophe); a name that is already possessive ("Cars'") is left as it is; '' stays ''.
 */
export function possessive(name: string | null | undefined): string {
  const text = squash(name ?? '')
  if (text === '') return ''
  if (/['’]$/.test(text)) return text
  return /s$/i.test(text) ? `${text}'` : `${text}'s`
}

/** "a", "a and b", "a, b and c" (or with `or`); blank items are left out, each item once. */
export function joinList(items: readonly (string | null | undefined)[], conjunction: 'and' | 'or' = 'and'): string {
  const seen = new Set<string>()
  const list: string[] = []
  for (const item of items) {
    const text = squash(item ?? '')
    if (text === '' || seen.has(text.toLowerCase())) continue
    seen.add(text.toLowerCase())
    list.push(text)
  }
  if (list.length <= 1) return list[0] ?? ''
  return `${list.slice(0, -1).join(', ')} ${conjunction} ${list.at(-1)}`
}

/**
 * "{part} is part of {whole}." — or null when the sentence would say nothing: either name is blank,
 * or both are the same business ("Harbourside Mazda is part of Harbourside Mazda.").
 */
export function partOfSentence(part: string | null | undefined, whole: string | null | undefined): string | null {
  if (nameKey(part) === '' || nameKey(whole) === '' || sameName(part, whole)) return null
  return `${squash(part ?? '')} is part of ${squash(whole ?? '')}.`
}

/** A count and a noun: "1 vehicle", "3 vehicles", "2 buses", "0 utilities". */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? squash(noun) : plural(noun)}`
}

/** The plural of a noun used in copy: vehicle → vehicles, bus → buses, utility → utilities, ute → utes. */
export function plural(noun: string): string {
  const text = squash(noun)
  if (text === '') return ''
  if (/(s|x|z|ch|sh)$/i.test(text)) return `${text}es`
  if (/[^aeiou]y$/i.test(text)) return `${text.slice(0, -1)}ies`
  return `${text}s`
}
