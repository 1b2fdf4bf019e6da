import { describe, expect, it } from 'vitest'
import { bodyLabel, bodyTypeOf } from '../../../site/rules/bodyType'

describe('truck body mapping (FIN §3 Body types)', () => {
  it('maps truck to lightTruck by default and to ute for dealers that say so', () => {
    expect(bodyTypeOf('truck', 'lightTruck')).toBe('lightTruck')
    expect(bodyTypeOf('Truck', 'ute')).toBe('ute')
  })

  it('keeps every other body type', () => {
    expect(bodyTypeOf('suv', 'ute')).toBe('suv')
    expect(bodyTypeOf('Sedan', 'lightTruck')).toBe('Sedan')
  })

  it('labels the mapped type in words', () => {
    expect(bodyLabel('truck', 'lightTruck')).toBe('Light Truck')
    expect(bodyLabel('truck', 'ute')).toBe('Ute')
    expect(bodyLabel('SUV', 'ute')).toBe('SUV')
  })
})
