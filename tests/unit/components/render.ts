import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { createElement, type ReactElement, type ReactNode } from 'react'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { parseSiteConfig, type SiteConfig, type SiteConfigInput } from '@/site/config/siteConfig'

/** Server-renders a component to HTML, as the page would send it. */
export const html = (element: ReactElement): string => renderToStaticMarkup(element)

/** Pages render inside Next's app router; a server render never navigates, so any navigation here is a bug. */
const noNavigation = () => {
  throw new Error('navigation during a server render')
}
const serverRouter = { back: noNavigation, forward: noNavigation, refresh: noNavigation, hmrRefresh: noNavigation, push: noNavigation, replace: noNavigation, prefetch: noNavigation, bfcacheId: 'server' }

/** The HTML once everything has rendered, lazily loaded islands and async components too (in a div, inside the app router as on a page). */
export async function streamHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(createElement(AppRouterContext.Provider, { value: serverRouter }, createElement('div', null, node)))
  await stream.allReady
  return new Response(stream).text()
}

export const config = (input: SiteConfigInput = {}): SiteConfig => parseSiteConfig(input)

/** Text of every element carrying `data-<attr>`, in document order. */
export function dataValues(markup: string, attr: string): string[] {
  return [...markup.matchAll(new RegExp(`data-${attr}="([^"]*)"`, 'g'))].map((m) => m[1] as string)
}
