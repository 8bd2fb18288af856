'use client'

import { useEffect, useRef } from 'react'
import { PRICING_VIEW_EVENT, trackEvent } from '@/features/consent/analytics'

/**
 * Records the pricing page's view event once per page view. The ref survives React's
 * strict-mode effect replay (mount → unmount → mount of the same instance), so development
 * does not double-count; a new visit to the page mounts a new instance and counts again.
 */
export function PricingViewEvent() {
  const recorded = useRef(false)
  useEffect(() => {
    if (recorded.current) return
    recorded.current = true
    trackEvent(PRICING_VIEW_EVENT, { page_path: window.location.pathname, page_title: document.title })
  }, [])
  return null
}
