'use client'

import { useEffect } from 'react'

/** Wait for layout (images, fonts, client islands) to settle before measuring the target. */
const SCROLL_DELAY_MS = 100

function targetFromHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    // A malformed escape such as "#%E0" names no element.
    return null
  }
}

/**
 * Scrolls to the element named by the URL hash, on first load and after every hash change,
 * 100 ms later. Focus moves to the target so keyboard and screen-reader users continue
 * reading from there; smooth scrolling is dropped for visitors who prefer reduced motion.
 */
export function HashScroll() {
  useEffect(() => {
    let timer: number | undefined

    const scrollToHash = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const target = targetFromHash(window.location.hash)
        if (!target) return
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        target.focus({ preventScroll: true })
      }, SCROLL_DELAY_MS)
    }

    scrollToHash()
    window.addEventListener('hashchange', scrollToHash)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('hashchange', scrollToHash)
    }
  }, [])

  return null
}
