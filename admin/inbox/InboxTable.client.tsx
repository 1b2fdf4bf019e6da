'use client'
import { Button, Pill } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

export type InboxRow = {
  id: number
  createdAt: string
  name: string
  type: string
  car: string | null
  location: string | null
  status: string
  assigneeId: number | null
  assigneeName: string | null
  canAssign: boolean
  /** The business minutes the lead waited for its first reply or call, written out; null while unanswered. */
  firstResponse: string | null
}

const PILL: Record<string, 'success' | 'warning' | 'error' | 'light' | 'dark'> = { new: 'warning', contacted: 'light', qualified: 'light', appointment: 'success', won: 'success', lost: 'error' }
const age = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min ago`
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h ago`
  return `${Math.round(minutes / 1440)} days ago`
}

/**
 * The inbox table's island: one row per lead, each row a stop of the keyboard path (j/k or the
 * arrow keys move, Home/End jump, Enter opens the lead, a assigns it to the signed-in user), and
 * the one-click Assign to me (PATCH /api/leads/:id through the user's own access).
 */
export function InboxTable({ rows, userId }: { rows: InboxRow[]; userId: number | string }) {
  const router = useRouter()
  const rowRefs = useRef<Array<HTMLTableRowElement | null>>([])
  const [active, setActive] = useState(0)
  const [message, setMessage] = useState('')
  const [now] = useState(() => Date.now())

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    setActive(next)
    rowRefs.current[next]?.focus()
  }

  const assign = async (row: InboxRow) => {
    setMessage(`Assigning the lead from ${row.name}…`)
    const response = await fetch(`/api/leads/${row.id}`, { method: 'PATCH', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ assignee: userId }) }).catch(() => null)
    if (!response?.ok) {
      const json = (await response?.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
      setMessage(json?.errors?.[0]?.message ?? 'The lead could not be assigned.')
      return
    }
    setMessage(`The lead from ${row.name} is assigned to you.`)
    router.refresh()
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number, row: InboxRow) => {
    if (event.target !== event.currentTarget) return // keys typed on the row's own button or link
    const key = event.key
    if (key === 'ArrowDown' || key === 'j') focusRow(index + 1)
    else if (key === 'ArrowUp' || key === 'k') focusRow(index - 1)
    else if (key === 'Home') focusRow(0)
    else if (key === 'End') focusRow(rows.length - 1)
    else if (key === 'Enter') router.push(`/admin/collections/leads/${row.id}`)
    else if (key === 'a' && row.canAssign && String(row.assigneeId) !== String(userId)) void assign(row)
    else return
    event.preventDefault()
  }

  if (rows.length === 0) return <p>No leads match these filters.</p>
  return (
    <>
      <div className="table">
        <table aria-label="Leads" aria-describedby="inbox-keys">
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Shopper</th>
              <th scope="col">Type</th>
              <th scope="col">Car</th>
              <th scope="col">Location</th>
              <th scope="col">Status</th>
              <th scope="col">First response</th>
              <th scope="col">Assignee</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const mine = row.assigneeId !== null && String(row.assigneeId) === String(userId)
              return (
                <tr
                  key={row.id}
                  ref={(el) => {
                    rowRefs.current[index] = el
                  }}
                  tabIndex={index === active ? 0 : -1}
                  onKeyDown={(event) => onKeyDown(event, index, row)}
                  onFocus={() => setActive(index)}
                  data-lead={row.id}
                  aria-label={`${row.name}, ${row.type}, ${row.status}`}
                >
                  <td>
                    <time dateTime={row.createdAt}>{age(row.createdAt, now)}</time>
                  </td>
                  <td>
                    <a href={`/admin/collections/leads/${row.id}`} tabIndex={-1}>
                      {row.name}
                    </a>
                  </td>
                  <td>{row.type}</td>
                  <td>{row.car ?? '—'}</td>
                  <td>{row.location ?? '—'}</td>
                  <td>
                    <Pill pillStyle={PILL[row.status] ?? 'light'} size="small">
                      {row.status.replace(/-/g, ' ')}
                    </Pill>
                  </td>
                  <td>{row.firstResponse ?? 'Not yet'}</td>
                  <td>
                    {mine ? (
                      'You'
                    ) : (
                      <>
                        {row.assigneeName ?? 'Nobody'}{' '}
                        {row.canAssign ? (
                          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => void assign(row)} aria-label={`Assign the lead from ${row.name} to me`}>
                            Assign to me
                          </Button>
                        ) : null}
                      </>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p id="inbox-keys" className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Use j and k or the arrow keys to move between leads, Enter to open one, a to assign it to you.
      </p>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </>
  )
}
