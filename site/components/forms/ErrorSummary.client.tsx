'use client'
import type { Ref } from 'react'
import type { FormAlert } from '../../rules/formErrors'

/** Moves focus to the field a summary line names (an in-page link only scrolls; the shopper wants to type there). */
function focusField(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
  const field = document.getElementById(href.slice(1))
  if (!field) return
  event.preventDefault()
  field.focus()
  field.scrollIntoView({ block: 'center' })
}

/**
 * The form's alert (FIN §5): the heading and one line per field naming it and linking to it, or
 * the limit or failure message alone. Always in the page (empty when there is nothing to say) so
 * a screen reader hears it as it fills; focusable, so a refused submission can move focus to it.
 */
export function ErrorSummary({ alert, ref }: { alert: FormAlert | null; ref: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-live="assertive" data-testid="form-alert" data-alert-kind={alert?.kind} className={alert ? 'rounded border border-red-800 bg-red-50 p-3 text-red-900' : 'sr-only'}>
      {alert?.kind === 'fields' ? (
        <>
          <p className="font-semibold">{alert.heading}</p>
          <ul className="ml-5 list-disc text-sm">
            {alert.items.map((item) => (
              <li key={`${item.name}:${item.text}`}>{item.href ? <a href={item.href} onClick={(event) => focusField(event, item.href)} className="underline">{item.text}</a> : item.text}</li>
            ))}
          </ul>
        </>
      ) : alert ? (
        <p className="font-semibold">{alert.message}</p>
      ) : null}
    </div>
  )
}
