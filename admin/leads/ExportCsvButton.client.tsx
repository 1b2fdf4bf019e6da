'use client'
import { useSearchParams } from 'next/navigation'

/** Above the leads list: downloads the list as CSV with the filters shown (the same `where` query). */
export function ExportCsvButton() {
  const params = useSearchParams()
  const where = new URLSearchParams([...params.entries()].filter(([key]) => key.startsWith('where')))
  const query = where.toString()
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`/api/leads/export.csv${query ? `?${query}` : ''}`} download>
        Export CSV
      </a>
    </p>
  )
}
