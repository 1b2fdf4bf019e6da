/**
 * The payment logos the spec lists (FIN §2.9: Mastercard, Visa, Maestro, Google Pay, Apple Pay),
 * drawn inline (no image requests), each named for screen readers.
 */
import type { ReactNode } from 'react'
import { PAYMENT_METHODS, type PaymentMethod } from '../rules/onlinePurchase'

const circles = (left: string, right: string, overlap: string) => (
  <>
    <circle cx="19" cy="15" r="9" fill={left} />
    <circle cx="29" cy="15" r="9" fill={right} />
    <path d="M24 7.6a9 9 0 0 1 0 14.8a9 9 0 0 1 0-14.8z" fill={overlap} />
  </>
)

const word = (text: string, fill: string, extra: { fontStyle?: string; size?: number } = {}) => (
  <text x="24" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={extra.size ?? 12} fontStyle={extra.fontStyle} fill={fill}>{text}</text>
)

const MARKS: Record<PaymentMethod, { background: string; mark: ReactNode }> = {
  Mastercard: { background: '#ffffff', mark: circles('#eb001b', '#f79e1b', '#ff5f00') },
  Visa: { background: '#ffffff', mark: word('VISA', '#1a1f71', { fontStyle: 'italic', size: 13 }) },
  Maestro: { background: '#ffffff', mark: circles('#0099df', '#eb001b', '#6c6bbd') },
  'Google Pay': { background: '#ffffff', mark: word('G Pay', '#3c4043', { size: 11 }) },
  'Apple Pay': { background: '#000000', mark: word('Apple Pay', '#ffffff', { size: 8.5 }) },
}

export function PaymentLogos({ heading = 'Accepted payment methods' }: { heading?: string }) {
  return (
    <div>
      <p className="text-sm font-semibold" id="payment-logos-heading">{heading}</p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="payment-logos-heading" data-testid="payment-logos">
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <svg role="img" aria-label={method} width="48" height="30" viewBox="0 0 48 30" className="rounded border border-slate-300">
              <title>{method}</title>
              <rect width="48" height="30" rx="3" fill={MARKS[method].background} />
              {MARKS[method].mark}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  )
}
