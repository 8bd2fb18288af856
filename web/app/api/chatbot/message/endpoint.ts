import 'server-only'
import { replyToMessage } from '@/features/chat/server'
import { CHAT_BODY_MAX_BYTES } from '@/features/chat/constants'
import { replyMarkup } from '@/features/chat/links'
import { env } from '@/lib/env'
import { defineEndpoint } from '@/lib/http/endpoint'
import { httpErrors, jsonOk } from '@/lib/http/errors'
import { createRateLimiter } from '@/lib/http/rate-limit'
import { assertSameOrigin, clientKey, readJsonBody } from '@/lib/http/request'
import { chatMessageSchema, toIssues } from './schema'

// Two budgets: one per chat session, one per client address (a client can open many sessions).
const perSession = createRateLimiter({ limit: env.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 })
const perClient = createRateLimiter({ limit: env.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 })

/**
 * POST /api/chatbot/message — the chat assistant.
 * Body {message, sessionId}: message 1-500 characters after trimming, sessionId a UUID.
 * 200 {reply, sources}: the reply with its link, and the pages it comes from ({title, url}); 400 invalid JSON or fields {error, issues}; 403 cross-site; 413 body over 8 KB;
 * 429 over CHAT_RATE_LIMIT_PER_MINUTE per session or per client (Retry-After); 405 other methods.
 */
export const chatEndpoint = defineEndpoint('/api/chatbot/message', 'chat', {
  async POST(request) {
    assertSameOrigin(request, env.SITE_URL)
    const client = perClient.hit(clientKey(request))
    if (!client.allowed) throw httpErrors.rateLimited(client.retryAfterSeconds)

    const body = await readJsonBody(request, CHAT_BODY_MAX_BYTES)
    const parsed = chatMessageSchema.safeParse(body)
    if (!parsed.success) throw httpErrors.validation(toIssues(parsed.error))

    const session = perSession.hit(parsed.data.sessionId)
    if (!session.allowed) throw httpErrors.rateLimited(session.retryAfterSeconds)

    const answer = await replyToMessage(parsed.data)
    return jsonOk({ reply: replyMarkup(answer), sources: answer.sources })
  },
})
