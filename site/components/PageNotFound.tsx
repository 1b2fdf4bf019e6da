import Link from 'next/link'
import { headers } from 'next/headers'
import { HOST_HEADER } from '../tenancy/hostHeader'
import { resolveSite } from '../tenancy/resolveSite'
import { UnknownSite } from './UnknownSite'

/** 404 body: "site not found" for a host no site claims, otherwise "page not found" in the site. */
export async function PageNotFound() {
  const host = (await headers()).get(HOST_HEADER)
  const site = host ? await resolveSite(host) : null
  if (!site) return <UnknownSite />
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
