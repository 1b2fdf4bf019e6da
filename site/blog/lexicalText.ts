/**
 * Plain text to and from Lexical's stored JSON (no editor needed): seed and test content, and the
 * text an excerpt or the feed is cut from. Unknown nodes contribute their children's text.
 */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })

/** An editor state of headings (`## `) and paragraphs, one per string. */
export function lexicalFromParagraphs(paragraphs: readonly string[]) {
  const children = paragraphs.map((p) =>
    p.startsWith('## ')
      ? { type: 'heading', tag: 'h2', children: [textNode(p.slice(3))], direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
      : { type: 'paragraph', children: [textNode(p)], direction: 'ltr' as const, format: '' as const, indent: 0, version: 1, textFormat: 0, textStyle: '' },
  )
  return { root: { type: 'root', children, direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 } }
}

function textOf(node: LexicalNode): string[] {
  if (typeof node.text === 'string') return [node.text]
  const children = Array.isArray(node.children) ? (node.children as LexicalNode[]) : []
  const inner = children.flatMap(textOf).join('')
  return node.type === 'root' ? children.map((c) => textOf(c).join('')) : [inner]
}

/** The text of an editor state, one block per line; '' for anything that is not one. */
export function plainTextOf(state: unknown): string {
  const root = state && typeof state === 'object' ? (state as { root?: unknown }).root : null
  return root && typeof root === 'object' ? textOf(root as LexicalNode).filter(Boolean).join('\n') : ''
}
