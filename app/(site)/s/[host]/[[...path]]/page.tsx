import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderLayout } from '../../../../../blocks/RenderLayout'
import { loadPageForRoute, pageMetadata } from '../../../../../site/pages/pageRoute'

type Props = { params: Promise<{ host: string; path?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await loadPageForRoute(params))
}

export default async function CmsPage({ params }: Props) {
  const { site, page } = await loadPageForRoute(params)
  if (!page) notFound()
  return (
    <main id="main">
      <RenderLayout layout={page.layout} context={{ site }} />
    </main>
  )
}
