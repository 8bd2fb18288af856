import { createHmac } from 'node:crypto'

/** The header Sanity signs webhooks in (what next-sanity's parseBody reads). */
export const SIGNATURE_HEADER = 'sanity-webhook-signature'

/**
 * The `sanity-webhook-signature` value for a body, in the format of `@sanity/webhook`
 * (`encodeSignatureHeader`), which the scripts package cannot import (it is only a dependency
 * of next-sanity): `t=<timestamp ms>,v1=<base64url HMAC-SHA256 of "<timestamp>.<body>">`.
 * web/tests/unit/revalidate-route.test.ts checks it against next-sanity's parseBody.
 */
export function signatureHeader(body: string, secret: string, timestamp = Date.now()): string {
  if (!secret) throw new Error('A webhook secret is required to sign')
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return `t=${timestamp},v1=${digest}`
}
