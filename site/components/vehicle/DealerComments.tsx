import { COMMENTS_COLLAPSE_AT, collapseComments, dealerComments, SCRIPT_BLOCK } from '../../rules/dealerComments'
import { Expandable } from './Expandable.client'

/**
 * Feed markup is never trusted: script and style blocks are dropped with their content, other tags
 * are dropped and the rest is rendered by React as text, so an `onerror=` attribute or a
 * `javascript:` link can only ever show as inert text.
 */
export const plainText = (markup: string): string =>
  markup.replace(SCRIPT_BLOCK, ' ').replace(/<\/?[a-zA-Z!][^>]*>?/g, ' ').replace(/&nbsp;/g, ' ').replace(/[ \t]+/g, ' ').trim()

function Paragraphs({ paragraphs, ellipsis = false }: { paragraphs: string[]; ellipsis?: boolean }) {
  return <>{paragraphs.map((p, i) => <p key={i} className="mt-2 text-slate-800">{p}{ellipsis && i === paragraphs.length - 1 ? '…' : ''}</p>)}</>
}

/** The comments themselves: pending text, or `|` paragraphs collapsed at 400 characters with Show More / Less. */
export function DealerCommentsText({ raw }: { raw: string | null }) {
  const comments = dealerComments(raw === null ? null : plainText(raw))
  return (
    <div data-testid="dealer-comments">
      {comments.pending ? <p className="mt-2 text-slate-800">{comments.text}</p> : comments.collapsible ? (
        <Expandable id="dealer-comments-text" collapsed={<Paragraphs paragraphs={collapseComments(comments.paragraphs, COMMENTS_COLLAPSE_AT).preview} ellipsis />} expanded={<Paragraphs paragraphs={comments.paragraphs} />} more="Show More" less="Show Less" />
      ) : <Paragraphs paragraphs={comments.paragraphs} />}
    </div>
  )
}

/** Dealer comments as their own section (INV §4, §5), e.g. on the print page. */
export function DealerComments({ raw, title }: { raw: string | null; title: string }) {
  return (
    <section aria-labelledby="dealer-comments" className="mt-10">
      <h2 id="dealer-comments" className="text-xl font-semibold">{title}</h2>
      <DealerCommentsText raw={raw} />
    </section>
  )
}
