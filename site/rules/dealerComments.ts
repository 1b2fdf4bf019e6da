/** Dealer comments (INV §5 Dealer comments, INV §9 truncation 400). */

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const COMMENTS_COLLAPSE_AT = 400

export type DealerComments = { pending: true; text: string } | { pending: false; paragraphs: string[]; collapsible: boolean }

/** Feed markup is never rendered: tags are removed and entities decoded to inert text. */
export function toPlainText(markup: string): string {
  return markup
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '|')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

/** Empty or a lone separator reads as pending; `|` separates paragraphs; long text collapses. */
export function dealerComments(raw: string | null | undefined): DealerComments {
  const text = toPlainText(raw ?? '')
  const paragraphs = text.split('|').map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean)
  if (paragraphs.length === 0) return { pending: true, text: DEALER_COMMENTS_PENDING }
  return { pending: false, paragraphs, collapsible: paragraphs.join(' ').length > COMMENTS_COLLAPSE_AT }
}
