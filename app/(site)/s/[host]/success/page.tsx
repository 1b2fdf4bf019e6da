import type { Metadata } from 'next'
import { SuccessMessage } from '@/site/components/forms/SuccessMessage.client'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } }

/** /success: shown after a lead is sent (FIN §2.1, §4), with the category the form remembered. */
export default function SuccessPage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <SuccessMessage />
      <p className="mt-8"><a href="/" className="font-semibold text-brand-dark underline">Back to the home page</a></p>
    </main>
  )
}
