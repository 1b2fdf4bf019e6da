/**
 * The colours demo pictures come in: the seeded cars' paint and the demo brands' colours. Only
 * these are drawn and stored by /demo-images (issue 16, finding 10: any of 16 million colour
 * names rendered and stored a file), so the cache holds at most
 * colours × bodies × angles pictures and anything else is a quick 404.
 */
export const DEMO_PAINT: Array<{ name: string; hex: string }> = [
  { name: 'White', hex: 'f8fafc' }, { name: 'Silver', hex: 'c0c4cc' }, { name: 'Grey', hex: '6b7280' },
  { name: 'Black', hex: '1f2328' }, { name: 'Red', hex: 'b91c1c' }, { name: 'Blue', hex: '1d4ed8' },
  { name: 'Green', hex: '3f6212' }, { name: 'Bronze', hex: '92633a' }, { name: 'Orange', hex: 'ea580c' },
]

/** The demo sites' brand colours (promo pictures), and the brand default. */
export const DEMO_BRAND_COLOURS: readonly string[] = ['0b4f8a', '9a3412', '1e3a8a', '065f46', '7c2d12']

const PALETTE = new Set([...DEMO_PAINT.map((c) => c.hex), ...DEMO_BRAND_COLOURS])

export const isDemoColour = (hex: string) => PALETTE.has(hex)
