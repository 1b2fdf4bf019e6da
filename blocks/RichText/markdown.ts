/**
 * A deliberately small Markdown subset for editor-written text, parsed into a tree that the
 * component renders as React elements (never as HTML): paragraphs, `##`/`###` headings, `-` and
 * `1.` lists, `**bold**`, `*italic*` and `[label](href)` links. Anything else stays literal text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }

export type RichBlock =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }

/** Links may only go to http(s), a site path, an in-page anchor, mailto or tel; the rest render as text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim()
  if (/^\/(?!\/)/.test(href) || /^#[\w-]*$/.test(href)) return href
  if (/^(https?:\/\/|mailto:|tel:)[^\s]+$/i.test(href)) return href
  return null
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/

/** Splits one line of text into inline runs; unsafe links keep only their label. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let rest = text
  for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
    if (match.index > 0) out.push({ kind: 'text', text: rest.slice(0, match.index) })
    const [, strong, em, label, href] = match
    if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) })
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) })
    else {
      const safe = safeHref(href as string)
      const children = parseInline(label as string)
      out.push(...(safe ? [{ kind: 'link' as const, href: safe, children }] : children))
    }
    rest = rest.slice(match.index + match[0].length)
  }
  if (rest) out.push({ kind: 'text', text: rest })
  return out
}

const BULLET = /^\s*[-*]\s+(.*)$/
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/

/** Blank lines separate blocks; consecutive lines of one paragraph are joined with a space. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{2,3})\s+(.*)$/.exec(line.trim())
    const item = BULLET.exec(line) ?? NUMBERED.exec(line)
    if (!line.trim()) flush()
    else if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: (heading[1] as string).length as 2 | 3, children: parseInline((heading[2] as string).trim()) })
    } else if (item) {
      flush()
      const ordered = !BULLET.test(line)
      const last = blocks.at(-1)
      const inline = parseInline((item[1] as string).trim())
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(inline)
      else blocks.push({ kind: 'list', ordered, items: [inline] })
    } else paragraph.push(line.trim())
  }
  flush()
  return blocks
}
