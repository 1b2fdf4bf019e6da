'use client'
import { useCallback, useEffect, useState } from 'react'
import { LeadForm, type LeadFormProps } from '../forms/LeadForm.client'
import { addThreadKey, threadKeys } from './threadKeys.client'

type Message = { from: 'shopper' | 'dealer'; text: string; at: string; by: string | null }

/** How often an open chat asks for new replies. */
const POLL_MS = 20_000
const when = (at: string) => new Date(at).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * Instant Message (FIN §2.6; site/chat/provider.ts): this browser's conversation about the car
 * (its messages and the dealer's replies, read with the keys it kept) and the form for a new
 * message, which becomes a lead answered from the admin.
 */
export function ChatPanel(props: LeadFormProps) {
  const carId = props.vehicle?.id ?? null
  const [messages, setMessages] = useState<Message[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState(0)

  const load = useCallback(async () => {
    const keys = carId === null ? [] : threadKeys(carId)
    if (!keys.length) return // nothing sent from this browser yet
    const response = await fetch(`/api/chat/thread?keys=${keys.join(',')}`, { cache: 'no-store' })
    const body = (await response.json().catch(() => null)) as { messages?: Message[]; message?: string } | null
    if (!response.ok || !body?.messages) return setProblem(body?.message ?? 'The conversation could not be loaded. Please try again.')
    setProblem(null)
    setMessages(body.messages)
  }, [carId])

  useEffect(() => {
    // The conversation is on the server: its state is set once the fetch answers, not during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
    const timer = window.setInterval(() => void load(), POLL_MS)
    return () => window.clearInterval(timer)
  }, [load])

  const onSent = (key: string) => {
    if (carId !== null) addThreadKey(carId, key)
    setSent((n) => n + 1)
    void load()
  }

  return (
    <div className="space-y-4">
      {messages?.length ? (
        <ol aria-label="Conversation" className="max-h-72 space-y-2 overflow-y-auto rounded border border-slate-200 p-3" data-testid="chat-thread">
          {messages.map((m, i) => (
            <li key={`${m.at}-${i}`} className={m.from === 'dealer' ? 'mr-8 rounded bg-slate-100 p-2' : 'ml-8 rounded bg-blue-50 p-2'}>
              <p className="text-xs font-semibold text-slate-700">{m.from === 'dealer' ? `${m.by ?? 'Dealer'} replied` : 'You'} · <time dateTime={m.at}>{when(m.at)}</time></p>
              <p className="whitespace-pre-line text-sm text-slate-900">{m.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {problem ? <p role="alert" className="text-sm text-red-800">{problem}</p> : null}
      {sent ? <p role="status" className="rounded bg-emerald-50 p-2 text-sm text-emerald-900" data-testid="chat-sent">Message sent. We will reply here and by email.</p> : null}
      <LeadForm key={sent} {...props} onSent={onSent} />
    </div>
  )
}
