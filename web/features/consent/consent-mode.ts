/**
 * Google Consent Mode v2 signals. Pure values and strings only, so the server component that
 * writes the inline head script and the browser module share one definition.
 * https://developers.google.com/tag-platform/security/guides/consent
 */

type ConsentSignal = 'granted' | 'denied'

export type ConsentSignals = {
  ad_storage: ConsentSignal
  analytics_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
}

/** Everything denied until the visitor answers. */
export const DEFAULT_CONSENT_SIGNALS: Readonly<ConsentSignals> = Object.freeze({
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
})

/** How long gtag.js waits for the saved preferences (applied on hydration) before sending anything. */
export const WAIT_FOR_UPDATE_MS = 500

/** Maps the site's categories onto Google's signals: analytics → analytics_storage, marketing → the ad signals. */
export function consentSignals(choices: { analytics: boolean; marketing: boolean }): ConsentSignals {
  const ads: ConsentSignal = choices.marketing ? 'granted' : 'denied'
  return {
    ad_storage: ads,
    analytics_storage: choices.analytics ? 'granted' : 'denied',
    ad_user_data: ads,
    ad_personalization: ads,
  }
}

export function gtagScriptUrl(gaId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`
}

/** JSON that is safe inside an inline <script> (no "</script>" or line-separator surprises). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The inline head script: creates `dataLayer` and `gtag`, and records the default (denied)
 * consent before any other script runs. With a GA id it also queues gtag.js's config call;
 * gtag.js itself is loaded separately.
 */
export function consentModeBootstrap(gaId?: string): string {
  const lines = [
    'window.dataLayer=window.dataLayer||[];',
    // gtag.js only processes the Arguments object, not an array copy.
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${inlineJson({ ...DEFAULT_CONSENT_SIGNALS, wait_for_update: WAIT_FOR_UPDATE_MS })});`,
  ]
  if (gaId) lines.push(`gtag('js',new Date());`, `gtag('config',${inlineJson(gaId)});`)
  return lines.join('')
}
