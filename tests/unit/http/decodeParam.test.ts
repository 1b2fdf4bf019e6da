import { describe, expect, it } from 'vitest'
import { decodeParam, urlProblem } from '../../../site/http/decodeParam'

// Issue 16, finding 6: /cars/%ff, /cars/%E0%A4%A, /cars/%25, /%00, ?car_id=%00 were 500s.
describe('decodeParam', () => {
  it('decodes once', () => {
    expect(decodeParam('toyota-corolla-2020')).toBe('toyota-corolla-2020')
    expect(decodeParam('a%20b')).toBe('a b')
    expect(decodeParam('%25')).toBe('%')
  })
  it.each(['%ff', '%E0%A4%A', '%', '%00', '%2', 'a\0b'])('refuses %s', (raw) => expect(decodeParam(raw)).toBeNull())
})

describe('urlProblem', () => {
  it.each(['/cars/%00', '/cars/%ff', '/cars/%E0%A4%A', '/cars/%ff/pdf', '/%00', '/print?car_id=%00', '/api/vehicle-state?slug=%00', '/demo-images/%ff', '/search?q=%E0%A4'])(
    'refuses %s',
    (path) => expect(urlProblem(`http://localhost:3000${path}`)).toMatch(/malformed percent-encoding or a NUL byte/),
  )
  it.each(['/', '/cars/%25', '/cars/mazda-cx-5', '/search/used-cars?query=50%25+off&page=2', '/print?car_id=abc', '/a%20b?x=%C3%A9#%ff'])('accepts %s', (path) => {
    expect(urlProblem(`http://localhost:3000${path}`)).toBeNull()
  })
})
