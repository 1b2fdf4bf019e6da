/** The 404 answer for a host that no site claims. */
export function UnknownSite() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Site not found</h1>
      <p className="mt-4 text-slate-700">No dealer website is configured for this address. Check the address, or ask your administrator to add this domain to a site.</p>
    </main>
  )
}
