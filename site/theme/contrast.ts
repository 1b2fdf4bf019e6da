/** WCAG 2 contrast ratio of a #rrggbb colour against white (text and buttons sit on both). */
export function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return 1.05 / (luminance + 0.05)
}

/** Brand colours carry white text and sit as text on white, so they need AA contrast (4.5:1). */
export function validateBrandColour(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)) return 'Use a hex colour like #0b4f8a'
  const ratio = contrastWithWhite(value)
  return ratio >= 4.5 ? true : `Contrast with white is ${ratio.toFixed(2)}:1; choose a darker colour (at least 4.5:1) so text stays readable.`
}
