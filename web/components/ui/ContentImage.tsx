import { getImageProps } from 'next/image'

/**
 * A CMS image through Next's image optimizer (srcset, sizes, lazy loading, explicit
 * dimensions), rendered on the server as a plain `<img>`. next/image's <Image> is a client
 * component: every one ships and hydrates its script, for behaviour (load and error
 * callbacks, blur placeholders) these images do not use. A failed image is handled once per
 * page by FailedImageFallback.
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  sizes,
  eager = false,
  className,
}: {
  src: string
  alt: string
  width: number
  height: number
  sizes: string
  /**
   * For the image most likely to be the largest paint: fetched at once, at high priority. Not
   * also preloaded from <head>: the browser's preload scanner finds it in the HTML as early,
   * and a preload hint would travel in the page's RSC payload too, so merely prefetching this
   * page (a visible link to it) would download the image at high priority.
   */
  eager?: boolean
  className?: string
}) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    fetchPriority: eager ? 'high' : 'auto',
    loading: eager ? 'eager' : 'lazy',
  })
  return <img {...props} alt={alt} />
}
