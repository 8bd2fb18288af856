'use client'

import { useEffect, type RefObject } from 'react'

/**
 * While a bottom bar is shown, pads the body by the bar's height so the end of the page
 * (footer links, form buttons) can be scrolled clear of it, also when the bar wraps on phones.
 */
export function useReserveBottomSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const body = document.body
    const previous = body.style.paddingBottom
    const apply = () => {
      body.style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`
    }
    apply()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      body.style.paddingBottom = previous
    }
  }, [ref])
}
