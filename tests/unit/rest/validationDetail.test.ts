import { describe, expect, it } from 'vitest'
import { restoreValidationDetail } from '../../../site/rest/validationDetail'

// Issue 16, finding 8: the production build's formatter lost `data.errors` of validation errors.
const error = Object.assign(new Error('The following field is invalid: Config'), {
  name: 'ValidationError',
  status: 400,
  data: { collection: 'sites', errors: [{ path: 'config', message: 'config.inventory.minPhotos: Too small: expected number to be >=0' }] },
})

describe('restoreValidationDetail', () => {
  it('recognises the error by its shape, whatever its (minified) class name', () => {
    const minified = Object.assign(new Error(error.message), { name: 'e', status: 400, data: error.data })
    expect(restoreValidationDetail({ error: minified, result: { errors: [{ message: error.message }] } })?.response).toMatchObject({ errors: [{ name: 'ValidationError', data: error.data }] })
  })

  it('puts the field paths and reasons back when the formatter dropped them', () => {
    const result = restoreValidationDetail({ error, result: { errors: [{ message: error.message }] } })
    expect(result?.status).toBe(400)
    expect(result?.response).toEqual({ errors: [{ name: 'ValidationError', message: error.message, data: error.data }] })
  })

  it('leaves a response that already has them, and every other error, alone', () => {
    expect(restoreValidationDetail({ error, result: { errors: [{ message: error.message, data: error.data }] } })).toBeUndefined()
    expect(restoreValidationDetail({ error: Object.assign(new Error('Forbidden'), { name: 'Forbidden', status: 403 }), result: {} })).toBeUndefined()
    expect(restoreValidationDetail({ error: Object.assign(new Error('x'), { name: 'ValidationError', data: { errors: [] } }), result: {} })).toBeUndefined()
    expect(restoreValidationDetail({ error: Object.assign(new Error('x'), { data: { errors: [{ id: 1 }] } }), result: {} })).toBeUndefined()
    expect(restoreValidationDetail({ error: null, result: {} })).toBeUndefined()
  })
})
