'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** On a lead: Retry now queues its failed and dead-lettered deliveries again (POST /api/leads/:id/retry-delivery). */
export function RetryDeliveryButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'sending' | string>('idle')
  if (!id) return null
  const retry = async () => {
    setState('sending')
    const response = await fetch(`/api/leads/${id}/retry-delivery`, { method: 'POST', credentials: 'include' }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { queued?: number; message?: string } | null
    setState(response?.ok ? `${body?.queued ?? 0} delivery(ies) queued again` : (body?.message ?? 'Could not queue the delivery.'))
    router.refresh()
  }
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={retry} disabled={state === 'sending'}>
        Retry now
      </button>
      <p role="status" aria-live="polite" style={{ margin: '0.25rem 0 0' }}>
        {state === 'idle' || state === 'sending' ? 'Sends the failed deliveries again.' : state}
      </p>
    </div>
  )
}
