import { describe, expect, it } from 'vitest'
import { carFromUrl } from '../../../site/components/forms/carFromUrl'

describe('carFromUrl (FIN §2.3)', () => {
  it('reads car_id', () => expect(carFromUrl('https://d.example/finance?car_id=2022-mazda-cx-5-x1')).toBe('2022-mazda-cx-5-x1'))
  it('drops a stray part after a question mark', () => expect(carFromUrl('https://d.example/finance?car_id=abc?utm_source=fb&x=1')).toBe('abc'))
  it('none, empty or blank: null', () => {
    expect(carFromUrl('https://d.example/finance')).toBeNull()
    expect(carFromUrl('https://d.example/finance?car_id=')).toBeNull()
    expect(carFromUrl('https://d.example/finance?car_id=%20?x')).toBeNull()
  })
})
