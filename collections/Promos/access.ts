import type { Access } from 'payload'

/** Visitors see promos inside their schedule window only; staff and site members see all. */
export const readPromos: Access = ({ req }) => {
  if (req.user) return true
  const now = new Date().toISOString()
  return {
    and: [
      { or: [{ start: { exists: false } }, { start: { less_than_equal: now } }] },
      { or: [{ expiry: { exists: false } }, { expiry: { greater_than_equal: now } }] },
    ],
  }
}
