import { describe, expect, it } from 'vitest'
import { compareIds, compareRows, garageMarkers, MAX_COMPARE } from '../../../site/rules/garageList'

describe('garageMarkers', () => {
  it('sold when not in stock, else reserved; price dropped below the price when saved', () => {
    expect(garageMarkers({ status: 'in_stock', price: 20000 }, 20000)).toEqual([])
    expect(garageMarkers({ status: 'in_stock', price: 19000 }, 20000)).toEqual(['priceDropped'])
    expect(garageMarkers({ status: 'in_stock', price: 21000 }, 20000)).toEqual([])
    expect(garageMarkers({ status: 'sold', price: 19000, reserved: true }, 20000)).toEqual(['sold', 'priceDropped'])
    expect(garageMarkers({ status: 'coming_soon', reserved: true, price: null }, 20000)).toEqual(['reserved'])
    expect(garageMarkers({ status: 'other', price: 0 }, 20000)).toEqual(['sold'])
    expect(garageMarkers({ status: 'in_stock', price: 19000 }, null)).toEqual([])
  })
})

describe('compareIds', () => {
  it('the first 4 distinct positive ids, from a list or comma-separated', () => {
    expect(compareIds('3,1,3,x,0,-2,7,8,9')).toEqual([3, 1, 7, 8])
    expect(compareIds(['5', '6,7'])).toEqual([5, 6, 7])
    expect(compareIds(undefined)).toEqual([])
    expect(compareIds('1,2,3,4,5,6')).toHaveLength(MAX_COMPARE)
  })
})

describe('compareRows', () => {
  it('base rows then spec rows; a row differs when its values are not all equal', () => {
    const rows = compareRows([
      { price: 25990, km: 45000, year: 2020, body: 'SUV', simple_fuel: 'Petrol', simple_transmission: 'Automatic', enginesize: 2488 },
      { price: 25990, km: '12000', year: 2020, body: 'Sedan', fuel: 'Diesel', trans: 'Manual' },
    ])
    expect(rows.slice(0, 6)).toEqual([
      { label: 'Price', values: ['$25,990', '$25,990'], differs: false },
      { label: 'Kilometres', values: ['45,000 km', '12,000 km'], differs: true },
      { label: 'Year', values: ['2020', '2020'], differs: false },
      { label: 'Body', values: ['SUV', 'Sedan'], differs: true },
      { label: 'Fuel', values: ['Petrol', 'Diesel'], differs: true },
      { label: 'Transmission', values: ['Automatic', 'Manual'], differs: true },
    ])
    expect(rows.find((r) => r.label === 'Engine power')).toEqual({ label: 'Engine power', values: ['2,488 cc', '–'], differs: true })
  })
  it('missing values show a dash', () => {
    expect(compareRows([{}])[0]).toEqual({ label: 'Price', values: ['–'], differs: false })
  })
})
