import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

/**
 * The admin nav's link to the lead inbox with the count of new leads the user can see (their own
 * sites' for dealer staff), counted with their own access on each render of the nav.
 */
export async function InboxNavLink({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || user.collection !== 'users') return null
  const { totalDocs } = await payload.count({ collection: 'leads', where: { and: [{ status: { equals: 'new' } }, { spam: { not_equals: true } }] }, user, overrideAccess: false })
  return (
    <Link href="/admin/inbox?status=new" className="nav__link inbox-nav-link" id="nav-lead-inbox" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <span className="nav__link-label">Lead inbox</span>
      <span className="pill pill--style-warning pill--size-small" aria-label={`${totalDocs} new ${totalDocs === 1 ? 'lead' : 'leads'}`}>
        {totalDocs}
      </span>
    </Link>
  )
}
