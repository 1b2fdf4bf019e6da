'use client'
import { useState } from 'react'
import { toastStore } from '../shoppers/toastStore.client'

export const COPIED_FOR_MS = 1500
const SHARE_WINDOW = 'width=550,height=400'

/** The toast a copied link shows (FIN §2.6). */
export const copiedToastTitle = (carName: string): string => `Copied ${carName} to your clipboard!`

/**
 * Share: copy link (the button reads Copied for 1.5 s, INV §4, §9, and the page's toast says what
 * was copied, FIN §2.6), SMS link and a share window of 550×400 (INV §9).
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () => {
    navigator.clipboard?.writeText(url).then(
      () => {
        setCopied(true)
        toastStore.add({ title: copiedToastTitle(title), description: '' })
        window.setTimeout(() => setCopied(false), COPIED_FOR_MS)
      },
      (error: unknown) => console.warn(`copy link failed: ${String(error)}`),
    )
  }
  const style = 'flex h-11 items-center justify-center rounded border border-slate-400 px-3 text-sm font-semibold text-slate-900'
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label="Share">
      <button type="button" onClick={copy} className={style} data-testid="copy-link">{copied ? 'Copied' : 'Copy link'}</button>
      <a href={`sms:?&body=${encodeURIComponent(`${title} ${url}`)}`} className={style}>SMS</a>
      <button type="button" className={style} onClick={() => window.open(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, 'share', SHARE_WINDOW)}>Share</button>
    </div>
  )
}
