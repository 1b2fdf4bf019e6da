import { describe, expect, it } from 'vitest'
import { PDF_BUTTON_LABEL, PDF_FAILED_MESSAGE, PDF_PREPARING_LABEL, pdfFailureMessage, vehiclePdfFileName, vehiclePdfPath, wrapText } from '../../../site/rules/vehiclePdf'

describe('labels (INV §4, FIN §4)', () => {
  it('shows Preparing... while downloading', () => {
    expect(PDF_PREPARING_LABEL).toBe('Preparing...')
    expect(PDF_BUTTON_LABEL).toBe('Download PDF')
  })
})

describe('vehiclePdfPath', () => {
  it.each([
    ['2024-mazda-cx-5', '/cars/2024-mazda-cx-5/pdf'],
    ['a b/c', '/cars/a%20b%2Fc/pdf'],
  ])('%s → %s', (slug, path) => expect(vehiclePdfPath(slug)).toBe(path))
})

describe('vehiclePdfFileName', () => {
  it.each([
    ['2024-mazda-cx-5', '2024-mazda-cx-5.pdf'],
    ['ABC_123', 'ABC_123.pdf'],
    ['a b/c', 'a-b-c.pdf'],
    ['"quoted"', 'quoted.pdf'],
    ['../etc', 'etc.pdf'],
    ['', 'vehicle.pdf'],
    ['///', 'vehicle.pdf'],
  ])('%j → %s', (slug, name) => expect(vehiclePdfFileName(slug)).toBe(name))
})

describe('pdfFailureMessage (INV §8: an alert with the error message)', () => {
  it.each<[number, unknown, string]>([
    [404, { message: 'No such vehicle on this site' }, 'No such vehicle on this site'],
    [500, { message: '  Rendering failed  ' }, 'Rendering failed'],
    [500, { message: '' }, `${PDF_FAILED_MESSAGE} (error 500)`],
    [502, { message: 7 }, `${PDF_FAILED_MESSAGE} (error 502)`],
    [503, null, `${PDF_FAILED_MESSAGE} (error 503)`],
    [500, 'oops', `${PDF_FAILED_MESSAGE} (error 500)`],
    [0, null, PDF_FAILED_MESSAGE],
  ])('%i %j → %s', (status, body, message) => expect(pdfFailureMessage(status, body)).toBe(message))
})

describe('wrapText (one unit per character)', () => {
  const measure = (text: string) => text.length
  it.each<[string, number, string[]]>([
    ['', 10, []],
    ['   ', 10, []],
    ['one two three', 20, ['one two three']],
    ['one two three', 7, ['one two', 'three']],
    ['one two three', 6, ['one', 'two', 'three']],
    ['one  two\nthree', 13, ['one two three']],
    ['abcdefghij', 4, ['abcd', 'efgh', 'ij']],
    ['ab abcdefghij cd', 4, ['ab', 'abcd', 'efgh', 'ij', 'cd']],
    ['abc', 1, ['a', 'b', 'c']],
    ['abc', 0, ['a', 'b', 'c']],
    ['exactly ten', 11, ['exactly ten']],
    ['exactly ten', 10, ['exactly', 'ten']],
  ])('%j in %i → %j', (text, width, lines) => expect(wrapText(text, width, measure)).toEqual(lines))
})
