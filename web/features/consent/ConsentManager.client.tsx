'use client'

import type { ConsentStyle } from '@assessa/schemas/constants'
import { useCallback, useEffect, useRef, useState } from 'react'
import { CompactConsentBanner } from './CompactConsentBanner.client'
import { CookieBar } from './CookieBar.client'
import { CookieSettingsDialog } from './CookieSettingsDialog.client'
import { acceptAllConsent, consentStore, DEFAULT_CHOICES, rejectAllConsent, useConsent } from './store'

/**
 * The consent UI, mounted once at the end of <body>. Shows the style chosen in site settings
 * (bottom bar with Cookie Settings panel by default, or the compact banner) until the visitor
 * answers. The panel can be reopened later through `openCookieSettings()` from ./store.
 */
export function ConsentManager({
  consentStyle,
  acceptOnScroll = false,
}: {
  consentStyle?: ConsentStyle | null
  acceptOnScroll?: boolean
}) {
  const { ready, saved, preferences } = useConsent()
  const [panelOpen, setPanelOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  const openPanel = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setPanelOpen(true)
  }, [])

  useEffect(() => consentStore.onSettingsRequested(openPanel), [openPanel])

  const onPanelClosed = useCallback(() => {
    setPanelOpen(false)
    const target = opener.current
    opener.current = null
    // Back to the control that opened the panel; if saving removed it (the bar's Settings
    // button), to the start of the main content rather than leaving focus nowhere.
    requestAnimationFrame(() => {
      if (target?.isConnected) {
        target.focus()
        return
      }
      const main = document.getElementById('main')
      if (!main) return
      if (!main.hasAttribute('tabindex')) {
        // A focus target only, not a control: no focus ring around the whole page.
        main.setAttribute('tabindex', '-1')
        main.style.outline = 'none'
      }
      main.focus({ preventScroll: true })
    })
  }, [])

  const showBanner = ready && !saved
  return (
    <>
      {showBanner && consentStyle === 'compactBanner' ? (
        <CompactConsentBanner
          acceptOnScroll={acceptOnScroll}
          onAccept={acceptAllConsent}
          onDecline={rejectAllConsent}
        />
      ) : null}
      {showBanner && consentStyle !== 'compactBanner' ? (
        <CookieBar onAcceptAll={acceptAllConsent} onOpenSettings={openPanel} />
      ) : null}
      {panelOpen ? <CookieSettingsDialog initial={preferences ?? DEFAULT_CHOICES} onClosed={onPanelClosed} /> : null}
    </>
  )
}
