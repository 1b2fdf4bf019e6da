import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FORM_ERROR_HEADING } from '../../../site/rules/forms'
import { firstStepWithError, focusAfterRefusal, formAlert, LIMIT_MESSAGE, SUBMIT_FAILURE_PREFIX, summaryItems } from '../../../site/rules/formErrors'

const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'email', label: 'Email' },
  { name: 'location', label: 'Location' },
]
const idOf = (name: string) => `f-${name}`

describe('summaryItems (FIN §5: the alert lists what to fix)', () => {
  it('names each failing field and links to it, in the fields’ order', () => {
    const messages: Record<string, string> = { location: 'This is a required field.', firstName: 'This is a required field.' }
    expect(summaryItems(fields, (n) => messages[n], idOf)).toEqual([
      { name: 'firstName', text: 'First name: This is a required field.', href: '#f-firstName' },
      { name: 'location', text: 'Location: This is a required field.', href: '#f-location' },
    ])
  })

  it('adds the server’s messages for fields not shown after the fields, named where the request field has a name, once each, without a link', () => {
    const loose = [{ path: 'idempotencyKey', message: 'Reload the page.' }, { path: 'body', message: 'Reload the page.' }, { path: 'dealership', message: 'This is a required field.' }, { path: 'vehicle', message: 'This vehicle is not available on this site.' }]
    expect(summaryItems(fields, (n) => (n === 'email' ? 'Please enter a valid email address.' : undefined), idOf, loose)).toEqual([
      { name: 'email', text: 'Email: Please enter a valid email address.', href: '#f-email' },
      { name: '', text: 'Reload the page.', href: '' },
      { name: '', text: 'Preferred dealership: This is a required field.', href: '' },
      { name: '', text: 'Vehicle: This vehicle is not available on this site.', href: '' },
    ])
  })

  it('is empty when nothing failed', () => {
    expect(summaryItems(fields, () => undefined, idOf)).toEqual([])
    expect(summaryItems([], () => 'x', idOf)).toEqual([])
  })

  it('property: one linked line per failing field, each naming its label and its message', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ name: fc.stringMatching(/^[a-z]{1,8}$/), label: fc.string({ minLength: 1 }) }), { selector: (f) => f.name }), fc.func(fc.option(fc.string({ minLength: 1 }), { nil: undefined })), (list, messageOf) => {
        const items = summaryItems(list, messageOf, idOf)
        const failing = list.filter((f) => messageOf(f.name))
        expect(items.map((i) => i.name)).toEqual(failing.map((f) => f.name))
        for (const [i, item] of items.entries()) {
          expect(item.text).toBe(`${failing[i]!.label}: ${messageOf(failing[i]!.name)}`)
          expect(item.href).toBe(`#f-${failing[i]!.name}`)
        }
      }),
    )
  })
})

describe('formAlert', () => {
  const items = summaryItems(fields, () => 'This is a required field.', idOf)
  it('field lines come under the spec’s heading', () => {
    expect(formAlert(items, null)).toEqual({ kind: 'fields', heading: FORM_ERROR_HEADING, items })
    expect(FORM_ERROR_HEADING).toBe('Please fix the following errors:')
  })
  it('the limit is its own message, never under the field heading, whatever the fields say', () => {
    expect(formAlert(items, { kind: 'limited' })).toEqual({ kind: 'limit', message: LIMIT_MESSAGE })
    expect(formAlert([], { kind: 'limited' })).toEqual({ kind: 'limit', message: LIMIT_MESSAGE })
    expect(LIMIT_MESSAGE).toMatch(/^You have sent several enquiries/)
  })
  it('a failure to send says so with its reason (FIN §8 Enquiry failure)', () => {
    expect(formAlert([], { kind: 'failed', message: 'Lead submission failed' })).toEqual({ kind: 'failure', message: `${SUBMIT_FAILURE_PREFIX} Lead submission failed` })
    expect(SUBMIT_FAILURE_PREFIX).toBe('An error occurred when submitting this form:')
    expect(formAlert(items, { kind: 'failed', message: 'x' })?.kind).toBe('failure')
  })
  it('nothing to say: no alert', () => {
    expect(formAlert([], null)).toBeNull()
  })
})

describe('firstStepWithError and focusAfterRefusal (a refused field of an earlier step takes the shopper back to it)', () => {
  const steps = [{ fields: [fields[2]!] }, { fields: [fields[0]!, fields[1]!] }]
  it('finds the first step holding a failing field', () => {
    expect(firstStepWithError(steps, ['email', 'location'])).toBe(0)
    expect(firstStepWithError(steps, ['email'])).toBe(1)
    expect(firstStepWithError(steps, ['dealership', 'vehicle'])).toBe(-1)
    expect(firstStepWithError(steps, [])).toBe(-1)
    expect(firstStepWithError([], ['email'])).toBe(-1)
  })
  it('focuses the field when the shopper is taken back, else the summary', () => {
    expect(focusAfterRefusal(1, 0)).toBe('field')
    expect(focusAfterRefusal(2, 1)).toBe('field')
    expect(focusAfterRefusal(1, 1)).toBe('summary')
    expect(focusAfterRefusal(0, 0)).toBe('summary')
    expect(focusAfterRefusal(1, -1)).toBe('summary')
    expect(focusAfterRefusal(0, -1)).toBe('summary')
  })
})
