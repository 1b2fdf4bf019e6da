import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../../site/inventory/import/csv'
import { FeedError } from '../../../../site/inventory/import/feedError'

describe('parseCsv', () => {
  it('numbers rows as a spreadsheet does (header = row 1) and reads quoted commas, quotes and line breaks', () => {
    const text = 'StockNum,Comments\r\nA1,"one, two"\n\nA2,"say ""hi""\nsecond line"\nA3,plain\n'
    expect(parseCsv(text)).toEqual([
      { row: 2, values: { stocknum: 'A1', comments: 'one, two' } },
      { row: 4, values: { stocknum: 'A2', comments: 'say "hi"\nsecond line' } },
      { row: 5, values: { stocknum: 'A3', comments: 'plain' } },
    ])
  })

  it('flags a row with more fields than the header instead of failing the file', () => {
    expect(parseCsv('a,b\n1,2,3\n4,5')).toEqual([
      { row: 2, values: { a: '1', b: '2' }, problem: 'the row has 3 fields but the header has 2' },
      { row: 3, values: { a: '4', b: '5' } },
    ])
  })

  it('rejects a file it cannot read at all', () => {
    expect(() => parseCsv('a,b\n"open,1\n')).toThrow(new FeedError('CSV row 2: a quoted field is not closed'))
    expect(() => parseCsv('a,A\n1,2')).toThrow(new FeedError('The CSV header names column "a" twice'))
    expect(() => parseCsv('\n')).toThrow(FeedError)
  })
})
