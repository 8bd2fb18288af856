import 'server-only'
import { env } from '@/lib/env'
import { defineEndpoint } from '@/lib/http/endpoint'
import { HttpError, httpErrors, jsonOk } from '@/lib/http/errors'
import { readTextBody } from '@/lib/http/request'
import { toIssues } from '@/lib/issues'
import { contentSource } from '@/sanity/content-source'
import { publishChange } from './publish'
import { handledWebhookDeliveries, IDEMPOTENCY_KEY_MAX_LENGTH, webhookDeliveriesInFlight } from './webhook-deliveries'
import { WEBHOOK_BODY_MAX_BYTES, webhookBodySchema, type WebhookBody } from './webhook-schema'
import { checkWebhookSignature } from './webhook-signature'

const WEBHOOK_API_PATH = '/api/revalidate'

/**
 * POST /api/revalidate — Sanity's GROQ-powered webhook (set up as the README's "Publishing and
 * previews" says). Verifies the `sanity-webhook-signature` header with SANITY_REVALIDATE_SECRET,
 * then publishes the changed document (./publish.ts) so the next request renders fresh content.
 *
 * 200 {revalidated: [tags]}; 200 {revalidated: [], alreadyHandled: true} for a redelivery of an
 * `idempotency-key` already handled (nothing is expired again); 401 missing or wrong signature,
 * or a timestamp more than 5 minutes from the server's clock (a replay); 400 body not JSON or
 * without _type/_id, or an idempotency key over 200 characters; 409 while a delivery with the
 * same key is still being handled (Sanity retries later); 413 body over 16 KB; 503 no
 * secret configured (every call refused, in every environment: an unsigned endpoint would let
 * anyone flush the cache); 405 other methods.
 */
export const webhookEndpoint = defineEndpoint(WEBHOOK_API_PATH, 'revalidate', {
  async POST(request) {
    const secret = env.SANITY_REVALIDATE_SECRET
    if (!secret) {
      console.error('[revalidate] refused: SANITY_REVALIDATE_SECRET is not set')
      throw new HttpError('not_configured', 'Revalidation is not configured on this server.')
    }
    const signatureHeader = request.header('sanity-webhook-signature')
    if (!signatureHeader) throw new HttpError('invalid_signature', 'Missing webhook signature.')
    const raw = await readTextBody(request, WEBHOOK_BODY_MAX_BYTES)

    const signature = checkWebhookSignature(raw, signatureHeader, secret)
    if (!signature.ok) {
      throw signature.reason === 'stale'
        ? new HttpError(
            'stale_signature',
            "Webhook timestamp is more than 5 minutes from the server's clock; refusing a possible replay.",
          )
        : new HttpError('invalid_signature', 'Invalid webhook signature.')
    }
    const deliveryKey = request.header('idempotency-key')?.trim() || undefined
    if (deliveryKey && deliveryKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new HttpError(
        'invalid_idempotency_key',
        `The idempotency-key header must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
      )
    }
    let payload: unknown
    try {
      payload = JSON.parse(raw)
    } catch {
      throw httpErrors.invalidJson()
    }
    const body = webhookBodySchema.safeParse(payload)
    if (!body.success) {
      throw httpErrors.validation(toIssues(body.error), 'The webhook body needs at least _type and _id.')
    }

    if (deliveryKey && (await handledWebhookDeliveries.has(deliveryKey))) {
      console.info(`[revalidate] ${body.data._type} ${body.data._id}: delivery ${deliveryKey} already handled`)
      return jsonOk({
        revalidated: [],
        alreadyHandled: true,
        message: 'This delivery (idempotency-key) was already handled; nothing was expired again.',
      })
    }
    if (deliveryKey && webhookDeliveriesInFlight.has(deliveryKey)) {
      throw new HttpError('delivery_in_progress', 'This delivery (idempotency-key) is being handled; try again later.')
    }
    if (deliveryKey) webhookDeliveriesInFlight.add(deliveryKey)
    try {
      return jsonOk({ revalidated: await handleDelivery(body.data, deliveryKey) })
    } finally {
      if (deliveryKey) webhookDeliveriesInFlight.delete(deliveryKey)
    }
  },
})

/** A valid, new delivery: published, then remembered as handled. Returns the tags expired. */
async function handleDelivery(change: WebhookBody, deliveryKey: string | undefined): Promise<string[]> {
  // A live dataset's API is eventually consistent: give it a moment so the re-render reads the
  // new version. The embedded dataset is read from disk and needs no wait. Only a valid,
  // new delivery gets here, so bad requests cannot hold the route open.
  if (contentSource.kind === 'sanity') await new Promise((resolve) => setTimeout(resolve, 3000))

  const tags = await publishChange(change)
  // Remembered only once handled: a delivery that failed above can be retried with its key.
  if (deliveryKey) await handledWebhookDeliveries.remember(deliveryKey)
  console.info(`[revalidate] ${change._type} ${change._id}: ${tags.join(', ') || '(nothing public changed)'}`)
  return tags
}
