import { describe, expect, it } from 'vitest'
import { DEFAULT_BLOG_CATEGORIES } from '../../../site/config/sections/navigation'
import { blogCategories, categoryBySlug, categoryCards, excerptOf, isPostLive, POST_SLUG_MESSAGE, postSlugProblem } from '../../../site/rules/blog'

describe('blogCategories', () => {
  it('slugs the default categories', () => {
    expect(blogCategories(DEFAULT_BLOG_CATEGORIES).map((c) => c.slug)).toEqual(['vehicle-reviews', 'buyer-advice', 'motoring-tips', 'servicing-insights'])
  })
  it('keeps the first of names that slug the same and drops names without a slug', () => {
    expect(blogCategories(['4x4 Adventures', '4X4 adventures!', '***'])).toEqual([{ name: '4x4 Adventures', slug: '4x4-adventures' }])
  })
  it('finds a category by slug', () => {
    expect(categoryBySlug(DEFAULT_BLOG_CATEGORIES, 'buyer-advice')).toEqual({ name: 'Buyer Advice', slug: 'buyer-advice' })
    expect(categoryBySlug(DEFAULT_BLOG_CATEGORIES, 'nope')).toBeNull()
  })
})

describe('postSlugProblem', () => {
  it.each(['winter-tips', 'a', 'cx-5-review-2026'])('accepts %s', (slug) => expect(postSlugProblem(slug, DEFAULT_BLOG_CATEGORIES)).toBeNull())
  it.each(['Winter', 'a--b', '-a', 'a b', '', 'a/b'])('rejects the shape of %j', (slug) => expect(postSlugProblem(slug, DEFAULT_BLOG_CATEGORIES)).toBe(POST_SLUG_MESSAGE))
  it('refuses a category’s slug (they share /blog/{slug})', () => {
    expect(postSlugProblem('buyer-advice', DEFAULT_BLOG_CATEGORIES)).toMatch(/category buyer-advice/)
    expect(postSlugProblem('buyer-advice', ['Other'])).toBeNull()
  })
})

describe('isPostLive', () => {
  const now = new Date('2026-11-25T10:00:00Z')
  it('is live from its publish date on', () => {
    expect(isPostLive('2026-11-25T10:00:00Z', now)).toBe(true)
    expect(isPostLive('2026-01-01T00:00:00Z', now)).toBe(true)
    expect(isPostLive('2026-11-25T10:00:01Z', now)).toBe(false)
  })
  it('is not live without a readable date', () => {
    expect(isPostLive(null, now)).toBe(false)
    expect(isPostLive('soon', now)).toBe(false)
  })
})

describe('excerptOf', () => {
  it('keeps short text whole, spaces collapsed', () => expect(excerptOf('  A  short\n text ')).toBe('A short text'))
  it('cuts long text at a word with an ellipsis', () => {
    expect(excerptOf('one two three four five', 12)).toBe('one two…')
    expect(excerptOf('one two, three', 9)).toBe('one two…')
  })
})

describe('categoryCards (FIN §2.1 Blog: category cards)', () => {
  const post = (categorySlug: string | null, publishedAt: string, title = categorySlug ?? 'none') => ({ categorySlug, publishedAt, title })
  it('one card per configured category with posts, in configured order, with its count and newest post', () => {
    const posts = [post('buyer-advice', '2026-11-20T00:00:00Z', 'newer'), post('vehicle-reviews', '2026-11-10T00:00:00Z'), post('buyer-advice', '2026-11-01T00:00:00Z', 'older'), post(null, '2026-11-21T00:00:00Z')]
    const cards = categoryCards([...DEFAULT_BLOG_CATEGORIES, '4x4 Adventures'], posts)
    expect(cards.map((c) => [c.name, c.href, c.count, c.latest.title])).toEqual([
      ['Vehicle Reviews', '/blog/vehicle-reviews', 1, 'vehicle-reviews'],
      ['Buyer Advice', '/blog/buyer-advice', 2, 'newer'],
    ])
  })
  it('finds the newest post whatever the order given', () => {
    const cards = categoryCards(['Buyer Advice'], [post('buyer-advice', '2026-01-01T00:00:00Z', 'old'), post('buyer-advice', '2026-06-01T00:00:00Z', 'new')])
    expect(cards[0]!.latest.title).toBe('new')
  })
  it('no card for a category without posts (its page answers 404)', () => {
    expect(categoryCards(DEFAULT_BLOG_CATEGORIES, [])).toEqual([])
    expect(categoryCards(['4x4 Adventures'], [post('buyer-advice', '2026-01-01T00:00:00Z')])).toEqual([])
  })
})
