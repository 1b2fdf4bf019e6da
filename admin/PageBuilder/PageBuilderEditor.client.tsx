'use client'

// The editor's CSS without its outside web font (rsms.me): the admin works offline.
import '@puckeditor/core/no-external.css'
import { Puck } from '@puckeditor/core'
import { createContext, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import type { PuckData } from '../../blocks/blockTypes'
import { LayoutErrors } from '../../blocks/LayoutErrors'
import type { EditorBlock, PickerOptions } from './editorData'
import type { RenderPreview } from './renderPreview'
import { InsertBlock, PublishButton } from './HeaderControls.client'
import { puckConfig } from './puckConfig'
import { saveLayout } from './saveLayout'

type Props = {
  page: { id: number; title: string; path: string | null; status: string; layout: PuckData }
  /** Why blocks of the stored layout were left out (it failed validation); empty normally. */
  layoutErrors: string[]
  blocks: EditorBlock[]
  options: PickerOptions
  canLock: boolean
  brandColour: string
  siteName: string
  previewUrl: string | null
  /** Renders one block's preview on the server (renderPreview.tsx). */
  renderPreview: RenderPreview
  stylesheets: string[]
}

/** The spec's breakpoints (xs 400, md 768, xl 1200) as the editor's viewports. */
const VIEWPORTS = [
  { width: 400, height: 'auto' as const, label: 'Mobile' },
  { width: 768, height: 'auto' as const, label: 'Tablet' },
  { width: 1200, height: 'auto' as const, label: 'Desktop' },
]

const AUTOSAVE_MS = 1500
const link: CSSProperties = { padding: '6px 10px', borderRadius: 4, border: '1px solid #94a3b8', color: '#0f172a', textDecoration: 'none', fontSize: 14 }

/**
 * Puck's canvas wrappers carry a draggable button role around blocks that hold links (axe nested-interactive);
 * selection works by pointer without the role, and the outline panel is the keyboard path.
 */
const WRAPPER_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-pressed', 'aria-disabled', 'aria-selected']

function dropWrapperRoles(doc: Document) {
  for (const el of doc.querySelectorAll('[data-puck-component]')) for (const name of WRAPPER_ATTRIBUTES) if (el.hasAttribute(name)) el.removeAttribute(name)
}

/** The site's own stylesheets and brand colours inside the canvas iframe. */
function SiteFrame({ children, document, stylesheets, brandColour }: { children: ReactNode; document?: Document; stylesheets: string[]; brandColour: string }) {
  useEffect(() => {
    if (!document) return
    dropWrapperRoles(document)
    const observer = new MutationObserver(() => dropWrapperRoles(document))
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: WRAPPER_ATTRIBUTES })
    return () => observer.disconnect()
  }, [document])
  if (document) {
    for (const href of stylesheets) {
      if (document.head.querySelector(`link[href="${href}"]`)) continue
      const el = document.createElement('link')
      el.rel = 'stylesheet'
      el.href = href
      document.head.appendChild(el)
    }
  }
  return <div style={{ '--color-brand': brandColour, '--color-brand-dark': brandColour } as CSSProperties}>{children}</div>
}

/** Names Puck leaves out: the canvas iframe's title and the zoom select's label (axe frame-title, select-name); drops prohibited labels. */
function nameUnnamedControls(root: HTMLElement) {
  for (const frame of root.querySelectorAll('iframe')) if (!frame.title) frame.title = 'Page preview'
  for (const select of root.querySelectorAll('select')) if (!select.labels?.length && !select.getAttribute('aria-label')) select.setAttribute('aria-label', 'Zoom')
  // An aria-label on a plain div or span is ignored by assistive technology and flagged (aria-prohibited-attr).
  for (const el of root.querySelectorAll('div[aria-label]:not([role]), span[aria-label]:not([role])')) el.removeAttribute('aria-label')
}

