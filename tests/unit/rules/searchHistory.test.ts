import { describe, expect, it } from 'vitest'
import { addSearchHistory, parseSearchHistory, readSearchHistory, SEARCH_HISTORY_SIZE, SEARCH_HISTORY_STORAGE_KEY, searchHistoryLabel, type SearchHistoryEntry } from '../../../site/rules/searchHistory'

const e = (path: string, filters: Record<string, string[]> = {}): SearchHistoryEntry => ({ path, filters })

describe('search history (FIN §3, §9: last 5)', () => {
  it('keeps 5', () => expect(SEARCH_HISTORY_SIZE).toBe(5))

  it('puts the newest first and keeps 5', () => {
    let history: SearchHistoryEntry[] = []
    for (const p of ['/a', '/b', '/c', '/d', '/e', '/f']) history = addSearchHistory(history, e(p))
    expect(history.map((x) => x.path)).toEqual(['/f', '/e', '/d', '/c', '/b'])
  })

  it('moves a repeated search to the front with its latest filters', () => {
    const history = [e('/a'), e('/b', { make: ['Toyota'] }), e('/c')]
    expect(addSearchHistory(history, e('/b', { make: ['Mazda'] }))).toEqual([e('/b', { make: ['Mazda'] }), e('/a'), e('/c')])
    expect(addSearchHistory(history, e('/a')).map((x) => x.path)).toEqual(['/a', '/b', '/c'])
  })

  it('does not change the stored list', () => {
    const history = [e('/a')]
    addSearchHistory(history, e('/b'))
    expect(history).toEqual([e('/a')])
  })

  it.each<[string, unknown, SearchHistoryEntry[]]>([
    ['valid', [{ path: '/a', filters: { make: ['Toyota'] } }], [e('/a', { make: ['Toyota'] })]],
    ['filters missing', [{ path: '/a' }], [e('/a')]],
    ['duplicates and too many', ['/a', '/b', '/a', '/c', '/d', '/e', '/f'].map((p) => ({ path: p })), ['/a', '/b', '/c', '/d', '/e'].map((p) => e(p))],
    ['not a list', { path: '/a' }, []],
    ['null', null, []],
    ['an entry without a path', [{ filters: {} }], []],
    ['an empty path', [{ path: '' }], []],
    ['bad filters', [{ path: '/a', filters: { make: 'Toyota' } }], []],
    ['filters null', [{ path: '/a', filters: null }], []],
    ['filters a list', [{ path: '/a', filters: [['make', 'Toyota']] }], []],
    ['a filter value not text', [{ path: '/a', filters: { year: [2020] } }], []],
    ['a path not text', [{ path: 7 }], []],
    ['an entry not an object', ['/a'], []],
    ['one bad entry among good ones', [{ path: '/a' }, { path: '' }], []],
    ['extra fields dropped', [{ path: '/a', filters: { make: ['Mazda'] }, at: 5 }], [e('/a', { make: ['Mazda'] })]],
    ['an empty list', [], []],
  ])('reads stored history: %s', (_, raw, expected) => expect(parseSearchHistory(raw)).toEqual(expected))
})

describe('search history read back', () => {
  it('gives a filter named __proto__ back as a plain filter, the prototype untouched', () => {
    const [entry] = parseSearchHistory(JSON.parse('[{"path":"/a","filters":{"__proto__":["x"]}}]'))
    expect(Object.getPrototypeOf(entry!.filters)).toBe(Object.prototype)
    expect(Object.entries(entry!.filters)).toEqual([['__proto__', ['x']]])
  })

  it('copies the stored lists (changing the result does not change what was read)', () => {
    const raw = [{ path: '/a', filters: { make: ['Mazda'] } }]
    parseSearchHistory(raw)[0]!.filters.make!.push('Kia')
    expect(raw[0]!.filters.make).toEqual(['Mazda'])
  })
})

describe('search history in local storage and its labels', () => {
  it('the search page and My Garage share one storage key', () => expect(SEARCH_HISTORY_STORAGE_KEY).toBe('searchHistory'))

  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['empty text', '', []],
    ['not JSON', '[{"path":', []],
    ['JSON of the wrong shape', '{"path":"/a"}', []],
    ['a stored list', JSON.stringify([{ path: '/search/used-cars' }, { path: '/search/new-cars', filters: { make: ['Mazda'] } }]), ['/search/used-cars', '/search/new-cars']],
  ])('reads the stored text: %s', (_, raw, paths) => expect(readSearchHistory(raw).map((x) => x.path)).toEqual(paths))

  it.each<[string, string]>([
    ['/search/used-cars', 'used-cars'],
    ['/search/used-cars/toyota?price=10000%3A30000', 'used-cars/toyota?price=10000:30000'],
    ['/search/new-cars?query=cx+5', 'new-cars?query=cx 5'],
    ['/search', 'All cars'],
    ['/search/', 'All cars'],
    ['/search/bad%E0%A4%A', 'bad%E0%A4%A'],
  ])('names %s as %s', (path, label) => expect(searchHistoryLabel(path)).toBe(label))
})
