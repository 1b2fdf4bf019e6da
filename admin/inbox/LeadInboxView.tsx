import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { dealershipIdsOf } from '../../access/dealershipScope'
import { isPlatformStaff, siteIdsOf, type RoleUser } from '../../access/roles'
import { AGE_LABELS, answeredLeadsWhere, FIRST_RESPONSE_DAYS, firstResponsesByStaff, INBOX_AGES, INBOX_PAGE_SIZE, inboxQuery, inboxWhere, LEAD_STATUSES, parseInboxFilters } from '../../site/leads/inbox'
import { formatBusinessMinutes } from '../../site/rules/firstResponse'
import { LEAD_TYPES } from '../../site/leads/schema'
import { relationId } from '../../site/relationId'
import { InboxTable, type InboxRow } from './InboxTable.client'
import { optionLabel } from '../../site/leads/optionLabel'

const nameOf = (person: unknown): string | null => (person && typeof person === 'object' ? ((person as { name?: string | null }).name || (person as { email?: string }).email || null) : null)

/**
 * /admin/inbox — the lead inbox a sales team works from (issue 49 item 1), in the admin's own
 * template and components: the user's own leads (their sites', through their access) newest first,
 * filtered by status, type, location, assignee and age with a plain GET form (works without
 * script), keyboard navigation and one-click "Assign to me" in the table's island.
 */
