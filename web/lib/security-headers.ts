/**
 * The security headers of every response, in one place. next.config.ts applies them to what
 * Next serves (so `pnpm start` and plain `next start` send the same), the site server (server/)
 * to the answers it writes itself. A page's script policy, with the hashes of its inline
 * scripts, is stored with the page when its HTML is written (server/page-script-policy.mjs).
 * Only a relative import: next.config.ts loads this file before anything else exists.
 */
import { scriptSrc } from '../server/page-script-policy.mjs'

/** HSTS only matters over HTTPS; browsers ignore it on plain HTTP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
}

/** Nobody may frame the site... */
const FRAMING_DENIED = "frame-ancestors 'none'"

/** ...except the Studio's Presentation tool while an editor previews drafts. */
export function framingForStudio(studioUrl: string | undefined): string {
  const studioOrigin = studioUrl ? new URL(studioUrl).origin : undefined
  return `frame-ancestors 'self'${studioOrigin ? ` ${studioOrigin}` : ''}`
}

/** On every response: no plugins, no <base> hijacking, forms post to the site only. */
const DOCUMENT_RULES = "object-src 'none'; base-uri 'self'; form-action 'self'"

/**
 * The policy every page is sent with, beside its own script policy (a second
 * Content-Security-Policy header; a browser enforces both). It must not hold a `script-src`:
 * two script policies would allow only what both allow, and the page's hashes would be refused.
 */
export function documentPolicy(framing: string = FRAMING_DENIED): string {
  return `${framing}; ${DOCUMENT_RULES}`
}

/**
 * Responses that are not a page loaded by a browser (assets, images, feeds, RSC data): the
 * same rules, and no inline script at all.
 */
export function nonDocumentPolicy(framing: string = FRAMING_DENIED): string {
  return `${documentPolicy(framing)}; ${scriptSrc()}`
}

/** API answers are data, never documents: nothing may run, load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
