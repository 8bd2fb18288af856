/**
 * The security headers of every response, in one place: next.config.ts applies them to what
 * Next serves, the site server (server/) to its own API answers and adds the script policy.
 * No imports: next.config.ts loads this file before anything else exists.
 */

/** HSTS only matters over HTTPS; browsers ignore it on plain HTTP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
}

/** Nobody may frame the site... */
export const FRAMING_DENIED = "frame-ancestors 'none'"

/** ...except the Studio's Presentation tool while an editor previews drafts. */
export function framingForStudio(studioUrl: string | undefined): string {
  const studioOrigin = studioUrl ? new URL(studioUrl).origin : undefined
  return `frame-ancestors 'self'${studioOrigin ? ` ${studioOrigin}` : ''}`
}

/** Where Google's tag is loaded from when NEXT_PUBLIC_GA_ID is set. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The script policy: scripts from the site itself, inline scripts only when their exact text
 * was in the page we served (a `sha256-…` hash each), no plugins, no <base> hijacking, forms
 * post to the site only. No 'unsafe-inline', no 'unsafe-eval'.
 */
export function scriptPolicy({
  inlineScriptHashes = [],
  allowGoogleTag = false,
}: {
  inlineScriptHashes?: readonly string[]
  allowGoogleTag?: boolean
} = {}): string {
  const sources = ["'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)]
  if (allowGoogleTag) sources.push(GOOGLE_TAG_ORIGIN)
  return [`script-src ${sources.join(' ')}`, "object-src 'none'", "base-uri 'self'", "form-action 'self'"].join('; ')
}

/** API answers are data, never documents: nothing may run, load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
