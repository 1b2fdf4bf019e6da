/**
 * The vehicle PDF download (INV §2 sidebar print/PDF, INV §4 Other widgets, INV §7 PDF download by
 * car slug, INV §8, FIN §2.6, FIN §8; variants `vehiclePage.printAction`).
 */

/** INV §4, FIN §4: the button's text while the file downloads. */
export const PDF_PREPARING_LABEL = 'Preparing...'
export const PDF_BUTTON_LABEL = 'Download PDF'
/** What the alert says when the download fails without a server message (INV §8: a browser alert with the error message). */
export const PDF_FAILED_MESSAGE = 'The PDF could not be downloaded. Please try again.'

/** The download path for a car: `/cars/{slug}/pdf` (the spec does not show the path). */
export const vehiclePdfPath = (slug: string): string => `/cars/${encodeURIComponent(slug)}/pdf`

/** The saved file's name: the slug with anything outside letters, digits, `-` and `_` turned into `-`. */
export function vehiclePdfFileName(slug: string): string {
  const safe = slug.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${safe || 'vehicle'}.pdf`
}

/** The alert text for a failed download: the server's `message` when it sent one, else the generic text with the status. */
export function pdfFailureMessage(status: number, body: unknown): string {
  const message = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).message : undefined
  if (typeof message === 'string' && message.trim()) return message.trim()
  return status > 0 ? `${PDF_FAILED_MESSAGE} (error ${status})` : PDF_FAILED_MESSAGE
}

/**
 * Greedy word wrap: words are kept whole on lines no wider than `maxWidth` by `measure`; a word
 * wider than a line on its own is cut into pieces that fit (at least one character per line).
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word
    if (measure(joined) <= maxWidth) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = Array.from(word)
    while (measure(rest.join('')) > maxWidth && rest.length > 1) {
      let take = rest.length - 1
      while (take > 1 && measure(rest.slice(0, take).join('')) > maxWidth) take--
      lines.push(rest.slice(0, take).join(''))
      rest = rest.slice(take)
    }
    line = rest.join('')
  }
  if (line) lines.push(line)
  return lines
}
