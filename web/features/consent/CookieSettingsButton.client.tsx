'use client'

import { openCookieSettings } from '@/features/consent/store'

/** Lets visitors change their cookie choice at any time, not only on the first visit. */
export function CookieSettingsButton() {
  return (
    <button type="button" onClick={openCookieSettings} className="text-left hover:text-white">
      Cookie settings
    </button>
  )
}
