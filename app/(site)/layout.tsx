import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import './globals.css'

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } }

export default function SiteRootLayout({ children }: { children: ReactNode }) {
  return (
    // "server" until the page has hydrated (Tracker sets "client"): clicks, keys and typing before it are held for React (site/http/pageLoader.mjs)
    <html lang="en-AU" data-hydration="server">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
