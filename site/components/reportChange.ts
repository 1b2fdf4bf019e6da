/** A field whose change React reads: a text field, text area, select, check box or radio. */
export type ReportableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Fields React reads through onChange (text fields, text areas, selects, check boxes, radios; not files or buttons). */
export function isChangeableField(el: EventTarget | null): el is ReportableField {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return el instanceof HTMLInputElement && !/^(?:file|button|submit|reset|image|hidden)$/i.test(el.type)
}

const isCheckable = (field: ReportableField): field is HTMLInputElement => field instanceof HTMLInputElement && /^(?:checkbox|radio)$/i.test(field.type)

/** What the shopper left in a field: a check box's or radio's checked state, any other field's value. */
export function fieldState(field: ReportableField): string | boolean {
  return isCheckable(field) ? field.checked : field.value
}

/**
 * A field the shopper changed before React hydrated it, reported to React as changed: React's state
 * still has the server's value while the field shows the shopper's, and React adopted the field's
 * value as its last known one, so an event alone would not count as a change. The value is set to ''
 * through the element's own setter (React's value tracker), put back through the prototype's (the
 * browser's), and the event React reads changes from is dispatched: onChange runs with the value.
 * A check box or radio: React reads its change from a click, so the other state goes in through the
 * element's own setter and a click puts the shopper's back (a radio the shopper left is skipped: the
 * one chosen in its place reports the choice).
 * `state` is the one the shopper left before hydration (React's hydration puts a select back to the
 * server's option, and a first render after it can put a field's server value back).
 * The page's inline loader (site/http/pageLoader.mjs) does the same for the page's first hydration.
 */
export function reportChange(field: ReportableField, state: string | boolean = fieldState(field)): void {
  if (!field.isConnected) return
  if (isCheckable(field)) {
    const checked = state === true
    if (field.disabled || (field.type === 'radio' && !checked)) return
    field.checked = !checked
    field.click()
    return
  }
  const value = String(state)
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  field.value = ''
  if (setter) setter.call(field, value)
  else field.value = value
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
