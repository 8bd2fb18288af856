'use client'

import { useId, useRef } from 'react'
import { PrivacyPolicyLink } from './PrivacyPolicyLink'
import { bottomBar, primaryButton, secondaryButton } from './ui'
import { useReserveBottomSpace } from './useReserveBottomSpace'

/** The default consent style: a compact bottom bar with Accept all and Settings. */
export function CookieBar({ onAcceptAll, onOpenSettings }: { onAcceptAll: () => void; onOpenSettings: () => void }) {
  const ref = useRef<HTMLElement>(null)
  const textId = useId()
  useReserveBottomSpace(ref)
  return (
    <section ref={ref} aria-label="Cookie consent" aria-describedby={textId} className={bottomBar} data-consent="bar">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6 lg:px-8">
        <p id={textId} className="text-sm text-slate-700">
          We use necessary cookies and, if you agree, analytics and marketing cookies. <PrivacyPolicyLink />
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={`${secondaryButton} flex-1 sm:flex-none`}
            onClick={onOpenSettings}
            aria-haspopup="dialog"
          >
            Settings
          </button>
          <button type="button" className={`${primaryButton} flex-1 sm:flex-none`} onClick={onAcceptAll}>
            Accept all
          </button>
        </div>
      </div>
    </section>
  )
}
