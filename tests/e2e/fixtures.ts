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

/**
 * A REST list read as platform staff, signed in afresh on every call. Two sign-ins of one user at
 * the same moment (the specs run in parallel) can each save the user's session list, and the
 * later save drops the earlier session, so a token fetched once can turn anonymous. Callers retry.
 */
export async function staffDocs<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await apiToken(request, 'admin@demo.test')
  const response = await request.get(`http://localhost:${PORT}/api/${path}`, { headers: { authorization: `JWT ${token}` } })
  const body = (await response.json()) as { docs?: T[] }
  if (!response.ok() || !body.docs) throw new Error(`GET /api/${path}: ${response.status()} ${JSON.stringify(body).slice(0, 200)}`)
  return body.docs
}

export const test = base
export { expect } from '@playwright/test'
