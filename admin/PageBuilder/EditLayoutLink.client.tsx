'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** On a page's edit view: opens the page builder for its layout (shown once the page is saved). */
export function EditLayoutLink() {
  const { id } = useDocumentInfo()
  if (!id) return <p>Save the page first, then edit its layout in the page builder.</p>
  return (
    <p style={{ marginBottom: '1.5rem' }}>
      <a className="btn btn--style-primary btn--size-medium" style={{ display: 'inline-block', padding: '8px 16px' }} href={`/admin/page-builder/${id}`}>
        Edit layout
      </a>
    </p>
  )
}
