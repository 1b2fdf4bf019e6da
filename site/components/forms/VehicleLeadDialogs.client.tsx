'use client'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useState } from 'react'
import { whenInteraction } from '../whenInteraction'
import { Dialog } from './Dialog.client'
import type { LeadFormProps } from './LeadForm.client'
import { FIND_SIMILAR_MESSAGE, FIND_SIMILAR_SUBCATEGORY } from '../../leads/findSimilar'
import type { FormType } from '../../forms/leadFormModel'

const loadForm = () => import('./LeadForm.client')
/**
 * The form (react-hook-form, zod: about 60 KB compressed) is not needed until a dialog opens: its
 * own chunk, fetched at the shopper's first interaction with the page (the press that opens a
 * dialog is one), never during a visit that only reads the page.
 */
const LeadForm = dynamic(() => loadForm().then((m) => m.LeadForm), { ssr: false, loading: () => <p role="status">Loading the form…</p> })
/** Instant Message: the conversation and its form (site/components/chat), its own chunk too. */
const ChatPanel = dynamic(() => import('../chat/ChatPanel.client').then((m) => m.ChatPanel), { ssr: false, loading: () => <p role="status">Loading the form…</p> })

/** The in-page anchors the vehicle page's buttons use (cards and sticky bars link to them too). */
export const DIALOG_HASHES: Readonly<Record<string, FormType>> = { '#enquire': 'enquiry', '#test-drive': 'test-drive', '#request-photos': 'request-photos', '#chat': 'chat' }

type Props = { forms: Partial<Record<FormType, LeadFormProps>>; inStock: boolean }

/** The type a hash opens on this page: a car not in stock, or a find-similar link, gets the find-similar enquiry (FIN §2.7). */
function typeFor(url: URL, inStock: boolean): FormType | null {
  const type = DIALOG_HASHES[url.hash]
  if (type !== 'enquiry') return type ?? null
  return !inStock || url.searchParams.get('subcategory') === FIND_SIMILAR_SUBCATEGORY ? 'find-similar' : 'enquiry'
}

/**
 * The vehicle page's dialogs (FIN §2.6: Enquire Now, Book a Test Drive in two steps, Request Photos;
 * Find Me Something Similar for a car not in stock). A link to `#enquire`, `#test-drive` or
 * `#request-photos` on this page opens its dialog, also when the page is reached with that hash.
 */
export function VehicleLeadDialogs({ forms, inStock }: Props) {
  const [open, setOpen] = useState<{ type: FormType; prefill: Record<string, string> } | null>(null)

  const openFor = useCallback((url: URL) => {
    const type = typeFor(url, inStock)
    if (!type || !forms[type]) return false
    const message = url.searchParams.get('message')
    setOpen({ type, prefill: type === 'find-similar' ? { message: message || FIND_SIMILAR_MESSAGE } : {} })
    return true
  }, [forms, inStock])

  useEffect(() => void whenInteraction().then(loadForm), [])

  useEffect(() => {
    // The page was reached with a dialog's hash (a card's Quick Enquiry): the URL is outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    openFor(new URL(window.location.href))
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !DIALOG_HASHES[url.hash]) return
      if (!openFor(url)) return
      // Handled here: neither the browser nor the router follows the link.
      event.preventDefault()
      event.stopPropagation()
    }
    // A dialog's hash reached some other way opens it too: a link pressed before this effect ran, typed, history.
    const onHash = () => void openFor(new URL(window.location.href))
    document.addEventListener('click', onClick, true)
    window.addEventListener('hashchange', onHash)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('hashchange', onHash)
    }
  }, [openFor])

  const close = useCallback(() => {
    setOpen(null)
    if (DIALOG_HASHES[window.location.hash]) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  }, [])

  const props = open ? forms[open.type] : undefined
  return (
    <Dialog open={Boolean(open && props)} title={props?.model.title ?? ''} onClose={close} testId="lead-dialog" description={props?.vehicle?.name}>
      {open && props ? (open.type === 'chat' ? <ChatPanel {...props} /> : <LeadForm key={open.type} {...props} prefill={{ ...props.prefill, ...open.prefill }} />) : null}
    </Dialog>
  )
}
