import { describe, expect, it } from 'vitest'
import { brandPagePath, groupClaimLines, groupColumns } from '../../../site/rules/groupLinks'

const none = { groupClaims: null, groupPages: [], brandPages: [] }

describe('groupClaimLines', () => {
  it('reads the claims in the spec order', () => {
    expect(groupClaimLines({ locations: '50+', brands: '40+', years: '30+' })).toEqual(['50+ locations', '40+ brands', '30+ years'])
    expect(groupClaimLines(null)).toEqual([])
  })
})

describe('groupColumns', () => {
  const published = [
    { path: '/twg-cars', title: 'TWG Cars' },
    { path: '/twg-tyres', title: '' },
    { path: '/kia/overview', title: 'Kia' },
    { path: '/ducati/overview', title: 'Ducati' },
    { path: '/neotek/overview', title: null },
  ]

  it('lists published group pages in the listed order, and never a page that does not exist', () => {
    const columns = groupColumns({ ...none, groupPages: ['/twg-tyres', '/twg-rental', '/twg-cars'] }, published)
    expect(columns).toEqual([{ heading: 'Our group', links: [{ label: 'Twg tyres', url: '/twg-tyres' }, { label: 'TWG Cars', url: '/twg-cars' }] }])
  })

  it('lists brand pages at /{slug}/overview under their kind', () => {
    const columns = groupColumns({ ...none, brandPages: [{ slug: 'kia', kind: 'car' }, { slug: 'isuzu', kind: 'truck' }, { slug: 'ducati', kind: 'motorcycle' }, { slug: 'neotek', kind: 'own' }] }, published)
    expect(columns).toEqual([
      { heading: 'Car brands', links: [{ label: 'Kia', url: '/kia/overview' }] },
      { heading: 'Motorcycle brands', links: [{ label: 'Ducati', url: '/ducati/overview' }] },
      { heading: 'Our own brands', links: [{ label: 'Neotek', url: '/neotek/overview' }] },
    ])
    expect(brandPagePath('kia')).toBe('/kia/overview')
  })

  it('has no columns without settings', () => {
    expect(groupColumns(none, published)).toEqual([])
  })
})
