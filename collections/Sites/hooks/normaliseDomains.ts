import type { CollectionBeforeValidateHook } from 'payload'

/** Domains are matched against the request host: store them lowercase, without scheme or port. */
export const normaliseDomains: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || !Array.isArray(data.domains)) return data
  data.domains = data.domains.map((row: { domain?: unknown }) => ({
    ...row,
    domain: typeof row.domain === 'string' ? row.domain.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[:/].*$/, '') : row.domain,
  }))
  return data
}
