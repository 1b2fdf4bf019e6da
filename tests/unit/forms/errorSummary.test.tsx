import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ErrorSummary } from '../../../site/components/forms/ErrorSummary.client'
import { formAlert, LIMIT_MESSAGE, summaryItems } from '../../../site/rules/formErrors'
import { FORM_ERROR_HEADING, REQUIRED_MESSAGE } from '../../../site/rules/forms'
import { html } from '../components/render'

const render = (alert: ReturnType<typeof formAlert>) => html(createElement(ErrorSummary, { alert, ref: null }))

describe('ErrorSummary (the lead form’s alert)', () => {
  it('names each field and links to it under the spec’s heading', () => {
    const items = summaryItems([{ name: 'firstName', label: 'First name' }, { name: 'location', label: 'Location' }], () => REQUIRED_MESSAGE, (n) => `form-${n}`)
    const markup = render(formAlert(items, null))
    expect(markup).toContain(`<p class="font-semibold">${FORM_ERROR_HEADING}</p>`)
    expect(markup).toContain(`<a href="#form-firstName" class="underline">First name: ${REQUIRED_MESSAGE}</a>`)
    expect(markup).toContain(`<a href="#form-location" class="underline">Location: ${REQUIRED_MESSAGE}</a>`)
    expect(markup).toMatch(/role="alert"/)
    expect(markup).toMatch(/tabindex="-1"/)
  })

  it('shows the limit as its own message, without the field heading or a list', () => {
    const markup = render(formAlert([], { kind: 'limited' }))
    expect(markup).toContain(LIMIT_MESSAGE)
    expect(markup).not.toContain(FORM_ERROR_HEADING)
    expect(markup).not.toContain('<li')
    expect(markup).toContain('data-alert-kind="limit"')
  })

  it('is an empty, visually hidden live region when there is nothing to say', () => {
    const markup = render(null)
    expect(markup).toMatch(/class="sr-only"/)
    expect(markup).not.toContain('<p')
  })
})
