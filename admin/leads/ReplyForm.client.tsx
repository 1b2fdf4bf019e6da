'use client'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { onEnter, TIMELINE_CHANGED } from './LeadTimeline.client'

type Template = { name: string; subject: string; body: string }
type Loaded = { channels: Array<'email' | 'sms'>; templates: Template[] }

/**
 * Reply from the lead page: choose one of the site's templates (filled in for this lead: the
 * shopper's name, the car, the location and its hours), edit it, send by email or SMS. The reply
 * goes on the timeline at once and is sent through the leads queue.
 */
export function ReplyForm() {
  const { id } = useDocumentInfo()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [channel, setChannel] = useState<'email' | 'sms'>('email')
  const [template, setTemplate] = useState('')
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [status, setStatus] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const ids = { heading: useId(), channel: useId(), template: useId(), subject: useId(), body: useId() }

  useEffect(() => {
    if (!id) return
    let live = true
    fetch(`/api/leads/${id}/reply-templates`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Loaded>) : null))
      .catch(() => null)
      .then((json) => {
        if (!live || !json) return
        setLoaded(json)
        if (json.channels[0]) setChannel(json.channels[0])
      })
    return () => {
      live = false
    }
  }, [id])

  if (!id || !loaded) return null
  if (loaded.channels.length === 0) return <p>This shopper left no email address or mobile number to reply to.</p>

  const choose = (name: string) => {
    setTemplate(name)
    const chosen = loaded.templates.find((t) => t.name === name)
    if (chosen) {
      setSubject(chosen.subject)
      setBody(chosen.body)
    }
  }

  // Not a <form>: this sits inside the lead's own document form, and a form in a form is not HTML
  // (the parser drops the inner one from the server's page, so React's hydration of the whole edit
  // view failed and the lead's groups and Replies rows stopped rendering). Enter in a one-line field
  // sends here rather than submitting (saving) the lead.
  const send = async () => {
    setSending(true)
    setStatus('')
    setErrors({})
    const response = await fetch(`/api/leads/${id}/reply`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ channel, subject, body, template: template || null }) }).catch(() => null)
    setSending(false)
    if (!response?.ok) {
      const json = (await response?.json().catch(() => null)) as { errors?: Array<{ path: string; message: string }>; message?: string } | null
      setErrors(Object.fromEntries((json?.errors ?? []).map((e) => [e.path, e.message])))
      setStatus(json?.message ?? 'The reply could not be sent.')
      bodyRef.current?.focus()
      return
    }
    setStatus(channel === 'sms' ? 'Reply queued: the SMS is on its way.' : 'Reply queued: the email is on its way.')
    setBody('')
    setSubject('')
    setTemplate('')
    window.dispatchEvent(new Event(TIMELINE_CHANGED))
  }

  return (
    <section aria-labelledby={ids.heading} style={{ marginBottom: '2rem' }} data-testid="reply-form">
      <h2 id={ids.heading} style={{ fontSize: '1.25rem', margin: '0 0 0.75rem' }}>
        Reply to the shopper
      </h2>
      <div onKeyDown={(event) => onEnter(event, send)}>
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', marginBottom: '0.5rem' }}>
          <div>
            <label htmlFor={ids.channel} style={{ display: 'block' }}>
              Send by
            </label>
            <select id={ids.channel} value={channel} onChange={(e) => setChannel(e.target.value as 'email' | 'sms')} aria-describedby={errors.channel ? `${ids.channel}-error` : undefined}>
              {loaded.channels.map((c) => (
                <option key={c} value={c}>
                  {c === 'sms' ? 'SMS' : 'Email'}
                </option>
              ))}
            </select>
            {errors.channel ? <p id={`${ids.channel}-error`}>{errors.channel}</p> : null}
          </div>
          <div>
            <label htmlFor={ids.template} style={{ display: 'block' }}>
              Template
            </label>
            <select id={ids.template} value={template} onChange={(e) => choose(e.target.value)}>
              <option value="">None (write your own)</option>
              {loaded.templates.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {channel === 'email' ? (
          <div style={{ marginBottom: '0.5rem' }}>
            <label htmlFor={ids.subject} style={{ display: 'block' }}>
              Subject
            </label>
            <input id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)} style={{ width: '100%' }} aria-invalid={Boolean(errors.subject)} aria-describedby={errors.subject ? `${ids.subject}-error` : undefined} />
            {errors.subject ? <p id={`${ids.subject}-error`}>{errors.subject}</p> : null}
          </div>
        ) : null}
        <div style={{ marginBottom: '0.5rem' }}>
          <label htmlFor={ids.body} style={{ display: 'block' }}>
            Message
          </label>
          <textarea id={ids.body} ref={bodyRef} rows={8} value={body} onChange={(e) => setBody(e.target.value)} style={{ width: '100%' }} aria-invalid={Boolean(errors.body)} aria-describedby={errors.body ? `${ids.body}-error` : undefined} />
          {errors.body ? <p id={`${ids.body}-error`}>{errors.body}</p> : null}
        </div>
        <Button type="button" buttonStyle="primary" size="small" disabled={sending} onClick={() => void send()}>
          Send reply
        </Button>
        <p role="status" aria-live="polite" style={{ margin: 0 }}>
          {status}
        </p>
      </div>
    </section>
  )
}
