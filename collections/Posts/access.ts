import type { Access, Where } from 'payload'

/** Visitors read published posts whose publish date has come (a later date schedules a post); site members see all. */
export const readPosts: Access = ({ req }) => {
  if (req.user) return true
  const live: Where[] = [{ _status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }]
  return { and: live }
}
