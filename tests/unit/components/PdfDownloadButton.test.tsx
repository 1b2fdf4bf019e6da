import { describe, expect, it } from 'vitest'
import { PdfDownloadButtonView } from '@/site/components/vehicle/PdfDownloadButton.client'
import { html } from './render'

const render = (preparing: boolean) => html(<PdfDownloadButtonView preparing={preparing} onClick={() => {}} />)

describe('PdfDownloadButton (INV §4: Preparing... while downloading)', () => {
  it('reads its label when idle', () => {
    const out = render(false)
    expect(out).toContain('>Download PDF</button>')
    expect(out).toContain('aria-disabled="false"')
    expect(out).toContain('data-state="idle"')
  })

  it('reads Preparing... while the file downloads, stays focusable and announces it', () => {
    const out = render(true)
    expect(out).toContain('>Preparing...</button>')
    expect(out).toContain('aria-disabled="true"')
    expect(out).not.toMatch(/<button[^>]* disabled=""/)
    expect(out).toContain('aria-live="polite">Preparing the PDF</p>')
  })
})
