'use client'
import { useEffect, useState } from 'react'
import { LENDER_MESSAGES, type QuoteResult } from '../../rules/lenderQuote'
import { QUICK_QUOTE_DELAY_MS, type QuickQuoteInput } from '../../rules/quickQuote'

export type QuoteAnswer = QuoteResult & { lenderName: string; local: boolean }
export type QuoteState = { status: 'loading' } | { status: 'ok'; quote: QuoteAnswer } | { status: 'error'; message: string }

/** Asks `POST /api/youx/quote`; the lender's answer, or the message to show (FIN §8). */
export async function fetchQuote(body: Record<string, unknown>, signal?: AbortSignal): Promise<QuoteState> {
  try {
    const response = await fetch('/api/youx/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
    const data = (await response.json().catch(() => null)) as (QuoteAnswer & { message?: string }) | null
    if (response.ok && data && typeof data.weeklyRepaymentAmount === 'number') return { status: 'ok', quote: data }
    return { status: 'error', message: data?.message || LENDER_MESSAGES.quoteFailed }
  } catch {
    return { status: 'error', message: LENDER_MESSAGES.quoteFailed }
  }
}

/**
 * The popup's quote: asked 500 ms after the last change of the inputs (FIN §7, §9); an answer to
 * superseded inputs is dropped; a failure clears the quote and gives the message (FIN §8).
 */
export function useQuickQuote(input: QuickQuoteInput, carRef: string | null): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'loading' })
  const { purchasePrice, loanTerm, selfAssessedCreditScore } = input
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState({ status: 'loading' })
      void fetchQuote({ purchasePrice, loanTerm, selfAssessedCreditScore, ...(carRef ? { car_id: carRef } : {}) }, controller.signal).then((next) => {
        if (!controller.signal.aborted) setState(next)
      })
    }, QUICK_QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [purchasePrice, loanTerm, selfAssessedCreditScore, carRef])
  return state
}
