import { describe, expect, it } from 'vitest'
import { SettingRow } from '@/admin/settings/SettingControls.client'
import { siteConfigJsonSchema } from '@/site/config/siteConfig'
import { settingsTabs, type JsonSchema, type SettingField } from '@/site/config/settingsForm'
import { html } from '../components/render'

const fieldAt = (tab: string, path: string): SettingField => {
  const found = settingsTabs(siteConfigJsonSchema() as JsonSchema).find((t) => t.id === tab)?.fields.find((f) => f.path === path)
  if (!found) throw new Error(`no field ${path}`)
  return found
}
const row = (field: SettingField, value: unknown, errors = new Map<string, string>()) =>
  html(<SettingRow field={field} value={value} onChange={() => undefined} onReset={() => undefined} errors={errors} disabled={false} />)

describe('SettingRow', () => {
  it('gives every control of a list of objects its own id and label (no duplicates across rows)', () => {
    const out = row(fieldAt('navigation', 'navigation.links'), undefined)
    const ids = [...out.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toContain('setting-navigation-links-0-label')
    expect(ids).toContain('setting-navigation-links-5-label')
    expect(new Set(ids).size).toBe(ids.length)
    expect(out).toContain('value="Test Drive"')
  })

  it('shows the default value when nothing is stored, with the description and the default in words', () => {
    const out = row(fieldAt('inventory', 'inventory.minPhotos'), undefined)
    expect(out).toMatch(/<label for="setting-inventory-minPhotos"[^>]*>Min photos<\/label>/)
    expect(out).toMatch(/id="setting-inventory-minPhotos"[^>]*value="3"|value="3"[^>]*id="setting-inventory-minPhotos"/)
    expect(out).toContain('photo-count threshold')
    expect(out).toContain('Default: 3.')
  })

  it('shows an error at its field, linked for screen readers', () => {
    const out = row(fieldAt('vehiclePage', 'vehiclePage.similarCarsCount'), 9, new Map([['vehiclePage.similarCarsCount', 'At most 6 similar cars (INV §9)']]))
    expect(out).toContain('aria-invalid="true"')
    expect(out).toMatch(/aria-describedby="setting-vehiclePage-similarCarsCount-help setting-vehiclePage-similarCarsCount-error"/)
    expect(out).toMatch(/<p id="setting-vehiclePage-similarCarsCount-error" role="alert"[^>]*>At most 6 similar cars \(INV §9\)<\/p>/)
  })

  it('renders a select for an enum and a checkbox for a boolean', () => {
    expect(row(fieldAt('search', 'search.layout'), undefined)).toMatch(/<select[^>]*id="setting-search-layout"[\s\S]*<option value="grid"[^>]*>grid<\/option><option value="carousel">carousel<\/option>/)
    expect(row(fieldAt('inventory', 'inventory.onlyInStock'), true)).toMatch(/<input type="checkbox" id="setting-inventory-onlyInStock"[^>]*checked=""/)
  })
})
