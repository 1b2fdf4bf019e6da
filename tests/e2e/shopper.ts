/** Shopper helpers of the e2e tests: a phone of the test's own, sign-in with the SMS code, keyboard presses and axe. */
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { codeFromInbox, expect } from './fixtures'
import { tabTo } from './leadFill'

/** A mobile number of this test's own. */
export const uniquePhone = () => `04${String(Date.now() % 100_000_000).padStart(8, '0')}`.slice(0, 10)

/** No serious or critical axe violation on the page, or only within the `include` selectors when given. */
export async function expectNoSeriousViolations(page: Page, include: string[] = []) {
  const builder = new AxeBuilder({ page })
  for (const selector of include) builder.include(selector)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Presses Enter (or `key`) on a control reached with Tab. */
export async function press(page: Page, target: Locator, key = 'Enter', max = 200) {
  await tabTo(page, target, max)
  await page.keyboard.press(key)
}

/** On the sign-in page: the phone, then the code from the dev inbox, by keyboard. */
export async function signInWithCode(page: Page, request: APIRequestContext, phone: string) {
  const phoneField = page.getByLabel('Mobile number')
  await tabTo(page, phoneField)
  await page.keyboard.type(phone)
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Verification code')).toBeFocused()
  const { code } = await codeFromInbox(request, phone)
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
}
