import { test as base, type APIRequestContext } from '@playwright/test'

export const PORT = process.env.E2E_PORT ?? '3000'
export const PASSWORD = 'demo1234'

/** A demo site's URL by host, the way shoppers reach it. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`
export const adminUrl = (path = '') => `http://localhost:${PORT}/admin${path}`

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`http://localhost:${PORT}/api/users/login`, { data: { email, password: PASSWORD } })
  const body = (await response.json()) as { token?: string }
  if (!body.token) throw new Error(`login failed for ${email}`)
  return body.token
}

export const test = base
export { expect } from '@playwright/test'
