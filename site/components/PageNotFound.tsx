import { Link } from './Link'

/**
 * 404 body of a page a known site does not have, inside the site's layout. It reads no request
 * headers, so the cached pages (ISR) under it stay cacheable; an unknown host is answered by the
 * layout's own 404 (UnknownSite, app/(site)/s/not-found.tsx).
 */
export function PageNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you were looking for does not exist or has moved.</p>
      <p className="mt-8 flex justify-center gap-4">
        <Link className="rounded bg-brand-dark px-4 py-2 font-semibold text-white" href="/">Home</Link>
        <Link className="rounded border border-slate-300 px-4 py-2 font-semibold" href="/search/new-used-and-demo-cars">Browse stock</Link>
      </p>
    </main>
  )
}
