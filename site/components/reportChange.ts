/** Fields whose value React reads through onChange (not check boxes, radios, files or buttons). */
export function isChangeableField(el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return el instanceof HTMLInputElement && !/^(?:checkbox|radio|file|button|submit|reset|image|hidden)$/i.test(el.type)
}

/**
 * A field the shopper changed before React hydrated it, reported to React as changed: React's state
 * still has the server's value while the field shows the shopper's, and React adopted the field's
 * value as its last known one, so an event alone would not count as a change. The value is set to ''
 * through the element's own setter (React's value tracker), put back through the prototype's (the
 * browser's), and the event React reads changes from is dispatched: onChange runs with the value.
 * `value` is the one the shopper left before hydration (React's hydration puts a select back to the
 * server's option, and a first render after it can put a field's server value back).
 * The page's inline loader (site/http/pageLoader.mjs) does the same for the page's first hydration.
 */
export function reportChange(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value = field.value): void {
  if (!field.isConnected) return
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  field.value = ''
  if (setter) setter.call(field, value)
  else field.value = value
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
