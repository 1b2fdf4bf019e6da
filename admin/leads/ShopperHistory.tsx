import type { UIFieldServerProps } from 'payload'
import { loadShopperHistory, type HistoryItem } from '../../site/contacts/history'
import { relationId } from '../../site/relationId'

const day = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'medium' })
const formatPhone = (digits: string) => (/^04\d{8}$/.test(digits) ? `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}` : digits)

function HistoryList({ heading, empty, items }: { heading: string; empty: string; items: HistoryItem[] }) {
  const id = `shopper-${heading.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <div role="group" aria-labelledby={id} style={{ marginBottom: '1rem' }}>
      <h3 id={id} style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>
        {heading}
      </h3>
      {items.length === 0 ? (
        <p style={{ margin: 0 }}>{empty}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.href}>{item.title}</a>
              {item.detail ? ` · ${item.detail}` : ''} · <time dateTime={item.at}>{day(item.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * The lead page's "This shopper" section (issue 49 item 4): the contact the lead is linked to, its
 * other leads on the dealership, the cars the shopper saved and their reservations, each linked to
 * its page. A server component: read with the viewer's own access (site/contacts/history.ts).
 */
export async function ShopperHistory({ data, id, payload, req }: UIFieldServerProps) {
  const contactId = relationId(data?.contact)
  if (!req.user || id === undefined || contactId === null) return null
  const history = await loadShopperHistory(payload, req.user, Number(id), contactId)
  if (!history) return null
  const { contact } = history
  return (
    <section aria-labelledby="shopper-history" style={{ marginBottom: '2rem' }} data-testid="shopper-history">
      <h2 id="shopper-history" style={{ fontSize: '1.25rem', margin: '0 0 0.5rem' }}>
        This shopper
      </h2>
      <p style={{ margin: '0 0 0.75rem' }}>
        <a href={contact.href}>{contact.name}</a>
        {contact.keys.length ? ' · ' : ''}
        {contact.keys.map((key, index) => (
          <span key={`${key.kind}:${key.value}`}>
            {index ? ', ' : ''}
            {key.kind === 'phone' ? formatPhone(key.value) : key.value}
            {key.verified ? ' (verified by sign-in code)' : ''}
          </span>
        ))}
      </p>
      <HistoryList heading="Other leads" empty="No other leads from this shopper." items={history.leads} />
      <HistoryList heading="Saved cars" empty="No saved cars (only a shopper who signed in with this mobile number saves cars)." items={history.savedCars} />
      <HistoryList heading="Reservations" empty="No reservations or online purchases." items={history.reservations} />
    </section>
  )
}
