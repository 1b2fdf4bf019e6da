import { describe, expect, it } from 'vitest'
import { DEFAULT_CERTIFIED_PROGRAMS } from '../../../site/config/certifiedPrograms'
import { defaultSiteConfig, parseSiteConfig, safeParseSiteConfig } from '../../../site/config/siteConfig'

const pathsOf = (raw: unknown) => {
  const result = safeParseSiteConfig(raw)
  return result.ok ? [] : result.issues.map((i) => i.path)
}

describe('2a certified programmes', () => {
  it('ship the two spec rows', () => {
    const expected = {
      Toyota: { make: 'Toyota', enabled: false, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Toyota Certified Pre-Owned' },
      'Mercedes-Benz': { make: 'Mercedes-Benz', enabled: true, carTypes: ['used'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo' },
    }
    expect(DEFAULT_CERTIFIED_PROGRAMS).toStrictEqual(expected)
    expect(defaultSiteConfig.certifiedPrograms).toStrictEqual(expected)
  })

  it('a stored partial row overrides fields of the default row', () => {
    const { certifiedPrograms } = parseSiteConfig({ certifiedPrograms: { 'Mercedes-Benz': { logoUrl: '/logos/mb-certified.svg', carTypes: ['used', 'demo'] } } })
    expect(certifiedPrograms['Mercedes-Benz']).toStrictEqual({
      make: 'Mercedes-Benz', enabled: true, carTypes: ['used', 'demo'], requiresCertified: true, hideWhenSold: true, display: 'cardTagLogo', logoUrl: '/logos/mb-certified.svg',
    })
    expect(certifiedPrograms.Toyota).toStrictEqual(DEFAULT_CERTIFIED_PROGRAMS.Toyota)
  })

  it('a new id adds a programme', () => {
    const row = { make: 'Lexus', enabled: true, requiresCertified: true, hideWhenSold: true, display: 'badge', infoPanelTitle: 'Lexus Certified Pre-Owned' } as const
    expect(parseSiteConfig({ certifiedPrograms: { lexus: row } }).certifiedPrograms.lexus).toStrictEqual(row)
  })

  it.each([
    [{ lexus: { make: 'Lexus', enabled: true } }, ['certifiedPrograms.lexus.requiresCertified', 'certifiedPrograms.lexus.hideWhenSold', 'certifiedPrograms.lexus.display']],
    [{ Toyota: { display: 'ribbon' } }, ['certifiedPrograms.Toyota.display']],
    [{ Toyota: { carTypes: [] } }, ['certifiedPrograms.Toyota.carTypes']],
    [{ Toyota: { carTypes: ['old'] } }, ['certifiedPrograms.Toyota.carTypes.0']],
    [{ Toyota: { make: '' } }, ['certifiedPrograms.Toyota.make']],
    [{ Toyota: { enable: true } }, ['certifiedPrograms.Toyota.enable']],
  ])('rejects %j', (certifiedPrograms, paths) => {
    expect(pathsOf({ certifiedPrograms })).toEqual(paths)
  })
})
