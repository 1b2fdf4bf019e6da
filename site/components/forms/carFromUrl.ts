/** The car a finance or trade-in link names (`car_id`; a stray part after a question mark is dropped, FIN §2.3). */
export function carFromUrl(href: string): string | null {
  const value = new URL(href).searchParams.get('car_id')?.split('?')[0]?.trim()
  return value || null
}
