'use client'
import { track } from '../analytics/tracker'
import { useState } from 'react'
import { PDF_BUTTON_LABEL, PDF_PREPARING_LABEL, pdfFailureMessage, vehiclePdfFileName, vehiclePdfPath } from '../../rules/vehiclePdf'

type Fetched = { ok: true; blob: Blob } | { ok: false; message: string }

async function fetchPdf(slug: string): Promise<Fetched> {
  const reply = await fetch(vehiclePdfPath(slug)).catch((error: unknown) => {
    console.warn(`vehicle PDF request failed: ${String(error)}`)
    return null
  })
  if (!reply) return { ok: false, message: pdfFailureMessage(0, null) }
  if (!reply.ok) return { ok: false, message: pdfFailureMessage(reply.status, await reply.json().catch(() => null)) }
  const blob = await reply.blob().catch(() => null)
  return blob ? { ok: true, blob } : { ok: false, message: pdfFailureMessage(0, null) }
}

/** Hands the file to the browser's download (the object URL is released once the click has used it). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function PdfDownloadButtonView({ preparing, onClick }: { preparing: boolean; onClick: () => void }) {
  return (
    <>
      <button
        type="button" onClick={onClick} aria-disabled={preparing} data-testid="pdf-download" data-state={preparing ? 'preparing' : 'idle'}
        className="flex h-11 w-full items-center justify-center rounded border border-slate-400 px-3 text-sm font-semibold text-slate-900 aria-disabled:opacity-70"
      >
        {preparing ? PDF_PREPARING_LABEL : PDF_BUTTON_LABEL}
      </button>
      <p className="sr-only" aria-live="polite">{preparing ? 'Preparing the PDF' : ''}</p>
    </>
  )
}

/**
 * The PDF download (INV §2 print/PDF when `vehiclePage.printAction` is `pdf`): reads Preparing...
 * while the file downloads (INV §4), then its label again; a failure is alerted with its message
 * (INV §8). A second click while preparing does nothing.
 */
export function PdfDownloadButton({ slug, carId }: { slug: string; carId: number }) {
  const [preparing, setPreparing] = useState(false)
  const download = async () => {
    if (preparing) return
    setPreparing(true)
    track({ event: 'print', carId })
    const result = await fetchPdf(slug)
    if (result.ok) save(result.blob, vehiclePdfFileName(slug))
    else window.alert(result.message)
    setPreparing(false)
  }
  return <PdfDownloadButtonView preparing={preparing} onClick={() => void download()} />
}
