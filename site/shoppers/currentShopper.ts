/**
 * The signed-in shopper of a page request (server components): the session cookie read with
 * next/headers. Reading cookies makes a page dynamic, so only gated pages and account pages call it.
 */
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayloadClient } from '../payload'
import { gatedPathKind, signInUrl, type SignInKind } from '../rules/signInGating'
import type { SiteView } from '../tenancy/siteView'
import { findSession, SESSION_COOKIE, type ShopperSession } from './session'

export async function currentShopper(site: SiteView): Promise<ShopperSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  return token ? findSession(await getPayloadClient(), token, site.id) : null
}

/** The shopper, or a redirect to /sign-in with this page as `redirect` (FIN §2.2). */
export async function requireShopper(site: SiteView, kind: SignInKind, path: string): Promise<ShopperSession> {
  const shopper = await currentShopper(site)
  if (!shopper) redirect(signInUrl({ kind, path }))
  return shopper
}

/**
 * Sends a signed-out visitor of a gated page to sign-in (FIN §2.2): the always-gated pages and the
 * ones the dealer's `signIn.gatedRoutes` flags. Ungated pages never read the cookie.
 */
export async function gatePage(site: SiteView, path: string, search = ''): Promise<void> {
  const kind = gatedPathKind(path, site.config.signIn)
  if (kind) await requireShopper(site, kind, path + search)
}

/**
 * The gate of a cached page, which never reads the cookie: a gated page sends every visitor to
 * sign-in. proxy.ts serves gated pages from the uncached twin route (app/(site)/d), so this only
 * keeps a cached page from ever holding gated content.
 */
export function gateCachedPage(site: SiteView, path: string): void {
  const kind = gatedPathKind(path, site.config.signIn)
  if (kind) redirect(signInUrl({ kind, path }))
}
