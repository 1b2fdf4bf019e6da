import type { Payload, TypedUser, Where } from 'payload'
import { LEAD_TYPES, type LeadType } from '../../site/leads/schema'
import { oneBusinessHourBefore, startOfToday, startOfWeek } from '../../site/rules/leadDashboard'

type Props = { payload: Payload; user?: TypedUser | null }

/** A link into the leads list with the same filter (Payload's list `where` query). */
export function leadsListUrl(conditions: Array<[string, string, string]>): string {
  const params = new URLSearchParams()
  conditions.forEach(([field, operator, value], i) => params.set(`where[and][${i}][${field}][${operator}]`, value))
  params.set('sort', '-createdAt')
  return `/admin/collections/leads?${params.toString()}`
}

const notSpam: [string, string, string] = ['spam', 'not_equals', 'true']

async function countWhere(payload: Payload, user: TypedUser, where: Where): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'leads', where, user, overrideAccess: false })
  return totalDocs
}

/**
 * Admin home panel (issue 12 item 6): new leads today and this week by type, leads still `new`
 * after one business hour, each a link into the filtered list. With the user's own eyes, so dealer
 * staff count their sites' leads only.
 */
export async function LeadsDashboard({ payload, user }: Props) {
  if (!user || user.collection !== 'users') return null
  const now = new Date()
  const today = startOfToday(now).toISOString()
  const week = startOfWeek(now).toISOString()
  const stale = oneBusinessHourBefore(now).toISOString()
  const base: Where = { spam: { not_equals: true } }
  const rows = await Promise.all(
    LEAD_TYPES.map(async (type: LeadType) => ({
      type,
      today: await countWhere(payload, user, { and: [base, { type: { equals: type } }, { createdAt: { greater_than_equal: today } }] }),
      week: await countWhere(payload, user, { and: [base, { type: { equals: type } }, { createdAt: { greater_than_equal: week } }] }),
    })),
  )
  const waiting = await countWhere(payload, user, { and: [base, { status: { equals: 'new' } }, { createdAt: { less_than: stale } }] })
  const shown = rows.filter((row) => row.week > 0)
  return (
    <section aria-labelledby="leads-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 id="leads-dashboard">Leads</h2>
      <p>
        <a href={leadsListUrl([notSpam, ['status', 'equals', 'new'], ['createdAt', 'less_than', stale]])}>
          {waiting} {waiting === 1 ? 'lead is' : 'leads are'} still new after one business hour
        </a>
      </p>
      {shown.length === 0 ? (
        <p>No leads this week yet.</p>
      ) : (
        <table>
          <caption style={{ textAlign: 'left' }}>New leads by type</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Today</th>
              <th scope="col">This week</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.type}>
                <th scope="row">{row.type}</th>
                <td>
                  <a href={leadsListUrl([notSpam, ['type', 'equals', row.type], ['createdAt', 'greater_than_equal', today]])}>{row.today}</a>
                </td>
                <td>
                  <a href={leadsListUrl([notSpam, ['type', 'equals', row.type], ['createdAt', 'greater_than_equal', week]])}>{row.week}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={leadsListUrl([notSpam])}>All leads</a>
      </p>
    </section>
  )
}
