'use client'
import { useFormFields } from '@payloadcms/ui'

type Answer = { question: string; answer: string }

const answersOf = (value: unknown): Answer[] =>
  Array.isArray(value) ? value.filter((a): a is Answer => Boolean(a) && typeof a === 'object' && typeof (a as Answer).question === 'string' && typeof (a as Answer).answer === 'string') : []

/**
 * The shopper's condition answers of a valuation lead (issue 51), as the dealer reads them: each
 * question and its answer. (The JSON field below holds the same data; its editor is not a way to
 * read it, and it does not load offline.)
 */
export function ValuationAnswers() {
  const answers = answersOf(useFormFields(([fields]) => fields['valuation.adjustmentAnswers']?.value))
  if (answers.length === 0) return null
  return (
    <section aria-label="The shopper’s answers" style={{ marginBottom: '1.5rem' }} data-testid="valuation-answers">
      <h4 style={{ margin: '0 0 0.5rem' }}>The shopper’s answers</h4>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(12rem, max-content) 1fr', gap: '0.25rem 1rem', margin: 0 }}>
        {answers.map((a) => (
          <div key={a.question} style={{ display: 'contents' }}>
            <dt>{a.question}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{a.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
