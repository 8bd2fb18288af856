import 'server-only'
import { randomUUID } from 'node:crypto'
import { env } from '@/lib/env'
import { defineEndpoint } from '@/lib/http/endpoint'
import { httpErrors, jsonOk } from '@/lib/http/errors'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { assertSameOrigin, clientKey, readJsonBody } from '@/lib/http/request'
import { compileTrustedProxies } from '@/lib/http/visitor'
import { getRedis } from '@/lib/redis'
import { feedbackSchema, isHoneypotFilled, toIssues } from '@/features/feedback/schema'
import { FEEDBACK_API_PATH, FEEDBACK_LIMITS } from '@/features/feedback/constants'
import { getFeedbackStore } from '@/features/feedback/configured-store'
import { judgeFeedback, repeatKey } from '@/features/feedback/spam'
import { createMemoryRecentKeys, type RecentKeys } from '@/lib/recent-keys'

// Per visitor; shared by every instance through Redis when REDIS_URL is set.
const limiter = createRateLimiter({ name: 'feedback', limit: env.FEEDBACK_RATE_LIMIT_PER_MINUTE, redis: getRedis() })
const trustProxy = compileTrustedProxies(env.TRUSTED_PROXIES)
// Hashes of the messages received in the last day, for the "same message again" signal.
const recentMessages: RecentKeys = createMemoryRecentKeys({ ttlMs: 24 * 60 * 60 * 1000, maxKeys: 20_000 })

/**
 * POST /api/feedback/send-feedback — stores a visitor's feedback.
 * 200 {success, id} once committed; 400 invalid JSON or fields (with issues); 403 cross-site;
 * 413 body over 16 KB; 429 over the per-minute limit (Retry-After); 405 other methods.
 * Spam (honeypot, a form sent faster than a person can, the same text again, mostly links:
 * features/feedback/spam.ts) is stored flagged and answered exactly like real feedback.
 */
export const feedbackEndpoint = defineEndpoint(FEEDBACK_API_PATH, 'feedback', {
  async POST(request) {
    assertSameOrigin(request, env.SITE_URL)
    const limit = await limiter.hit(clientKey(request, trustProxy))
    if (!limit.allowed) throw httpErrors.rateLimited(limit.retryAfterSeconds)

    const body = await readJsonBody(request, FEEDBACK_LIMITS.bodyMaxBytes)
    const honeypotFilled = isHoneypotFilled(body)
    const parsed = feedbackSchema.safeParse(body)
    if (!parsed.success) {
      // A bot filled the hidden field and sent something unstorable: answer as if accepted so
      // it learns nothing.
      if (honeypotFilled) return jsonOk({ id: randomUUID() })
      throw httpErrors.validation(toIssues(parsed.error))
    }

    const { message, formOpenMs } = parsed.data
    const key = repeatKey(message)
    const timesSeenBefore = key ? (await recentMessages.remember(key)) - 1 : 0
    const verdict = judgeFeedback({ honeypotFilled, formOpenMs, message, timesSeenBefore })
    const { id } = await getFeedbackStore().save(parsed.data, verdict)
    if (verdict.spam) console.info(`[feedback] ${id} stored as spam (${verdict.signals.join(', ')})`)
    return jsonOk({ id })
  },
})
