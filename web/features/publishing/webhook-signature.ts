import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far a signature's timestamp may be from the server's clock, either way. */
const WEBHOOK_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000

export type WebhookSignatureCheck = { ok: true } | { ok: false; reason: 'invalid' | 'stale' }

/**
 * Verifies Sanity's `sanity-webhook-signature` header (`t=<timestamp>,v1=<base64url HMAC-SHA256
 * of "<timestamp>.<body>">`) in constant time, so the comparison leaks nothing about the secret.
 * (next-sanity's parseBody compares with ===, hence our own check.)
 *
 * The timestamp is in milliseconds, as `@sanity/webhook` writes and checks it. A correct
 * signature whose timestamp is more than WEBHOOK_MAX_CLOCK_SKEW_MS from `now` is `stale`: a
 * delivery someone recorded and replays later (or a sender whose clock is badly wrong).
 */
export function checkWebhookSignature(
  body: string,
  header: string | null,
  secret: string,
  now = Date.now(),
): WebhookSignatureCheck {
  if (!header) return { ok: false, reason: 'invalid' }
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const index = part.indexOf('=')
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()]
    }),
  )
  const timestamp = parts.t
  const signature = parts.v1
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return { ok: false, reason: 'invalid' }
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  // Checked only once the signature holds, so the answer says nothing to someone without the secret.
  if (Math.abs(now - Number(timestamp)) > WEBHOOK_MAX_CLOCK_SKEW_MS) return { ok: false, reason: 'stale' }
  return { ok: true }
}
