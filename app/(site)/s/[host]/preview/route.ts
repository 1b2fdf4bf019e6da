import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { relationId } from '../../../../../collections/revalidateHooks'
import { getPayloadClient } from '../../../../../site/payload'
import { PREVIEW_HOST_COOKIE, previewHostValue, verifyPreview } from '../../../../../site/pages/previewToken'
import { hostFromParam } from '../../../../../site/tenancy/requireSite'
import { resolveSite } from '../../../../../site/tenancy/resolveSite'

type Context = { params: Promise<{ host: string }> }

const text = (message: string, status: number) => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/**
 * Opens a page's draft on the shopper site: a signed link from the editor turns on draft mode for
 * this host, with a signed cookie naming the host (drafts show nowhere else), and redirects to
 * the page. `?exit=1` turns both off again.
 */
export async function GET(request: Request, { params }: Context) {
  const url = new URL(request.url)
  const mode = await draftMode()
  const jar = await cookies()
  if (url.searchParams.get('exit')) {
    mode.disable()
    jar.delete(PREVIEW_HOST_COOKIE)
    redirect('/')
  }
  const pageId = Number(url.searchParams.get('page'))
  const expires = Number(url.searchParams.get('expires'))
  if (!verifyPreview(pageId, expires, url.searchParams.get('token') ?? '')) return text('This preview link is invalid or has expired. Open a new one from the editor.', 403)
  const host = hostFromParam((await params).host)
  const site = await resolveSite(host)
  const payload = await getPayloadClient()
  // System read: the signed token is the permission.
  const page = await payload.findByID({ collection: 'pages', id: pageId, depth: 0, draft: true, overrideAccess: true, disableErrors: true })
  // a path of this site only ("//x" would send the browser to another host)
  if (!site || !page || relationId(page.site) !== site.id || !page.path?.startsWith('/') || /^\/[/\\]/.test(page.path)) return text('This page has no address on this site.', 404)
  mode.enable()
  // drafts on this host only, until the link expires (proxy.ts, site/pages/previewToken.ts)
  jar.set(PREVIEW_HOST_COOKIE, previewHostValue(host, expires), { httpOnly: true, sameSite: 'lax', secure: url.protocol === 'https:', path: '/', expires: new Date(expires) })
  redirect(page.path)
}
