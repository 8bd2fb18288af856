import Script from 'next/script'
import { publicEnv } from '@/lib/public-env'
import { consentModeBootstrap, gtagScriptUrl } from './consent-mode'
import { ConsentSignals } from './ConsentSignals.client'

/**
 * Goes in <head>. The inline script records Consent Mode's default (everything denied) in
 * `window.dataLayer` while the HTML is parsed, before any other script runs. Under a
 * Content-Security-Policy pass the request's nonce. With NEXT_PUBLIC_GA_ID set, gtag.js is
 * loaded after hydration under that consent state; without it no third-party script loads.
 */
export function ConsentModeScript({ nonce, gaId = publicEnv.NEXT_PUBLIC_GA_ID }: { nonce?: string; gaId?: string }) {
  return (
    <>
      <script
        id="consent-mode-default"
        nonce={nonce}
        // Browsers hide a script's nonce from the DOM after parsing, which React would report as a mismatch.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: consentModeBootstrap(gaId) }}
      />
      {gaId ? <Script id="gtag-js" src={gtagScriptUrl(gaId)} strategy="afterInteractive" nonce={nonce} /> : null}
      <ConsentSignals />
    </>
  )
}
