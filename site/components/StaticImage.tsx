import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimised markup (srcset, sizes, lazy or high priority) as a plain `<img>`: rendered by
 * a server component it ships no image component to the browser. A `priority` image is the page's
 * largest paint: it is also fetched at high priority (next/image only preloads it).
 */
export function StaticImage(props: ImageProps) {
  const { props: img } = getImageProps({ ...props, fetchPriority: props.fetchPriority ?? (props.priority ? 'high' : undefined) })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes through from props
  return <img {...img} />
}
