import { describe, expect, it } from 'vitest'
import { fillTemplate, SMS_REPLY_MAX, smsText, unknownPlaceholders } from '../../../site/rules/replyTemplate'

describe('reply templates', () => {
  it('fills the shopper’s name, the car and the location’s hours', () => {
    const text = fillTemplate('Hi {firstName}, the {car} is at {location}, open {hours}. {staffName}', { firstName: 'Jo', car: '2022 Mazda CX-5', location: 'Woolloongabba', hours: 'Mon-Fri 8:30am - 5:30pm', staffName: 'Sam' })
    expect(text).toBe('Hi Jo, the 2022 Mazda CX-5 is at Woolloongabba, open Mon-Fri 8:30am - 5:30pm. Sam')
  })
  it('a missing value reads as its fallback; an unknown placeholder stays as written', () => {
    expect(fillTemplate('Hi {firstName}, about {car} {price}', { firstName: '  ' })).toBe('Hi there, about the car you asked about {price}')
    expect(unknownPlaceholders('Hi {firstName} {price} {car} {x}')).toEqual(['price', 'x'])
  })
  it('an SMS is one paragraph within the limit', () => {
    expect(smsText('Hi Jo,\n\nSee you soon.')).toBe('Hi Jo, See you soon.')
    const long = smsText('abcdefghij'.repeat(50))
    expect(long.length).toBe(SMS_REPLY_MAX)
    expect(long.endsWith('…')).toBe(true)
  })
})
