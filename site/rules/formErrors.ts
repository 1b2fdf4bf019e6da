/**
 * What a lead form tells a shopper when it cannot be sent (FIN §5 "Please fix the following
 * errors:" with a list; FIN §8 error catalogue): one line per field naming it and linking to it,
 * the step to go back to when the server refuses a field of an earlier step, and a refusal for
 * sending too often shown as its own message, never as a field error.
 */
import { FORM_ERROR_HEADING } from './forms'

/**
 * Not in the specs (FIN §8 gives only the verification code's limit message): the lead endpoint's
 * limit, in words that say what happened and what to do.
 */
export const LIMIT_MESSAGE = 'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.'
/** FIN §8 Enquiry failure: "An error occurred when submitting this form:" with the reason. */
export const SUBMIT_FAILURE_PREFIX = 'An error occurred when submitting this form:'

export type SummaryField = { name: string; label: string }

/** One line of the summary: the field's label and message, linking to the field (`href` is `#` + its id). */
export type SummaryItem = { name: string; text: string; href: string }

/**
 * The request's own fields a form may not show (the server can still refuse them): named in the
 * shopper's words, so no line is a bare "This is a required field.".
 */
export const REQUEST_LABELS: Readonly<Record<string, string>> = { dealership: 'Preferred dealership', location: 'Location', vehicle: 'Vehicle' }

/**
 * The summary's lines in the fields' order, one per field with a message; then the server's
 * messages for fields not shown (named when the request field has a name a shopper knows, e.g.
 * the dealership), without repeats.
 */
export function summaryItems(fields: readonly SummaryField[], messageOf: (name: string) => string | undefined, idOf: (name: string) => string, loose: ReadonlyArray<{ path: string; message: string }> = []): SummaryItem[] {
  const items: SummaryItem[] = []
  for (const field of fields) {
    const message = messageOf(field.name)
    if (message) items.push({ name: field.name, text: `${field.label}: ${message}`, href: `#${idOf(field.name)}` })
  }
  const texts = loose.map(({ path, message }) => (REQUEST_LABELS[path] ? `${REQUEST_LABELS[path]}: ${message}` : message))
  for (const text of new Set(texts)) items.push({ name: '', text, href: '' })
  return items
}

/** The state of a form's alert: field errors under the spec's heading, the limit, or a failure to send. */
export type FormAlert =
  | { kind: 'fields'; heading: typeof FORM_ERROR_HEADING; items: SummaryItem[] }
  | { kind: 'limit'; message: typeof LIMIT_MESSAGE }
  | { kind: 'failure'; message: string }

export type SubmitOutcome = { kind: 'limited' } | { kind: 'failed'; message: string } | null

/**
 * The alert to show: a refusal of the whole submission (the limit, a failure) wins over field
 * lines, which have no part in it; field lines only when there are some; else nothing.
 */
export function formAlert(items: readonly SummaryItem[], outcome: SubmitOutcome): FormAlert | null {
  if (outcome?.kind === 'limited') return { kind: 'limit', message: LIMIT_MESSAGE }
  if (outcome?.kind === 'failed') return { kind: 'failure', message: `${SUBMIT_FAILURE_PREFIX} ${outcome.message}` }
  return items.length ? { kind: 'fields', heading: FORM_ERROR_HEADING, items: [...items] } : null
}

/** The first step holding a field with an error, or -1 when none does (the errors belong to no field shown). */
export function firstStepWithError(steps: ReadonlyArray<{ fields: readonly SummaryField[] }>, paths: readonly string[]): number {
  const failing = new Set(paths)
  return steps.findIndex((step) => step.fields.some((field) => failing.has(field.name)))
}

/**
 * Where focus goes after a refused submission: to the first failing field when the shopper is
 * taken back to an earlier step (they no longer see the summary's context), else to the summary.
 */
export function focusAfterRefusal(currentStep: number, errorStep: number): 'summary' | 'field' {
  return errorStep >= 0 && errorStep < currentStep ? 'field' : 'summary'
}
