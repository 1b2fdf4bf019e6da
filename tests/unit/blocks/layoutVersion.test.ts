/**
 * Layout schema versions and stored layouts that fail validation (issue 17 item 1): layouts migrate
 * to the current version on load and save; a broken stored layout keeps its valid blocks and says
 * what it left out; blocks render only where their placement allows.
 */
import { describe, expect, it } from 'vitest'
import { LAYOUT_VERSION, migrateLayout, versionOf } from '@/blocks/layoutVersion'
import { placedHere } from '@/blocks/RenderLayout'
import type { VehicleContext } from '@/blocks/types'
import { checkStoredLayout, validateLayout } from '@/blocks/validateLayout'
import type { SiteView } from '@/site/tenancy/siteView'

const hero = (id: string, heading: string) => ({ type: 'Hero', props: { id, heading } })

describe('layout schema version', () => {
  it('stamps an unversioned (version 0) layout with the current version, keeping its root props and blocks', () => {
    const stored = { root: { props: { title: 'Home' } }, content: [hero('a', 'Hi')] }
    const migrated = migrateLayout(stored)
    expect(migrated).toEqual({ ok: true, from: 0, layout: { root: { props: { title: 'Home', schemaVersion: LAYOUT_VERSION } }, content: [hero('a', 'Hi')] } })
    expect(stored.root.props).toEqual({ title: 'Home' }) // pure: the input is not changed
    expect(versionOf(migrated.ok ? migrated.layout : null)).toBe(LAYOUT_VERSION)
    expect(migrateLayout({ content: [] })).toMatchObject({ ok: true, layout: { root: { props: { schemaVersion: LAYOUT_VERSION } } } })
  })

  it('refuses a version from a newer app or one that is not a whole number, naming the field', () => {
    expect(validateLayout({ root: { props: { schemaVersion: LAYOUT_VERSION + 1 } }, content: [] })).toEqual({ ok: false, errors: [`layout.root.props.schemaVersion: ${LAYOUT_VERSION + 1} is newer than this app's ${LAYOUT_VERSION}`] })
    expect(validateLayout({ root: { props: { schemaVersion: 'one' } }, content: [] })).toEqual({ ok: false, errors: ['layout.root.props.schemaVersion: must be a whole number'] })
  })

  it('validates the migrated layout and returns it', () => {
    expect(validateLayout({ root: {}, content: [hero('a', 'Hi')] })).toEqual({ ok: true, layout: { root: { props: { schemaVersion: LAYOUT_VERSION } }, content: [hero('a', 'Hi')] } })
  })
})

describe('a stored layout that fails validation', () => {
  it('keeps the valid blocks, in order, and names the ones left out', () => {
    const checked = checkStoredLayout({ root: { props: {} }, content: [hero('a', 'First'), { type: 'Marquee', props: { id: 'm' } }, hero('b', ''), hero('c', 'Last')] })
    expect(checked.layout.content).toEqual([hero('a', 'First'), hero('c', 'Last')])
    expect(checked.errors).toEqual(['Unknown block "Marquee" at position 2', 'Block "Hero" (position 3) field "heading": Heading is required'])
  })

  it('shows nothing, with the reason, when the data is not a layout; a valid one has no errors', () => {
    expect(checkStoredLayout('garbage')).toMatchObject({ layout: { content: [] }, errors: [expect.stringContaining('layout')] })
    expect(checkStoredLayout({ root: { props: {} }, content: [hero('a', 'Hi')] })).toEqual({ layout: { root: { props: { schemaVersion: LAYOUT_VERSION } }, content: [hero('a', 'Hi')] }, errors: [] })
  })
})

describe('placement', () => {
  const site = {} as SiteView
  const car = {} as VehicleContext
  it('page blocks render off the vehicle page, vehicle blocks only with its car, both everywhere', () => {
    expect([placedHere('page', { site }), placedHere('page', { site, vehiclePage: car }), placedHere('page', { site, vehicle: car })]).toEqual([true, false, false])
    expect([placedHere('vehicle', { site }), placedHere('vehicle', { site, vehiclePage: car }), placedHere('vehicle', { site, vehicle: car })]).toEqual([false, true, true])
    expect([placedHere('both', { site }), placedHere('both', { site, vehiclePage: car })]).toEqual([true, true])
  })
})
