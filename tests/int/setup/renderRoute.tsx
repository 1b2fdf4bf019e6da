/**
 * Renders a shopper route in-process as Next would answer it: the site layout around the route's
 * page component, server-rendered to HTML with React's renderer. Next's own control flow becomes
 * the status (notFound → 404, redirect → its 30x and target); any other thrown error is a 500.
 * Runs inside a minimal static work store, as the cached routes (app/(site)/s) do: cookies and
 * headers read empty, so the visitor is signed out.
 */
import './nextAsyncStorage'
import { workAsyncStorage, type WorkStore } from 'next/dist/server/app-render/work-async-storage.external'
import { workUnitAsyncStorage, type WorkUnitStore } from 'next/dist/server/app-render/work-unit-async-storage.external'
import { getAccessFallbackHTTPStatus, isHTTPAccessFallbackError } from 'next/dist/client/components/http-access-fallback/http-access-fallback'
import { getRedirectStatusCodeFromError, getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { createElement, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'

export type Rendered = { status: number; html: string; location: string | null; errors: string[] }

/** A thrown value as Next turns it into a response: a status (and a redirect target), or null for a real error. */
function controlFlow(error: unknown): { status: number; location: string | null } | null {
  if (isHTTPAccessFallbackError(error)) return { status: getAccessFallbackHTTPStatus(error), location: null }
  if (isRedirectError(error)) return { status: getRedirectStatusCodeFromError(error), location: getURLFromRedirectError(error) }
  return null
}

const describe = (error: unknown) => (error instanceof Error ? `${error.message}\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}` : String(error))

const noNavigation = () => {
  throw new Error('navigation during a server render')
}
const serverRouter = { back: noNavigation, forward: noNavigation, refresh: noNavigation, hmrRefresh: noNavigation, push: noNavigation, replace: noNavigation, prefetch: noNavigation, bfcacheId: 'server' }

/** The bits of Next's work store the shopper pages read outside a Next server (a static, cached render). */
const staticStore = (route: string) => ({ route, page: route, forceStatic: true, isStaticGeneration: false, dynamicShouldError: false, fallbackRouteParams: null }) as unknown as WorkStore
/** A request without the draft-mode cookie (no preview). */
const requestStore = () => ({ type: 'request', phase: 'render', draftMode: { isEnabled: false }, implicitTags: { tags: [], expirationsByCacheKind: new Map() } }) as unknown as WorkUnitStore

/** Renders `node` (a page, usually inside its layout) the way the route would answer. */
export async function renderRoute(route: string, node: () => ReactNode | Promise<ReactNode>): Promise<Rendered> {
  return workAsyncStorage.run(staticStore(route), () => workUnitAsyncStorage.run(requestStore(), async () => {
    const thrown: unknown[] = []
    let tree: ReactNode
    try {
      tree = await node()
    } catch (error) {
      const flow = controlFlow(error)
      if (flow) return { ...flow, html: '', errors: [] }
      return { status: 500, html: '', location: null, errors: [describe(error)] }
    }
    let stream: Awaited<ReturnType<typeof renderToReadableStream>>
    try {
      stream = await renderToReadableStream(createElement(AppRouterContext.Provider, { value: serverRouter }, tree), { onError: (error) => void thrown.push(error) })
      await stream.allReady
    } catch (error) {
      thrown.push(error)
      const flow = thrown.map(controlFlow).find((f) => f !== null)
      return flow ? { ...flow, html: '', errors: [] } : { status: 500, html: '', location: null, errors: thrown.map(describe) }
    }
    const html = await new Response(stream).text()
    const flow = thrown.map(controlFlow).find((f) => f !== null)
    if (flow) return { ...flow, html, errors: [] }
    return { status: thrown.length ? 500 : 200, html, location: null, errors: thrown.map(describe) }
  }))
}
