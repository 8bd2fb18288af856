import 'server-only'
import { randomUUID } from 'node:crypto'
import { env } from '@/lib/env'
import { defineEndpoint } from '@/lib/http/endpoint'
import { httpErrors, jsonOk } from '@/lib/http/errors'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { assertSameOrigin, clientKey, readJsonBody } from '@/lib/http/request'
import { compileTrustedProxies } from '@/lib/http/visitor'
import { getRedis } from '@/lib/redis'
import { FEEDBACK_LIMITS, feedbackSchema, isHoneypotFilled, toIssues } from '@/features/feedback/schema'
import { getFeedbackStore } from '@/features/feedback/server'

// Per visitor; shared by every instance through Redis when REDIS_URL is set.
const limiter = createRateLimiter({ name: 'feedback', limit: env.FEEDBACK_RATE_LIMIT_PER_MINUTE, redis: getRedis() })
const trustProxy = compileTrustedProxies(env.TRUSTED_PROXIES)

/**
 * POST /api/feedback/send-feedback — stores a visitor's feedback.
 * 200 {success, id} once committed; 400 invalid JSON or fields (with issues); 403 cross-site;
 * 413 body over 16 KB; 429 over the per-minute limit (Retry-After); 405 other methods.
 */
export const feedbackEndpoint = defineEndpoint('/api/feedback/send-feedback', 'feedback', {
  async POST(request) {
    assertSameOrigin(request, env.SITE_URL)
    const limit = await limiter.hit(clientKey(request, trustProxy))
    if (!limit.allowed) throw httpErrors.rateLimited(limit.retryAfterSeconds)

    const body = await readJsonBody(request, FEEDBACK_LIMITS.bodyMaxBytes)
    // A bot filled the hidden field: answer as if accepted so it learns nothing, keep nothing.
    if (isHoneypotFilled(body)) return jsonOk({ id: randomUUID() })

    const parsed = feedbackSchema.safeParse(body)
    if (!parsed.success) throw httpErrors.validation(toIssues(parsed.error))

    const { id } = await getFeedbackStore().save(parsed.data)
    return jsonOk({ id })
  },
})
