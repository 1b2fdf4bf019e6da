'use client'

import { Suspense, useEffect, useState, type ReactNode } from 'react'
import type { RenderPreview } from './renderPreview'

const DEBOUNCE_MS = 300

/** A block in the editor canvas, rendered on the server (`render`, a server action) as the shopper site renders it. */
export function BlockPreview({ pageId, type, props, render }: { pageId: number; type: string; props: Record<string, unknown>; render: RenderPreview }) {
  const key = JSON.stringify(props)
  const [node, setNode] = useState<ReactNode>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    const timer = window.setTimeout(() => {
      render(pageId, type, JSON.parse(key) as Record<string, unknown>)
        .then((result) => {
          if (!live) return
          setError(result.ok ? null : result.message)
          if (result.ok) setNode(result.node)
        })
        .catch((e: unknown) => live && setError(e instanceof Error ? e.message : 'The preview failed'))
    }, DEBOUNCE_MS)
    return () => {
      live = false
      window.clearTimeout(timer)
    }
  }, [pageId, type, key, render])
  return (
    <div data-block={type}>
      {error ? <p role="alert" style={{ padding: 12, background: '#fee2e2', color: '#7f1d1d' }}>{type}: {error}</p> : null}
      {/* A block island loaded on demand (next/dynamic) suspends here, not the whole editor around it. */}
      <Suspense fallback={<div style={{ minHeight: 80, padding: 12, color: '#475569' }}>Loading {type}…</div>}>
        {node ?? (error ? null : <div style={{ minHeight: 80, padding: 12, color: '#475569' }}>Loading {type}…</div>)}
      </Suspense>
    </div>
  )
}
