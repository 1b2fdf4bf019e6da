/**
 * Dealer comments (INV §5 Dealer comments, INV §4 Other widgets, INV §9 truncation 400). Plain
 * string work only: the feed text may hold markup, which these rules neither strip nor trust; the
 * display layer renders the paragraphs as text or sanitises them.
 */

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const COMMENTS_COLLAPSE_AT = 400
export const PARAGRAPH_SEPARATOR = '|'

/** A script or style element of feed markup, with its content (to its end tag, or the text's end): code, never words for a shopper. */
export const SCRIPT_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi

export type DealerComments = { pending: true; text: string } | { pending: false; paragraphs: string[]; collapsible: boolean }

export type CollapsedComments = { preview: string[]; truncated: boolean }

/** Segments split on `|` become paragraphs, trimmed; empty segments are dropped (INV §5). */
export const commentParagraphs = (raw: string | null | undefined): string[] =>
  (raw ?? '').split(PARAGRAPH_SEPARATOR).map((segment) => segment.trim()).filter((segment) => segment !== '')

/**
 * The collapsed view (INV §4: collapse to 400 characters with Show More / Less): paragraphs are
 * kept whole while they fit, the first one that does not is cut at the limit. Characters are
 * counted as code points (an emoji is one) and separators are not counted. `truncated` is true
 * only when something was left out, so exactly 400 characters do not collapse.
 */
export function collapseComments(paragraphs: readonly string[], limit: number = COMMENTS_COLLAPSE_AT): CollapsedComments {
  const preview: string[] = []
  let left = limit
  for (const paragraph of paragraphs) {
    const chars = Array.from(paragraph)
    if (chars.length > left) {
      const cut = chars.slice(0, left).join('').trimEnd()
      return { preview: cut === '' ? preview : [...preview, cut], truncated: true }
    }
    preview.push(paragraph)
    left -= chars.length
  }
  return { preview, truncated: false }
}

/**
 * What the comments section shows (INV §5): the pending text when the comments are empty or only
 * separators and spaces (a lone `|`), else the paragraphs and whether they collapse.
 */
export function dealerComments(raw: string | null | undefined): DealerComments {
  const paragraphs = commentParagraphs(raw)
  if (paragraphs.length === 0) return { pending: true, text: DEALER_COMMENTS_PENDING }
  return { pending: false, paragraphs, collapsible: collapseComments(paragraphs).truncated }
}
