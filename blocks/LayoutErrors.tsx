/**
 * What editors see when a stored layout fails validation: which blocks were left out and why (the
 * shopper page renders the valid ones). Inline styles, so it reads the same in the admin and on the site.
 */
export function LayoutErrors({ errors, action }: { errors: string[]; action: string }) {
  if (errors.length === 0) return null
  return (
    <div role="alert" data-testid="layout-errors" style={{ margin: '8px 0', padding: '10px 14px', border: '1px solid #b91c1c', borderRadius: 4, background: '#fef2f2', color: '#7f1d1d', fontSize: 14 }}>
      <strong>This page&apos;s saved layout has blocks that fail validation.</strong> {action}
      <ul style={{ margin: '6px 0 0 18px', listStyle: 'disc' }}>
        {errors.map((error) => <li key={error}>{error}</li>)}
      </ul>
    </div>
  )
}
