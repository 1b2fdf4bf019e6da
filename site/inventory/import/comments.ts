/**
 * Dealer comments from a feed (INV §3: "dealercomments, which may contain markup"). They are
 * stored as plain text so no later display can run them: formatting markup is made inert
 * (paragraph and line breaks become the `|` paragraph separator of INV §5, other tags are
 * dropped, common entities decoded), and active markup (scripts, frames, event handlers,
 * javascript: URLs) rejects the row, since a feed sending it is broken or hostile.
 */
const ACTIVE = /<\s*(script|style|iframe|frame|object|embed|form|input|link|meta|base|svg|math)\b|\son[a-z]+\s*=|javascript\s*:/i
const BREAK = /<\s*(br\s*\/?|\/\s*(p|div|li|h[1-6]))\s*>/gi
const TAG = /<\/?[a-z][^>]*>/gi
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&apos;': "'" }

export type CommentsResult = { ok: true; text: string } | { ok: false; reason: string }

export function inertComments(raw: string): CommentsResult {
  const active = raw.match(ACTIVE)
  if (active) return { ok: false, reason: `contains active markup (${active[1] ? `<${active[1].toLowerCase()}>` : active[0].trim()}); only formatting such as <p>, <br> and <b> is accepted` }
  const text = raw
    .replace(BREAK, '|')
    .replace(TAG, '')
    .replace(/&(nbsp|amp|quot|#39|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('|')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' | ')
  return { ok: true, text }
}
