import { describe, expect, it } from 'vitest'
import { carTypeLabel } from '../../../site/rules/carTypeLabel'

describe('carTypeLabel', () => {
  it('reads labels.newTag for a new car', () => {
    expect(carTypeLabel('new', { newTag: 'New' })).toBe('New')
    expect(carTypeLabel('new', { newTag: 'Brand New' })).toBe('Brand New')
  })

  it('capitalises the other types and leaves an empty value empty', () => {
    expect(carTypeLabel('used', { newTag: 'Brand New' })).toBe('Used')
    expect(carTypeLabel('demo', { newTag: 'Brand New' })).toBe('Demo')
    expect(carTypeLabel('', { newTag: 'Brand New' })).toBe('')
  })
})
