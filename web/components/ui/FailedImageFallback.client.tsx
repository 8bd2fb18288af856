'use client'

import { useEffect } from 'react'
import { IMAGE_FAILED_ATTRIBUTE, IMAGE_FRAME_ATTRIBUTE } from './image-fallback'

const FRAMED_IMAGE = `[${IMAGE_FRAME_ATTRIBUTE}] img`

function markFailed(image: HTMLImageElement) {
  image.closest(`[${IMAGE_FRAME_ATTRIBUTE}]`)?.setAttribute(IMAGE_FAILED_ATTRIBUTE, '')
}

/**
 * One listener for every framed image on the site (see ./image-fallback.ts): when an image
 * fails to load, its frame switches to the placeholder. Mounted once in the root layout, so
 * pages need no script per image. Error events do not bubble, hence the capture phase.
 */
export function FailedImageFallback() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(FRAMED_IMAGE)) markFailed(event.target)
    }
    document.addEventListener('error', onError, true)
    // Images that failed before this script ran. A lazy image not yet requested is not
    // `complete`, so it is left alone until its own error (if any) arrives.
    for (const image of document.querySelectorAll<HTMLImageElement>(FRAMED_IMAGE)) {
      if (image.complete && image.naturalWidth === 0) markFailed(image)
    }
    return () => document.removeEventListener('error', onError, true)
  }, [])
  return null
}
