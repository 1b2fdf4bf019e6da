import { expect, type Page } from '@playwright/test'
import { adminUrl, PASSWORD } from './fixtures'

const DASHBOARD = /\/admin\/?$/

/**
 * Signs in through the admin form, retrying until hydration stops resetting the typed values. A
 * sign-in that was only slow (the dashboard came after the try gave up) counts: no second attempt.
 */
export async function adminLogin(page: Page, email: string): Promise<void> {
  await page.goto(adminUrl('/login'))
  await page.waitForLoadState('networkidle')
  await expect(async () => {
    if (DASHBOARD.test(new URL(page.url()).pathname)) return
    const field = page.getByLabel('Email')
    await field.fill(email)
    await expect(field).toHaveValue(email, { timeout: 500 })
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    // a sign-in on a loaded machine can take many seconds; a form reset by hydration shows sooner
    await page.waitForURL(DASHBOARD, { timeout: 30_000 })
  }).toPass({ timeout: 90_000 })
}
