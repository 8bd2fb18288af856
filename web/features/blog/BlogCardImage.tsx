import type { ReactNode } from 'react'
import { ContentImage } from '@/components/ui/ContentImage'
import { IMAGE_FAILED_ATTRIBUTE, IMAGE_FRAME_ATTRIBUTE } from '@/components/ui/image-fallback'

export type ArticleImage = { url: string | null; alt: string | null; width: number | null; height: number | null }

// Seed and Studio images are 16:9 (1200 × 675); these stand in when the asset has no metadata.
const FALLBACK_WIDTH = 1200
const FALLBACK_HEIGHT = 675

/**
 * An article's image in a 16:9 frame. If the image is missing or fails to load, the frame
 * shows `placeholder` (the category's icon) instead of a broken image: both are rendered
 * here, and the frame's failed state (set by FailedImageFallback when the image errors)
 * decides which one is displayed, so no script runs per card.
 */
export function BlogCardImage({
  image,
  placeholder,
  sizes,
  eager = false,
  className = '',
}: {
  image: ArticleImage | null
  placeholder: ReactNode
  sizes: string
  /** For the image most likely to be the largest paint: load it at once, with high priority. */
  eager?: boolean
  className?: string
}) {
  const url = image?.url
  const alt = image?.alt
  return (
    <div
      {...{ [IMAGE_FRAME_ATTRIBUTE]: '' }}
      {...(url ? {} : { [IMAGE_FAILED_ATTRIBUTE]: '' })}
      className={`group/frame relative aspect-[16/9] w-full overflow-hidden bg-brand-50 ${className}`}
    >
      {url ? (
        <ContentImage
          src={url}
          alt={alt ?? ''}
          width={image.width ?? FALLBACK_WIDTH}
          height={image.height ?? FALLBACK_HEIGHT}
          sizes={sizes}
          eager={eager}
          className="size-full object-cover group-data-[image-failed]/frame:hidden"
        />
      ) : null}
      {/* Not displayed (and so not announced) until the image has failed. */}
      <div
        data-testid="image-placeholder"
        className="hidden size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 group-data-[image-failed]/frame:flex"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {placeholder}
      </div>
    </div>
  )
}
