'use client'
import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { describeEntry, STAFF_KINDS } from '../../site/leads/activityKinds'

type Person = { id: number; name?: string | null; email?: string | null } | number | null | undefined
type Entry = {
  id: number
  kind: string
  createdAt: string
  actor?: Person
  assignee?: Person
  body?: string | null
  channel?: string | null
  outcome?: string | null
  attempt?: number | null
  detail?: string | null
  fromStatus?: string | null
  toStatus?: string | null
}

const nameOf = (person: Person): string | null => (person && typeof person === 'object' ? person.name || person.email || `User ${person.id}` : person ? `User ${person}` : null)
/** Sent by another island of the lead page (the reply form) when it added to the timeline. */
export const TIMELINE_CHANGED = 'lead-timeline:changed'

async function fetchTimeline(id: number | string): Promise<Entry[] | null> {
  const response = await fetch(`/api/lead-activities?where[lead][equals]=${id}&sort=createdAt&limit=250&depth=1`, { credentials: 'include' }).catch(() => null)
  if (!response?.ok) return null
  return ((await response.json()) as { docs: Entry[] }).docs
}

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * The lead page's timeline (lead-activities, oldest first): what the system did with the lead and
 * what staff did, each with its time and author; and the form that adds a note or logs a call.
 * Entries are never edited: a correction is a new note.
 */
/**
 * Enter in a one-line field of a lead page section that sits inside the document form: the section's
 * action, not the browser's implicit submission of the document form (which saves the lead).
 */
export function onEnter(event: React.KeyboardEvent, action: () => Promise<void>): void {
  const target = event.target as HTMLElement
  if (event.key !== 'Enter' || target.tagName !== 'INPUT') return
  event.preventDefault()
  event.stopPropagation()
  void action()
}

export function LeadTimeline() {
  const { id, lastUpdateTime } = useDocumentInfo()
  const { user } = useAuth()
  const [entries, setEntries] = useState<Entry[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [kind, setKind] = useState<(typeof STAFF_KINDS)[number]>('note')
  const [body, setBody] = useState('')
  const [status, setStatus] = useState('')
  const [saving, setSaving] = useState(false)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const headingId = useId()
  const kindId = useId()
  const bodyId = useId()

  const [version, setVersion] = useState(0)

  useEffect(() => {
    if (!id) return
    let live = true
    fetchTimeline(id).then((docs) => {
      if (!live) return
      if (docs) setEntries(docs)
      setError(docs ? null : 'The timeline could not be loaded.')
    })
    return () => {
      live = false
    }
    // lastUpdateTime: the document was saved (a status or assignee change is on the timeline now).
  }, [id, version, lastUpdateTime])

  useEffect(() => {
    // A reply sent from the page reloads it.
    const reload = () => setVersion((v) => v + 1)
    window.addEventListener(TIMELINE_CHANGED, reload)
    return () => window.removeEventListener(TIMELINE_CHANGED, reload)
  }, [])

  if (!id) return null

  // Not a <form>: inside the lead's document form (see ReplyForm.client.tsx).
  const add = async () => {
    setSaving(true)
    setStatus('')
    const response = await fetch('/api/lead-activities', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lead: id, kind, body }) }).catch(() => null)
    setSaving(false)
    if (!response?.ok) {
      const json = (await response?.json().catch(() => null)) as { errors?: Array<{ data?: { errors?: Array<{ message: string }> }; message?: string }> } | null
      const message = json?.errors?.[0]?.data?.errors?.[0]?.message ?? json?.errors?.[0]?.message ?? 'The entry could not be saved.'
      setStatus(message)
      textRef.current?.focus()
      return
    }
    setBody('')
    setStatus(kind === 'note' ? 'Note added.' : 'Call logged.')
    setVersion((v) => v + 1)
  }

  return (
    <section aria-labelledby={headingId} className="lead-timeline" style={{ marginBottom: '2rem' }}>
      <h2 id={headingId} style={{ fontSize: '1.25rem', margin: '0 0 0.75rem' }}>
        Timeline
      </h2>
      {error ? <p role="alert">{error}</p> : null}
      {entries === null && !error ? <p>Loading the timeline…</p> : null}
      {entries && entries.length === 0 ? <p>Nothing has happened to this lead yet.</p> : null}
      {entries && entries.length > 0 ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: '0 0 1rem', borderLeft: '2px solid var(--theme-elevation-150)' }}>
          {entries.map((entry) => {
            const who = nameOf(entry.actor)
            return (
              <li key={entry.id} data-kind={entry.kind} style={{ padding: '0.25rem 0 0.75rem 1rem' }}>
                <strong>{describeEntry({ ...entry, assigneeName: nameOf(entry.assignee) })}</strong>
                <div style={{ color: 'var(--theme-elevation-650)', fontSize: '0.85em' }}>
                  <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                  {who ? ` · ${who}` : entry.kind === 'received' || entry.kind === 'delivery' ? ' · system' : ''}
                </div>
                {entry.body ? <p style={{ whiteSpace: 'pre-wrap', margin: '0.25rem 0 0' }}>{entry.body}</p> : null}
              </li>
            )
          })}
        </ol>
      ) : null}
      {user ? (
        <div role="group" aria-label="Add to the timeline" onKeyDown={(event) => onEnter(event, add)}>
          <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'end', flexWrap: 'wrap' }}>
            <div>
              <label htmlFor={kindId} style={{ display: 'block' }}>
                Add
              </label>
              <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as (typeof STAFF_KINDS)[number])}>
                <option value="note">A note</option>
                <option value="call">A call I made</option>
              </select>
            </div>
            <div style={{ flex: '1 1 20rem' }}>
              <label htmlFor={bodyId} style={{ display: 'block' }}>
                {kind === 'note' ? 'Note' : 'What was said (optional)'}
              </label>
              <textarea id={bodyId} ref={textRef} rows={2} value={body} onChange={(e) => setBody(e.target.value)} style={{ width: '100%' }} />
            </div>
          </div>
          <Button type="button" buttonStyle="secondary" size="small" disabled={saving} onClick={() => void add()}>
            {kind === 'note' ? 'Add note' : 'Log call'}
          </Button>
          <p role="status" aria-live="polite" style={{ margin: 0 }}>
            {status}
          </p>
        </div>
      ) : null}
    </section>
  )
}
