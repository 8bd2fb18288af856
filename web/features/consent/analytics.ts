import { consentStore, type ConsentState } from '@/features/consent/store'
import { DEFAULT_CONSENT_SIGNALS, WAIT_FOR_UPDATE_MS, consentSignals, type ConsentSignals } from './consent-mode'

/**
 * The site's one analytics module. Everything goes through `gtag()` into `window.dataLayer`:
 * - the inline head script (ConsentModeScript) records the default, all denied;
 * - `startConsentSignals()` sends `consent update` from the saved preferences on start and on every change;
 * - `trackEvent()` sends events.
 * Without NEXT_PUBLIC_GA_ID nothing else reads dataLayer and no third-party script loads; with it,
 * gtag.js reads the same queue and honours the consent signals (Consent Mode v2).
 */

type DataLayerEntry = IArguments | Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export type EventParams = Record<string, string | number | boolean | undefined>

/** GA4 event names: a letter, then letters, digits or underscores, at most 40 characters. */
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

function dataLayer(): DataLayerEntry[] {
  if (!window.dataLayer) {
    // The head script did not run (e.g. blocked by a Content-Security-Policy without its nonce):
    // record the default here, so nothing is ever queued without a denied default before it.
    window.dataLayer = []
    gtag('consent', 'default', { ...DEFAULT_CONSENT_SIGNALS, wait_for_update: WAIT_FOR_UPDATE_MS })
  }
  return window.dataLayer
}

function gtag(command: 'consent', action: 'default', signals: ConsentSignals & { wait_for_update: number }): void
function gtag(command: 'consent', action: 'update', signals: ConsentSignals): void
function gtag(command: 'event', name: string, params: EventParams): void
function gtag(..._args: unknown[]): void {
  const layer = dataLayer()
  // gtag.js only processes the Arguments object, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  layer.push(arguments)
}

/** The signals last sent, so repeated reads (strict mode, re-subscribes) send nothing twice. */
let lastSent: string | undefined

/** Sends `consent update` for the saved preferences; nothing while the visitor has not answered. */
export function applyConsent(state: ConsentState): boolean {
  if (typeof window === 'undefined' || !state.saved || !state.preferences) return false
  const signals = consentSignals(state.preferences)
  const key = JSON.stringify(signals)
  if (key === lastSent) return false
  lastSent = key
  gtag('consent', 'update', signals)
  return true
}

/** Applies the saved preferences now and after every change; returns the unsubscribe function. */
export function startConsentSignals(store = consentStore): () => void {
  applyConsent(store.getSnapshot())
  return store.subscribe(() => applyConsent(store.getSnapshot()))
}

/**
 * Records an analytics event. The saved preferences are applied first, so an event is never
 * queued ahead of the consent it depends on. Without consent for analytics, gtag.js (if loaded)
 * keeps it cookieless as Consent Mode prescribes.
 */
export function trackEvent(name: string, params: EventParams = {}): void {
  if (typeof window === 'undefined') return
  if (!EVENT_NAME.test(name)) {
    console.error(`trackEvent: "${name}" is not a valid event name (letters, digits, _; max 40; starts with a letter)`)
    return
  }
  applyConsent(consentStore.getSnapshot())
  gtag('event', name, params)
}

/** The event the pricing page records once per view. */
export const PRICING_VIEW_EVENT = 'view_pricing'

/** Test hook: forget which signals were sent. */
export function resetAnalyticsForTests(): void {
  lastSent = undefined
}
