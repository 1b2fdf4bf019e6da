import { createElement, type ReactElement, type ReactNode } from 'react'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { parseSiteConfig, type SiteConfig, type SiteConfigInput } from '@/site/config/siteConfig'

/** Server-renders a component to HTML, as the page would send it. */
export const html = (element: ReactElement): string => renderToStaticMarkup(element)

/** The HTML once everything has rendered, lazily loaded islands and async components too (in a div). */
export async function streamHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(createElement('div', null, node))
  await stream.allReady
  return new Response(stream).text()
}

export const config = (input: SiteConfigInput = {}): SiteConfig => parseSiteConfig(input)

/** Text of every element carrying `data-<attr>`, in document order. */
export function dataValues(markup: string, attr: string): string[] {
  return [...markup.matchAll(new RegExp(`data-${attr}="([^"]*)"`, 'g'))].map((m) => m[1] as string)
}
