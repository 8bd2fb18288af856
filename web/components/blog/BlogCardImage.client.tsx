'use client'

import Image from 'next/image'
import { useState, type ReactNode } from 'react'

export type ArticleImage = { url: string | null; alt: string | null; width: number | null; height: number | null }

// Seed and Studio images are 16:9 (1200 × 675); these stand in when the asset has no metadata.
const FALLBACK_WIDTH = 1200
const FALLBACK_HEIGHT = 675

/**
 * An article's image in a 16:9 frame. If the image is missing or fails to load, the frame
 * shows `placeholder` (the category's icon, rendered on the server so the icon set stays out
 * of the client bundle) instead of a broken image. next/image re-checks images that
 * failed before hydration, so an early error still reaches `onError`.
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
  const [failed, setFailed] = useState(false)
  const frame = `relative aspect-[16/9] w-full overflow-hidden bg-brand-50 ${className}`

  if (!image?.url || failed) {
    const alt = image?.alt
    return (
      <div
        data-testid="image-placeholder"
        className={`${frame} flex items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {placeholder}
      </div>
    )
  }

  return (
    <div className={frame}>
      <Image
        src={image.url}
        alt={image.alt ?? ''}
        width={image.width ?? FALLBACK_WIDTH}
        height={image.height ?? FALLBACK_HEIGHT}
        sizes={sizes}
        // The eager image is preloaded from <head>, so the browser finds it before any script runs.
        preload={eager}
        fetchPriority={eager ? 'high' : 'auto'}
        loading={eager ? undefined : 'lazy'}
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </div>
  )
}
