'use client'

import { useEffect } from 'react'
import { startConsentSignals } from './analytics'

/** Sends the saved consent preferences to Consent Mode on start and after every change. Renders nothing. */
export function ConsentSignals() {
  useEffect(() => startConsentSignals(), [])
  return null
}
