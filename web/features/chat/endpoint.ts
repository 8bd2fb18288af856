import 'server-only'
import { replyToMessage } from '@/features/chat/assistant'
import { CHAT_API_PATH, CHAT_BODY_MAX_BYTES } from '@/features/chat/constants'
import { replyMarkup } from '@/features/chat/links'
import { env } from '@/lib/env'
import { defineEndpoint } from '@/lib/http/endpoint'
import { httpErrors, jsonOk } from '@/lib/http/errors'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { assertSameOrigin, clientKey, readJsonBody } from '@/lib/http/request'
import { compileTrustedProxies } from '@/lib/http/visitor'
import { getRedis } from '@/lib/redis'
import { toIssues } from '@/lib/issues'
import { chatMessageSchema } from './schema'

// Two budgets: one per chat session, one per visitor (a visitor can open many sessions);
// shared by every instance through Redis when REDIS_URL is set.
const perSession = createRateLimiter({ name: 'chat-session', limit: env.CHAT_RATE_LIMIT_PER_MINUTE, redis: getRedis() })
const perClient = createRateLimiter({ name: 'chat-visitor', limit: env.CHAT_RATE_LIMIT_PER_MINUTE, redis: getRedis() })
const trustProxy = compileTrustedProxies(env.TRUSTED_PROXIES)

/**
 * POST /api/chatbot/message — the chat assistant.
 * Body {message, sessionId}: message 1-500 characters after trimming, sessionId an opaque client-made id (8-128 of A-Z a-z 0-9 _ . : -).
 * 200 {reply, sources}: the reply with its link, and the pages it comes from ({title, url});
 * 400 invalid JSON or fields {error, issues}; 403 cross-site; 413 body over 8 KB;
 * 429 over CHAT_RATE_LIMIT_PER_MINUTE per session or per visitor (Retry-After); 405 other methods.
 */
export const chatEndpoint = defineEndpoint(CHAT_API_PATH, 'chat', {
  async POST(request) {
    assertSameOrigin(request, env.SITE_URL)
    const client = await perClient.hit(clientKey(request, trustProxy))
    if (!client.allowed) throw httpErrors.rateLimited(client.retryAfterSeconds)

    const body = await readJsonBody(request, CHAT_BODY_MAX_BYTES)
    const parsed = chatMessageSchema.safeParse(body)
    if (!parsed.success) throw httpErrors.validation(toIssues(parsed.error))

    const session = await perSession.hit(parsed.data.sessionId)
    if (!session.allowed) throw httpErrors.rateLimited(session.retryAfterSeconds)

    const answer = await replyToMessage(parsed.data)
    return jsonOk({ reply: replyMarkup(answer), sources: answer.sources })
  },
})
