import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimised markup (srcset, sizes, lazy or high priority) as a plain `<img>`: rendered by
 * a server component it ships no image component to the browser.
 */
export function StaticImage(props: ImageProps) {
  const { props: img } = getImageProps(props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes through from props
  return <img {...img} />
}
