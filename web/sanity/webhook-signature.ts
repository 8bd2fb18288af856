import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Verifies Sanity's `sanity-webhook-signature` header (`t=<timestamp>,v1=<base64url HMAC-SHA256
 * of "<timestamp>.<body>">`) in constant time, so the comparison leaks nothing about the secret.
 * (next-sanity's parseBody compares with ===, hence our own check.)
 */
export function isValidWebhookSignature(body: string, header: string | null, secret: string): boolean {
  if (!header) return false
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const index = part.indexOf('=')
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()]
    }),
  )
  const timestamp = parts.t
  const signature = parts.v1
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url'))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
