import { Card } from '@payloadcms/ui'
import type { Payload, TypedUser, Where } from 'payload'
import { answeredLeadsWhere, FIRST_RESPONSE_DAYS } from '../../site/leads/inbox'
import { LEAD_TYPES, type LeadType } from '../../site/leads/schema'
import { formatBusinessMinutes, medianMinutes } from '../../site/rules/firstResponse'
import { leadsPerDay, oneBusinessHourBefore, startOfToday, startOfWeek } from '../../site/rules/leadDashboard'
import { LeadsChart } from './LeadsChart'

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

/** The chart's window: today and the 29 days before it. */
export const CHART_DAYS = 30

/** One figure as a Payload card: the number and what it counts, the whole card a link to the leads behind it. */
function FigureCard({ id, figure, title, href, linkLabel }: { id: string; figure: string; title: string; href: string; linkLabel: string }) {
  return (
    <li style={{ listStyle: 'none' }} data-testid={id}>
      <Card id={id} title={title} titleAs="h3" href={href} buttonAriaLabel={linkLabel} actions={<strong style={{ fontSize: '1.75rem', lineHeight: 1, whiteSpace: 'nowrap' }}>{figure}</strong>} />
    </li>
  )
}

/**
 * Admin home panel (issues 12 item 6 and 49 item 5): cards for new and overdue leads, this week's
 * and the median first response; leads per day for 30 days by type as a chart; new leads today and
 * this week by type, each a link into the filtered list. With the user's own eyes, so dealer staff
 * count their sites' leads only.
 */
export async function LeadsDashboard({ payload, user }: Props) {
  if (!user || user.collection !== 'users') return null
  const now = new Date()
  const today = startOfToday(now).toISOString()
  const week = startOfWeek(now).toISOString()
  const stale = oneBusinessHourBefore(now).toISOString()
  const base: Where = { spam: { not_equals: true } }
  const chartFrom = startOfToday(new Date(now.getTime() - (CHART_DAYS - 1) * 86_400_000)).toISOString()
  const [waiting, fresh, recent, answered] = await Promise.all([
    countWhere(payload, user, { and: [base, { status: { equals: 'new' } }, { createdAt: { less_than: stale } }] }),
    countWhere(payload, user, { and: [base, { status: { equals: 'new' } }] }),
    payload.find({ collection: 'leads', where: { and: [base, { createdAt: { greater_than_equal: chartFrom } }] }, user, overrideAccess: false, pagination: false, depth: 0, joins: false, select: { createdAt: true, type: true } }),
    payload.find({ collection: 'leads', where: { and: [base, answeredLeadsWhere(now)] }, user, overrideAccess: false, pagination: false, depth: 0, joins: false, select: { firstResponse: true } }),
  ])
  const leads = recent.docs as Array<{ createdAt: string; type: string }>
  const perDay = leadsPerDay(leads, now, CHART_DAYS, LEAD_TYPES)
  // Today and this week lie inside the chart's 30 days: counted from its leads, not asked again per type.
  const since = (type: LeadType, from: string) => leads.filter((lead) => lead.type === type && new Date(lead.createdAt) >= new Date(from)).length
  const rows = LEAD_TYPES.map((type: LeadType) => ({ type, today: since(type, today), week: since(type, week) }))
  const median = medianMinutes(answered.docs.map((lead) => lead.firstResponse?.minutes).filter((m): m is number => typeof m === 'number'))
  const weekTotal = rows.reduce((sum, row) => sum + row.week, 0)
  const shown = rows.filter((row) => row.week > 0)
  return (
    <section aria-labelledby="leads-dashboard" style={{ marginBottom: '2rem' }}>
      <h2 id="leads-dashboard">Leads</h2>
      <ul aria-label="Lead figures" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem', padding: 0, margin: '0 0 1.5rem' }}>
        <FigureCard id="leads-new" figure={String(fresh)} title={fresh === 1 ? 'New lead' : 'New leads'} href="/admin/inbox?status=new" linkLabel={`${fresh} new ${fresh === 1 ? 'lead' : 'leads'}: open them in the inbox`} />
        <FigureCard
          id="leads-overdue"
          figure={String(waiting)}
          title="Still new after one business hour"
          href="/admin/inbox?age=over-1-business-hour"
          linkLabel={`${waiting} ${waiting === 1 ? 'lead is' : 'leads are'} still new after one business hour: open them in the inbox`}
        />
        <FigureCard id="leads-week" figure={String(weekTotal)} title="Leads this week" href={leadsListUrl([notSpam, ['createdAt', 'greater_than_equal', week]])} linkLabel={`${weekTotal} leads this week: open the list`} />
        <FigureCard
          id="leads-first-response"
          figure={formatBusinessMinutes(median)}
          title={`Median first response, ${FIRST_RESPONSE_DAYS} days`}
          href="/admin/inbox"
          linkLabel={median === null ? `No lead answered in the last ${FIRST_RESPONSE_DAYS} days: open the inbox` : `Median first response ${formatBusinessMinutes(median)} of business time: open the inbox, which has it per staff member`}
        />
      </ul>
      <LeadsChart days={perDay.days} types={perDay.types} title={`Leads per day, last ${CHART_DAYS} days, by type`} />
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
