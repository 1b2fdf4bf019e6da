'use client'
import { useState, type ComponentType, type MouseEvent } from 'react'
import type { FlowCar } from './PreApprovalFlow.client'

type DialogProps = { car: FlowCar | null; onClose: () => void }
let loading: Promise<ComponentType<DialogProps>> | null = null
/** The popup's code is its own chunk, fetched on the first hover, focus or click (pages stay light). */
const loadDialog = () => (loading ??= import('./PreApprovalDialog.client').then((m) => m.default))

/**
 * Opens the pre-approval popup (FIN §2.4). A link to /personalised/finance underneath, so it works
 * before the script arrives, without script, and when opened in a new tab.
 */
export function PreApprovalButton({ href, label, car, className }: { href: string; label: string; car: FlowCar | null; className: string }) {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null)
  const [open, setOpen] = useState(false)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    setOpen(true)
    void loadDialog().then((component) => setDialog(() => component))
  }
  const preload = () => void loadDialog()
  return (
    <>
      <a href={href} onClick={onClick} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog" data-opens-dialog={label} data-button="preApproval" className={className}>{label}</a>
      {open && Dialog ? <Dialog car={car} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
