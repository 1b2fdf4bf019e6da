import { describe, expect, it } from 'vitest'
import { idRoutesOf, restPathProblem } from '../../../site/rest/idParam'

// Issue 16, finding 6: ids of the wrong type reached PostgreSQL and came back as 500s.
const routes = idRoutesOf(
  [
    { slug: 'pages', endpoints: [{ path: '/count' }, { path: '/:id' }, { path: '/versions/:id' }, { path: '/:id/duplicate' }] },
    { slug: 'users', auth: true, endpoints: [{ path: '/me' }, { path: '/login' }, { path: '/verify/:id' }, { path: '/:id' }] },
    { slug: 'members', auth: { verify: true }, endpoints: [{ path: '/verify/:id' }, { path: '/:id' }] },
    { slug: 'media', endpoints: [{ path: '/file/:filename' }, { path: '/:id' }] },
    { slug: 'payload-preferences', endpoints: [{ path: '/:key' }] },
    { slug: 'keyed', customIDType: 'text', endpoints: [{ path: '/:id' }] },
  ],
  'number',
)
const problem = (path: string) => restPathProblem(`http://localhost:3000${path}`, routes)

describe('restPathProblem', () => {
  it.each(['/api/pages/abc', '/api/pages/1e400', '/api/pages/2147483648', '/api/pages/2147483648/duplicate', '/api/pages/99999999999', '/api/pages/-1', '/api/pages/1.5', '/api/pages/versions/abc', '/api/pages/abc/duplicate', '/api/users/%20'])(
    'answers %s as a 404 naming the id',
    (path) => {
      expect(problem(path)).toMatchObject({ status: 404, path: 'id', message: expect.stringMatching(/is not an id of \w+ \(ids are whole numbers up to 2147483647\)/) })
    },
  )

  it.each(['/api/pages', '/api/pages/12', '/api/pages/2147483647', '/api/pages/count', '/api/pages/versions/3', '/api/pages/12/duplicate', '/api/users/me', '/api/users/login', '/api/members/verify/tok3n', '/api/media/file/car.webp', '/api/payload-preferences/nav', '/api/keyed/abc', '/api/globals/settings'])(
    'passes %s',
    (path) => expect(problem(path)).toBeNull(),
  )

  it.each(['/api/pages/%ff', '/api/pages?where=%E0%A4%A', '/api/pages/%00', '/api/pages?x=%00'])('answers %s as a 400', (path) => {
    expect(problem(path)).toMatchObject({ status: 400, path: 'url' })
  })
})

describe('verify on an auth collection without email verification (issue 48, finding 11)', () => {
  it('is a 404 naming why; where verification is on, it passes', () => {
    expect(problem('/api/users/verify/x')).toMatchObject({ status: 404, path: 'url', message: expect.stringMatching(/users accounts are not verified by email/) })
    expect(problem('/api/members/verify/x')).toBeNull()
    expect(problem('/api/pages/verify')).toMatchObject({ status: 404, path: 'id' })
  })
})
