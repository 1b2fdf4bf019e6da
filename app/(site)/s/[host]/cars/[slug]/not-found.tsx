import { Link } from '../../../../../../site/components/Link'

/** 404 for a car the site does not list (the vehicle page is cached, so this reads no request headers). */
export default function VehicleNotFound() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Vehicle not found</h1>
      <p className="mt-4 text-slate-700">This vehicle is not listed on this site. It may have been sold or moved.</p>
      <p className="mt-8 flex justify-center gap-4">
        <Link className="rounded bg-brand-dark px-4 py-2 font-semibold text-white" href="/search/new-used-and-demo-cars">Browse stock</Link>
        <Link className="rounded border border-slate-300 px-4 py-2 font-semibold" href="/">Home</Link>
      </p>
    </main>
  )
}
