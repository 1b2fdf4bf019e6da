'use client'
import { useFormFields } from '@payloadcms/ui'

/**
 * A Sent mail message as the recipient sees it: its HTML in a sandboxed frame (no scripts, no
 * same-origin access, no forms), or its text when it has no HTML.
 */
export function RenderedEmail() {
  const html = useFormFields(([fields]) => fields.html?.value as string | undefined)
  const text = useFormFields(([fields]) => fields.text?.value as string | undefined)
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>As sent</h3>
      {html ? (
        <iframe title="The email as sent" sandbox="" srcDoc={html} style={{ width: '100%', minHeight: '22rem', border: '1px solid var(--theme-elevation-150)', background: '#fff' }} />
      ) : (
        <pre style={{ whiteSpace: 'pre-wrap', border: '1px solid var(--theme-elevation-150)', padding: '0.75rem', margin: 0 }}>{text ?? ''}</pre>
      )}
    </div>
  )
}
