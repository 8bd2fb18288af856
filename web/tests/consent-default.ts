/**
 * The Consent Mode v2 default the page records before the visitor chooses: all four
 * signals denied, and gtag.js waits 500 ms for a stored choice. Written out here, not taken
 * from the code, so the unit and browser tests both pin the spec's values.
 */
export const DEFAULT_CONSENT_COMMAND = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  },
]
