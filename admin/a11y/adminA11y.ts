/**
 * What Payload 3's admin renders that axe reports as serious or critical, and the repair of each,
 * done on the DOM (attributes only: React keeps its nodes, and an attribute it does not set stays):
 *
 * - a react-select's input (relationship, select fields) and a date field's input are not labelled:
 *   the field's own `<label class="field-label">` labels it (`aria-labelledby`); a select outside
 *   a field (the header's) is named by its `aria-label`-less container's text, else "Choose";
 * - a react-select's dropdown arrow and clear cross are `aria-hidden` buttons that Tab still
 *   reaches: out of the tab order (the input opens the menu and Backspace clears it from the keyboard);
 * - a join field's row opens its document with an icon button that has no name: "Open" and the
 *   row's first cell;
 * - the document's view tabs are links directly in a `<ul>`: the list role is taken off (they are
 *   a row of links).
 *
 * The colour of table heads and field descriptions is app/(payload)/custom.css.
 */

const labelled = (el: Element) => el.hasAttribute('aria-labelledby') || el.hasAttribute('aria-label')

let counter = 0
/** The element's id, given one when it has none. */
function idOf(el: Element): string {
  if (!el.id) el.id = `a11y-${++counter}`
  return el.id
}

/** Labels an input with its field's label, or names it `fallback`. */
function labelInput(input: Element, fallback: () => string) {
  if (labelled(input)) return
  const field = input.closest('.field-type')
  const label = field?.querySelector('label.field-label')
  if (label && label.textContent?.trim()) input.setAttribute('aria-labelledby', idOf(label))
  else input.setAttribute('aria-label', fallback())
}

export function repairAdminA11y(root: ParentNode) {
  // a searchable select's input is .rs__input; one that is not searchable has only react-select's id
  for (const input of root.querySelectorAll('input.rs__input, input[id^="react-select-"][id$="-input"], .react-datepicker__input-container input')) {
    labelInput(input, () => {
      const shown = input.closest('.react-select')?.querySelector('.rs__single-value, .rs__placeholder')?.textContent?.trim()
      return shown ? `Choose: ${shown}` : 'Choose'
    })
  }
  for (const indicator of root.querySelectorAll('.dropdown-indicator[aria-hidden="true"], .clear-indicator[aria-hidden="true"]')) if (indicator.getAttribute('tabindex') !== '-1') indicator.setAttribute('tabindex', '-1')
  for (const button of root.querySelectorAll('button.drawer-link__doc-drawer-toggler')) {
    if (labelled(button) || button.textContent?.trim()) continue
    const row = button.closest('tr')
    const first = row?.querySelector('td')?.textContent?.trim()
    button.setAttribute('aria-label', first ? `Open ${first}` : 'Open')
  }
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs')) if (!list.hasAttribute('role') && [...list.children].some((child) => child.tagName !== 'LI')) list.setAttribute('role', 'none')
}
