import { Link } from '../../site/components/Link'
import type { ReactNode } from 'react'
import type { Inline, RichBlock } from './markdown'

const inlineNodes = (runs: Inline[]): ReactNode[] =>
  runs.map((run, i) => {
    if (run.kind === 'text') return run.text
    if (run.kind === 'strong') return <strong key={i}>{inlineNodes(run.children)}</strong>
    if (run.kind === 'em') return <em key={i}>{inlineNodes(run.children)}</em>
    const children = inlineNodes(run.children)
    // Site paths go through the router; outside links, mailto and tel stay plain anchors.
    return run.href.startsWith('/') ? <Link key={i} href={run.href} className="underline">{children}</Link> : <a key={i} href={run.href} className="underline">{children}</a>
  })

/** Renders the parsed tree as elements only: text is always a text node, never HTML. */
export function RichContent({ blocks }: { blocks: RichBlock[] }) {
  return blocks.map((block, i) => {
    if (block.kind === 'heading') {
      const Tag = block.level === 2 ? 'h2' : 'h3'
      return <Tag key={i} className={block.level === 2 ? 'mt-6 text-2xl font-bold' : 'mt-4 text-xl font-semibold'}>{inlineNodes(block.children)}</Tag>
    }
    if (block.kind === 'paragraph') return <p key={i} className="mt-3 text-slate-700">{inlineNodes(block.children)}</p>
    const Tag = block.ordered ? 'ol' : 'ul'
    return (
      <Tag key={i} className={`mt-3 space-y-1 pl-6 text-slate-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
        {block.items.map((item, j) => <li key={j}>{inlineNodes(item)}</li>)}
      </Tag>
    )
  })
}
