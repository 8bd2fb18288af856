'use client'

import { useEffect, useId, useRef } from 'react'
import { passesScrollThreshold } from './scroll'
import { PrivacyPolicyLink } from './PrivacyPolicyLink'
import { bottomBar, primaryButton, secondaryButton } from './ui'
import { useReserveBottomSpace } from './useReserveBottomSpace'

/**
 * The alternative consent style (site settings → Compact banner): "I understand" grants
 * analytics and marketing, "I decline" keeps necessary cookies only. With accept-on-scroll
 * switched on, scrolling past 25% of the page counts as "I understand".
 */
export function CompactConsentBanner({
  acceptOnScroll = false,
  onAccept,
  onDecline,
}: {
  acceptOnScroll?: boolean
  onAccept: () => void
  onDecline: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const textId = useId()
  useReserveBottomSpace(ref)
  useAcceptOnScroll(acceptOnScroll, onAccept)
  return (
    <section
      ref={ref}
      aria-label="Cookie consent"
      aria-describedby={textId}
      className={bottomBar}
      data-consent="compact"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6 lg:px-8">
        <p id={textId} className="text-sm text-slate-700">
          This website uses cookies to enhance the user experience. <PrivacyPolicyLink />
        </p>
        <div className="flex shrink-0 gap-2">
          <button type="button" className={`${secondaryButton} flex-1 sm:flex-none`} onClick={onDecline}>
            I decline
          </button>
          <button type="button" className={`${primaryButton} flex-1 sm:flex-none`} onClick={onAccept}>
            I understand
          </button>
        </div>
      </div>
    </section>
  )
}

function useAcceptOnScroll(enabled: boolean, onAccept: () => void) {
  const accept = useRef(onAccept)
  useEffect(() => {
    accept.current = onAccept
  }, [onAccept])

  useEffect(() => {
    if (!enabled) return
    let done = false
    const onScroll = () => {
      const root = document.scrollingElement ?? document.documentElement
      if (done || !passesScrollThreshold(root)) return
      done = true
      accept.current()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])
}