export function PageBuilderEditor({ page, layoutErrors, blocks, options, canLock, brandColour, siteName, previewUrl, stylesheets, renderPreview }: Props) {
  const config = useMemo(() => puckConfig(page.id, blocks, options, canLock, renderPreview), [page.id, blocks, options, canLock, renderPreview])
  const [status, setStatus] = useState(page.status === 'published' ? 'Published' : 'Draft')
  const lastSaved = useRef(JSON.stringify(page.layout))
  const timer = useRef<number | undefined>(undefined)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = root.current
    if (!el) return
    nameUnnamedControls(el)
    const observer = new MutationObserver(() => nameUnnamedControls(el))
    observer.observe(el, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  const save = async (data: PuckData, mode: 'draft' | 'publish') => {
    setStatus(mode === 'publish' ? 'Publishing…' : 'Saving draft…')
    const result = await saveLayout(page.id, data, mode)
    if (result.ok) lastSaved.current = JSON.stringify(data)
    setStatus(result.ok ? (mode === 'publish' ? `Published at ${new Date().toLocaleTimeString('en-AU')}` : 'Draft saved') : `Not saved: ${result.message}`)
  }
  const onChange = (data: PuckData) => {
    window.clearTimeout(timer.current)
    if (JSON.stringify(data) === lastSaved.current) return
    timer.current = window.setTimeout(() => void save(data, 'draft'), AUTOSAVE_MS)
  }
  const onPublish = (data: PuckData) => {
    window.clearTimeout(timer.current)
    void save(data, 'publish')
  }

  const chrome: Chrome = { page, blocks, status, previewUrl, onPublish, stylesheets, brandColour }
  return (
    <div className="page-builder" ref={root}>
      {/* Puck's drawer category titles are too light for AA contrast on white. */}
      <style>{'.page-builder button[aria-controls^="puck-drawer-category-"] > div { color: #334155 !important; }'}</style>
      <LayoutErrors errors={layoutErrors} action="They are not in the editor below, and the next save drops them (the page's Versions keep the stored one)." />
      <ChromeContext.Provider value={chrome}>
        <Puck
          config={config}
          data={page.layout}
          onChange={onChange}
          onPublish={onPublish}
          headerTitle={`${page.title} · ${siteName}`}
          headerPath={page.path ?? undefined}
          viewports={VIEWPORTS}
          overrides={OVERRIDES}
        />
      </ChromeContext.Provider>
    </div>
  )
}

/**
 * What the header and the canvas frame show, passed by context so that Puck's overrides can be
 * components defined once: an override created during render is a new component type on every
 * render, and React would remount it (and reset the block chosen in Add block, or drop the focus)
 * whenever the save status changed.
 */
type Chrome = Pick<Props, 'page' | 'blocks' | 'previewUrl' | 'stylesheets' | 'brandColour'> & { status: string; onPublish: (data: PuckData) => void }
const ChromeContext = createContext<Chrome | null>(null)

function useChrome(): Chrome {
  const chrome = useContext(ChromeContext)
  if (!chrome) throw new Error('Page builder overrides rendered outside the editor')
  return chrome
}

function HeaderActions() {
  const { page, blocks, status, previewUrl, onPublish } = useChrome()
  return (
    <>
      <InsertBlock blocks={blocks} />
      <span role="status" aria-live="polite" data-testid="save-status" style={{ fontSize: 14, alignSelf: 'center' }}>{status}</span>
      <a style={link} href={`/admin/collections/pages/${page.id}`}>Page settings</a>
      <a style={link} href={`/admin/collections/pages/${page.id}/versions`}>Versions</a>
      {previewUrl ? <a style={link} href={previewUrl} target="_blank" rel="noopener">Preview draft</a> : null}
      <PublishButton onPublish={onPublish} />
    </>
  )
}

function Frame({ children, document }: { children: ReactNode; document?: Document }) {
  const { stylesheets, brandColour } = useChrome()
  return <SiteFrame document={document} stylesheets={stylesheets} brandColour={brandColour}>{children}</SiteFrame>
}

const OVERRIDES = { iframe: Frame, headerActions: HeaderActions }