export async function LeadInboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Finbox')
  const filters = parseInboxFilters((searchParams ?? {}) as Record<string, string | string[] | undefined>)
  const now = new Date()
  const { payload } = req
  const [leads, locations, staff, answered] = await Promise.all([
    payload.find({
      collection: 'leads',
      where: inboxWhere(filters, user.id, now),
      user,
      overrideAccess: false,
      sort: '-createdAt',
      limit: INBOX_PAGE_SIZE,
      page: filters.page,
      depth: 1,
      joins: false,
      select: { createdAt: true, type: true, category: true, firstName: true, lastName: true, status: true, assignee: true, location: true, vehicleSnapshot: true, site: true, firstResponse: true },
      populate: { users: { name: true, email: true }, locations: { name: true } },
    }),
    // Locations are public: the filter offers the user's own dealerships' only.
    isPlatformStaff(user as RoleUser)
      ? payload.find({ collection: 'locations', depth: 0, limit: 200, sort: 'name', select: { name: true } })
      : dealershipIdsOf(req).then((ids) => payload.find({ collection: 'locations', depth: 0, limit: 200, sort: 'name', select: { name: true }, where: { dealership: { in: ids } } })),
    payload.find({ collection: 'users', user, overrideAccess: false, depth: 0, limit: 200, sort: 'email', select: { name: true, email: true } }),
    // Time to first response per staff member: the leads of the last 30 days the user can see that were answered.
    payload.find({
      collection: 'leads',
      where: answeredLeadsWhere(now),
      user,
      overrideAccess: false,
      limit: 5000,
      pagination: false,
      depth: 1,
      joins: false,
      select: { firstResponse: true },
      populate: { users: { name: true, email: true } },
    }),
  ])
  const byStaff = firstResponsesByStaff(answered.docs.map((lead) => ({ staffId: relationId(lead.firstResponse?.by), name: nameOf(lead.firstResponse?.by), minutes: lead.firstResponse?.minutes })))
  const mySites = siteIdsOf(user as RoleUser)
  const rows: InboxRow[] = leads.docs.map((lead) => {
    const car = [lead.vehicleSnapshot?.year, lead.vehicleSnapshot?.make, lead.vehicleSnapshot?.model].filter(Boolean).join(' ')
    return {
      id: lead.id,
      createdAt: lead.createdAt,
      name: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || 'No name given',
      type: lead.category || optionLabel(lead.type),
      car: car || null,
      location: nameOf(lead.location),
      status: lead.status,
      assigneeId: relationId(lead.assignee),
      assigneeName: nameOf(lead.assignee),
      canAssign: isPlatformStaff(user as RoleUser) || mySites.includes(relationId(lead.site) ?? -1),
      firstResponse: lead.firstResponse?.at ? formatBusinessMinutes(lead.firstResponse.minutes) : null,
    }
  })
  const select = (name: string, text: string, options: Array<[string, string]>, value: string | number | undefined) => (
    <div className="inbox-filter">
      <label htmlFor={`inbox-${name}`}>{text}</label>
      <select id={`inbox-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">Any</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
      viewType="dashboard"
    >
      <Gutter className="lead-inbox">
        <h1>Lead inbox</h1>
        <p>
          {leads.totalDocs} {leads.totalDocs === 1 ? 'lead matches' : 'leads match'}. Keys: <kbd>j</kbd>/<kbd>k</kbd> or the arrow keys move between leads, <kbd>Enter</kbd> opens one, <kbd>a</kbd> assigns it to you.
        </p>
        <form method="get" action="/admin/inbox" aria-label="Filter the leads" className="inbox-filters">
          {select('status', 'Status', [['open', 'Open (not won or lost)'], ...LEAD_STATUSES.map((s): [string, string] => [s, optionLabel(s)])], filters.status)}
          {select('type', 'Type', LEAD_TYPES.map((t): [string, string] => [t, optionLabel(t)]), filters.type)}
          {select('location', 'Location', locations.docs.map((l): [string, string] => [String(l.id), l.name]), filters.location)}
          {select('assignee', 'Assignee', [['me', 'Me'], ['none', 'Nobody'], ...staff.docs.filter((u) => u.id !== user.id).map((u): [string, string] => [String(u.id), u.name || u.email])], filters.assignee)}
          {select('age', 'Age', INBOX_AGES.map((a): [string, string] => [a, AGE_LABELS[a]]), filters.age)}
          <div className="inbox-filter inbox-filter--actions">
            <button type="submit" className="btn btn--style-primary btn--size-small btn--withoutPopup">
              Filter
            </button>
            <Link href="/admin/inbox" className="btn btn--style-secondary btn--size-small btn--withoutPopup">
              Clear
            </Link>
          </div>
        </form>
        <InboxTable rows={rows} userId={user.id} />
        {leads.totalPages > 1 ? (
          <nav aria-label="Pages" className="inbox-pager">
            {leads.hasPrevPage ? <Link href={`/admin/inbox${inboxQuery(filters, { page: filters.page - 1 })}`}>Newer</Link> : null}
            <span>
              Page {leads.page} of {leads.totalPages}
            </span>
            {leads.hasNextPage ? <Link href={`/admin/inbox${inboxQuery(filters, { page: filters.page + 1 })}`}>Older</Link> : null}
          </nav>
        ) : null}
        <section aria-labelledby="inbox-first-response" className="inbox-first-response">
          <h2 id="inbox-first-response">First response by staff member</h2>
          <p>Leads of the last {FIRST_RESPONSE_DAYS} days answered first by each person (a reply or a logged call), and the median wait in business hours of the lead&rsquo;s location.</p>
          {byStaff.length === 0 ? (
            <p>No lead of the last {FIRST_RESPONSE_DAYS} days has been answered yet.</p>
          ) : (
            <div className="table">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Staff member</th>
                    <th scope="col">Leads answered first</th>
                    <th scope="col">Median first response</th>
                  </tr>
                </thead>
                <tbody>
                  {byStaff.map((row) => (
                    <tr key={row.staffId}>
                      <td>{row.name}</td>
                      <td>{row.leads}</td>
                      <td>{formatBusinessMinutes(row.medianMinutes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <style>{`
          .inbox-first-response { margin: 2rem 0; }
          .inbox-filters { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin: 1rem 0 1.5rem; }
          .inbox-filter { display: flex; flex-direction: column; gap: 0.25rem; }
          .inbox-filter select { min-height: 2.25rem; padding: 0 0.5rem; background: var(--theme-input-bg); color: var(--theme-elevation-800); border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-s); }
          .inbox-filter--actions { flex-direction: row; gap: 0.5rem; }
          .inbox-filter--actions .btn { margin: 0; }
          .inbox-pager { display: flex; gap: 1rem; margin: 1rem 0; }
        `}</style>
      </Gutter>
    </DefaultTemplate>
  )
}
