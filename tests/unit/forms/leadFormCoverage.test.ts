/**
 * Every lead form against its server schema, for every combination of the settings that change
 * either: a shopper who fills every field the form shows sends a request the server accepts, and
 * a shopper cannot leave a step while a field of it that the server requires is empty (the step's
 * check reports it). A field the server requires that no step shows would fail both.
 */
import { describe, expect, it } from 'vitest'
import { FORM_TYPES, formModel, type FieldSpec, type FormModel, type FormType } from '../../../site/forms/leadFormModel'
import { buildRequest } from '../../../site/forms/leadRequest'
import { leadSchema } from '../../../site/leads/schema'

const LOCATIONS = [{ id: 1, dealership: 10 }, { id: 2, dealership: 20 }]
const CAR_TYPES: ReadonlySet<FormType> = new Set(['find-similar', 'request-photos', 'chat'])
const NOW = new Date('2026-06-01T00:00:00Z')

const TEXT: Record<string, string> = { firstName: 'Alex', email: 'alex@example.com', phone: '0412345678', postcode: '4000', 'tradeIn.year': '2019', 'tradeIn.make': 'Mazda', 'tradeIn.model': 'CX-5' }

/** What a shopper puts in a field: a choice, a tick on the terms, a number, or words. */
function shopperValue(field: FieldSpec): unknown {
  switch (field.kind) {
    case 'location':
      return '2'
    case 'dealership':
      return '20'
    case 'select':
    case 'radio':
      return field.options?.[0]?.value
    case 'checkbox':
      return field.name === 'termsAccepted'
    case 'money':
    case 'km':
      return '85,000'
    case 'date':
    case 'time':
      return '' // optional: the slot is the server's to check against the location's hours
    default:
      return TEXT[field.name] ?? 'Some words'
  }
}

/** Values nested like react-hook-form holds them (`tradeIn.km` → { tradeIn: { km } }). */
function valuesOf(fields: readonly FieldSpec[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const keys = field.name.split('.')
    let target = values
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>
    target[keys.at(-1)!] = shopperValue(field)
  }
  return values
}

type Case = { type: FormType; settings: { commentsRequired: boolean; postcodeRequired: boolean; termsCheckbox: boolean }; dealershipCount: number; boundToCar: boolean }

const cases: Case[] = FORM_TYPES.flatMap((type) =>
  [true, false].flatMap((commentsRequired) => [true, false].flatMap((postcodeRequired) => [true, false].flatMap((termsCheckbox) =>
    [1, 3].flatMap((dealershipCount) => (CAR_TYPES.has(type) ? [true] : [false, true]).map((boundToCar) => ({ type, settings: { commentsRequired, postcodeRequired, termsCheckbox }, dealershipCount, boundToCar })))))),
)

function setUp(c: Case) {
  const model: FormModel = formModel(c.type, { ...c.settings, dealershipCount: c.dealershipCount, boundToCar: c.boundToCar })
  const fields = model.steps.flatMap((s) => s.fields)
  const context = { model, locations: LOCATIONS, car: c.boundToCar ? 7 : null, dealership: c.boundToCar ? 20 : null }
  const schema = leadSchema(c.type, { enquiry: c.settings }, { dealershipCount: c.dealershipCount, now: NOW })
  const errorPaths = (values: Record<string, unknown>) => {
    const result = schema.safeParse(buildRequest(values, fields, context))
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'))
  }
  return { model, fields, errorPaths }
}

const name = (c: Case) => `${c.type} ${JSON.stringify(c.settings)} ${c.dealershipCount} dealership(s)${c.boundToCar ? ', about a car' : ''}`

describe('every lead form against its server schema', () => {
  it.each(cases.map((c) => [name(c), c] as const))('%s: every field the form shows, filled, is a request the server accepts', (_name, c) => {
    const { fields, errorPaths } = setUp(c)
    expect(errorPaths(valuesOf(fields))).toEqual([])
  })

  it.each(cases.map((c) => [name(c), c] as const))('%s: a step cannot be left while a field of it that the server requires is empty', (_name, c) => {
    const { model, fields, errorPaths } = setUp(c)
    for (const [index, step] of model.steps.entries()) {
      // the steps before are done, this one is untouched, the later ones not reached yet
      const done = model.steps.slice(0, index).flatMap((s) => s.fields)
      const failing = new Set(errorPaths(valuesOf(done)))
      const stepNames = new Set(step.fields.map((f) => f.name))
      for (const field of step.fields) {
        // each field alone left empty, with everything else filled: the server refuses it exactly when the step's check does
        const others = valuesOf(fields.filter((f) => f !== field))
        const requiredAlone = errorPaths(others).includes(field.name)
        if (requiredAlone) expect(failing.has(field.name), `${field.name} on step ${index + 1} is required by the server but the step lets it pass empty`).toBe(true)
      }
      // this step alone empty: the server's refusal is one the step's check sees (a derived path, such as the dealership a location names, comes with its field)
      const refused = errorPaths(valuesOf(fields.filter((f) => !stepNames.has(f.name))))
      if (refused.length) expect(refused.filter((path) => stepNames.has(path)), `the server refuses ${refused.join(', ')} but step ${index + 1} passes`).not.toEqual([])
    }
  })
})
