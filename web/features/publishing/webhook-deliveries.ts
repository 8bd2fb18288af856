import 'server-only'
import { createMemoryRecentKeys, createSharedRecentKeys, type RecentKeys } from '@/lib/recent-keys'
import { getRedis } from '@/lib/redis'

/**
 * The `idempotency-key`s of webhook deliveries already handled. Sanity retries a delivery it
 * saw fail (or time out) with the same key, for up to a day or so; a key remembered for 24 h
 * makes such a redelivery a no-op. With REDIS_URL the keys are shared
 * (`assessa:webhook-delivery:<key>`), so a redelivery landing on another instance is recognised
 * too; Redis unreachable: each instance's own memory.
 */
const TTL_MS = 24 * 60 * 60 * 1000
// A few hundred bytes each: bounded at a few MB even under a flood of signed deliveries.
const MAX_KEYS = 10_000
const redis = getRedis()
export const handledWebhookDeliveries: RecentKeys = redis
  ? createSharedRecentKeys({ redis, prefix: 'assessa:webhook-delivery:', ttlMs: TTL_MS, maxKeys: MAX_KEYS })
  : createMemoryRecentKeys({ ttlMs: TTL_MS, maxKeys: MAX_KEYS })

/** Longest idempotency key accepted (Sanity's are short ids). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200

/**
 * Keys being handled right now by this instance: a redelivery that arrives meanwhile (Sanity
 * mode waits 3 s before expiring tags) is answered 409, so Sanity tries again later and the
 * first attempt's outcome decides whether the work is done.
 */
export const webhookDeliveriesInFlight = new Set<string>()
