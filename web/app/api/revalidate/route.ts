import { revalidateTag } from 'next/cache'
import { env } from '@/lib/env'
import { HttpError } from '@/lib/http/errors'
import { readTextBody } from '@/lib/http/request'
import { markContentChanged } from '@/features/publishing/content-signal'
import { contentSource } from '@/sanity/content-source'
import { tagsForChange } from '@/features/publishing/revalidate-tags'
import {
  handledWebhookDeliveries,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  webhookDeliveriesInFlight,
} from '@/features/publishing/webhook-deliveries'
import { checkWebhookSignature } from '@/features/publishing/webhook-signature'
import { WEBHOOK_BODY_MAX_BYTES, webhookBodySchema, type WebhookBody } from '@/features/publishing/webhook-schema'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

function fail(status: number, code: string, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, code, ...extra }, { status, headers: NO_STORE })
}

/**
 * POST /api/revalidate — Sanity's GROQ-powered webhook (set up as the README's "Publishing and
 * previews" says). Verifies the `sanity-webhook-signature` header with SANITY_REVALIDATE_SECRET,
 * then expires the cache tags of the changed document so the next request renders fresh
 * content (`expire: 0`: nobody is served the old page once the call returns).
 *
 * 200 {revalidated: [tags]}; 200 {revalidated: [], alreadyHandled: true} for a redelivery of an
 * `idempotency-key` already handled (nothing is expired again); 401 missing or wrong signature,
 * or a timestamp more than 5 minutes from the server's clock (a replay); 400 body not JSON or
 * without _type/_id, or an idempotency key over 200 characters; 409 while a delivery with the
 * same key is still being handled (Sanity retries later); 413 body over 16 KB; 503 no
 * secret configured (every call refused, in every environment: an unsigned endpoint would let
 * anyone flush the cache).
 */
export async function POST(request: Request): Promise<Response> {
  const secret = env.SANITY_REVALIDATE_SECRET
  if (!secret) {
    console.error('[revalidate] refused: SANITY_REVALIDATE_SECRET is not set')
    return fail(503, 'not_configured', 'Revalidation is not configured on this server.')
  }
  if (!request.headers.get('sanity-webhook-signature')) {
    return fail(401, 'invalid_signature', 'Missing webhook signature.')
  }
  let raw: string
  try {
    raw = await readTextBody(request, WEBHOOK_BODY_MAX_BYTES)
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      return fail(413, 'payload_too_large', `Request body is larger than ${WEBHOOK_BODY_MAX_BYTES} bytes.`)
    }
    throw error
  }

  const signature = checkWebhookSignature(raw, request.headers.get('sanity-webhook-signature'), secret)
  if (!signature.ok) {
    return signature.reason === 'stale'
      ? fail(
          401,
          'stale_signature',
          "Webhook timestamp is more than 5 minutes from the server's clock; refusing a possible replay.",
        )
      : fail(401, 'invalid_signature', 'Invalid webhook signature.')
  }
  const deliveryKey = request.headers.get('idempotency-key')?.trim() || undefined
  if (deliveryKey && deliveryKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    return fail(
      400,
      'invalid_idempotency_key',
      `The idempotency-key header must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    )
  }
  let payload: unknown
  try {
    payload = JSON.parse(raw)
  } catch {
    return fail(400, 'invalid_json', 'Request body must be valid JSON.')
  }
  const body = webhookBodySchema.safeParse(payload)
  if (!body.success) {
    const issues = body.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    return fail(400, 'validation_failed', 'The webhook body needs at least _type and _id.', { issues })
  }
  if (deliveryKey && (await handledWebhookDeliveries.has(deliveryKey))) {
    console.info(`[revalidate] ${body.data._type} ${body.data._id}: delivery ${deliveryKey} already handled`)
    return Response.json(
      {
        revalidated: [],
        alreadyHandled: true,
        message: 'This delivery (idempotency-key) was already handled; nothing was expired again.',
      },
      { headers: NO_STORE },
    )
  }
  if (deliveryKey && webhookDeliveriesInFlight.has(deliveryKey)) {
    return fail(409, 'delivery_in_progress', 'This delivery (idempotency-key) is being handled; try again later.')
  }
  if (deliveryKey) webhookDeliveriesInFlight.add(deliveryKey)
  try {
    return await handleChange(body.data, deliveryKey)
  } finally {
    if (deliveryKey) webhookDeliveriesInFlight.delete(deliveryKey)
  }
}

async function handleChange(change: WebhookBody, deliveryKey: string | undefined): Promise<Response> {
  // A live dataset's API is eventually consistent: give it a moment so the re-render reads the
  // new version. The embedded dataset is read from disk and needs no wait. Only a valid,
  // new delivery gets here, so bad requests cannot hold the route open.
  if (contentSource.kind === 'sanity') await new Promise((resolve) => setTimeout(resolve, 3000))

  const tags = tagsForChange(change)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  // The chat assistant's index is not in Next's cache: tell it (on every instance, through
  // Redis when shared) to re-read the content.
  if (tags.length > 0) await markContentChanged()
  // Remembered only once handled: a delivery that failed above can be retried with its key.
  if (deliveryKey) await handledWebhookDeliveries.remember(deliveryKey)
  console.info(`[revalidate] ${change._type} ${change._id}: ${tags.join(', ') || '(nothing public changed)'}`)
  return Response.json({ revalidated: tags }, { headers: NO_STORE })
}

function methodNotAllowed(): Response {
  return Response.json(
    { error: 'Method not allowed. Use POST.', code: 'method_not_allowed' },
    { status: 405, headers: { ...NO_STORE, Allow: 'POST' } },
  )
}

export const GET = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
