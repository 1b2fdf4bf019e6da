import { describe, expect, it } from 'vitest'
import { digitsValue, formatKmInput, formatMoneyInput, KM_QUICK_PICKS, kmPickLabel, moneyPickLabel, moneyQuickPicks } from '../../../site/rules/amountFields'

describe('money and kilometre fields (FIN §2.7, variants forms.moneyQuickPicks)', () => {
  it('keeps only the digits of what is typed', () => {
    expect(digitsValue('$12,345')).toBe(12345)
    expect(digitsValue('12,345 kms')).toBe(12345)
    expect(digitsValue('abc')).toBeNull()
    expect(digitsValue('')).toBeNull()
    expect(digitsValue(null)).toBeNull()
    expect(digitsValue(undefined)).toBeNull()
    expect(digitsValue(7000)).toBe(7000)
    expect(digitsValue('000')).toBe(0)
    expect(digitsValue('007')).toBe(7)
    expect(digitsValue('-5')).toBe(5)
    expect(digitsValue('1'.repeat(20))).toBe(111111111111)
  })

  it('money: $ prefix and thousands separators', () => {
    expect(formatMoneyInput('25000')).toBe('$25,000')
    expect(formatMoneyInput('$1,234,567')).toBe('$1,234,567')
    expect(formatMoneyInput('0')).toBe('$0')
    expect(formatMoneyInput('')).toBe('')
    expect(formatMoneyInput('$')).toBe('')
  })

  it("kilometres: thousands separators and the ' kms' suffix", () => {
    expect(formatKmInput('85000')).toBe('85,000 kms')
    expect(formatKmInput('85,000 kms')).toBe('85,000 kms')
    expect(formatKmInput('12')).toBe('12 kms')
    expect(formatKmInput('')).toBe('')
  })

  it('money quick picks run from $5,000 to $70,000 by default and $300,000 to $800,000 on the variant', () => {
    expect(moneyQuickPicks({ min: 5000, max: 70000 })).toEqual([5000, 20000, 30000, 45000, 55000, 70000])
    expect(moneyQuickPicks({ min: 300000, max: 800000 })).toEqual([300000, 400000, 500000, 600000, 700000, 800000])
    expect(moneyQuickPicks({ min: 70000, max: 5000 })[0]).toBe(5000)
    expect(moneyQuickPicks({ min: 1000, max: 1000 })).toEqual([1000])
    expect(moneyQuickPicks({ min: 0, max: 50 })).toEqual([0, 10, 20, 30, 40, 50])
    expect(moneyQuickPicks({ min: 0, max: 3 })).toEqual([0, 1, 2, 3])
    expect(moneyPickLabel(70000)).toBe('$70,000')
  })

  it('kilometre picks are labelled with the suffix', () => {
    expect(KM_QUICK_PICKS.map(kmPickLabel)[0]).toBe('10,000 kms')
  })
})
