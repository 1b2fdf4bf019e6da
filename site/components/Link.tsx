import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { INTENT_PREFETCH } from './intentPrefetch'

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'> & {
  /** `false`: never fetched ahead, e.g. a link that opens a flow (a form, the checkout). */
  prefetch?: boolean
}

/**
 * Every shopper-page link. A page's links are fetched ahead when the shopper shows intent (hovers,
 * touches or focuses one; IntentPrefetch.client.tsx), not when they scroll into view: Next's
 * viewport prefetch scheduled and decoded a response for every card and menu link on screen, about
 * a third of a vehicle page's JavaScript time at load (README › Performance).
 */
export function Link({ prefetch = true, ...props }: LinkProps) {
  const marker = prefetch ? { [INTENT_PREFETCH]: 'intent' } : {}
  return <NextLink {...props} {...marker} prefetch={false} />
}
