// @vitest-environment happy-dom
/** The repairs of Payload's admin markup that axe reports (admin/a11y/adminA11y.ts), on that markup as Payload 3 renders it. */
import { beforeEach, describe, expect, it } from 'vitest'
import { repairAdminA11y } from '../../../admin/a11y/adminA11y'

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('repairAdminA11y', () => {
  it("labels a field's react-select input and date input with the field's label, and leaves a labelled one alone", () => {
    document.body.innerHTML = `
      <div class="field-type select" id="field-status"><label class="field-label" for="field-status">Status</label>
        <div class="react-select"><input class="rs__input" id="react-select-1-input"></div></div>
      <div class="field-type date"><label class="field-label" for="field-due">Due</label>
        <div class="react-datepicker__input-container"><input type="text"></div></div>
      <div class="field-type select"><label class="field-label">Owner</label><input class="rs__input" aria-label="Owner of the lead"></div>`
    repairAdminA11y(document)
    const [status, due, owner] = document.querySelectorAll('input')
    expect(document.getElementById(status!.getAttribute('aria-labelledby')!)!.textContent).toBe('Status')
    expect(document.getElementById(due!.getAttribute('aria-labelledby')!)!.textContent).toBe('Due')
    expect(owner!.hasAttribute('aria-labelledby')).toBe(false)
    // again: nothing changes
    repairAdminA11y(document)
    expect(document.querySelectorAll('[id^="a11y-"]')).toHaveLength(2)
  })

  it('names a select outside any field by what it shows, else "Choose"', () => {
    document.body.innerHTML = `
      <div class="step-nav"><div class="react-select"><div class="rs__single-value">Dashboard</div><input id="react-select-_r_0_-input" inputmode="none"></div></div>
      <div class="react-select"><input id="react-select-_r_1_-input"></div>`
    repairAdminA11y(document)
    const [nav, bare] = document.querySelectorAll('input')
    expect(nav!.getAttribute('aria-label')).toBe('Choose: Dashboard')
    expect(bare!.getAttribute('aria-label')).toBe('Choose')
  })

  it('takes aria-hidden indicators out of the tab order, names icon-only row buttons, and takes the list role off a ul of links', () => {
    document.body.innerHTML = `
      <button class="dropdown-indicator" aria-hidden="true" type="button"></button>
      <div class="clear-indicator" aria-hidden="true" role="button" tabindex="0"></div>
      <button class="dropdown-indicator" type="button">Open</button>
      <table><tr><td>email</td><td><button class="drawer-link__doc-drawer-toggler" type="button"></button></td></tr></table>
      <ul class="doc-tabs__tabs"><a href="/a">Edit</a><a href="/b">API</a></ul>
      <ul class="doc-tabs__tabs"><li><a href="/a">Edit</a></li></ul>`
    repairAdminA11y(document)
    const [hidden, clear, shown] = document.querySelectorAll<HTMLElement>('.dropdown-indicator, .clear-indicator')
    expect(hidden!.getAttribute('tabindex')).toBe('-1')
    expect(clear!.getAttribute('tabindex')).toBe('-1')
    expect(shown!.hasAttribute('tabindex')).toBe(false)
    expect(document.querySelector('.drawer-link__doc-drawer-toggler')!.getAttribute('aria-label')).toBe('Open email')
    const [links, items] = document.querySelectorAll('ul')
    expect(links!.getAttribute('role')).toBe('none')
    expect(items!.hasAttribute('role')).toBe(false)
  })
})
