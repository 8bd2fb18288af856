import 'server-only'
import { getDb } from '@/lib/db'
import { env } from '@/lib/env'
import { getRedis } from '@/lib/redis'
import { contentGeneration } from '@/features/publishing/content-signal'
import { contentSource } from '@/sanity/content-source'
import { CHAT_CONTENT_QUERY } from '@/sanity/queries'
import { createAnswerCache } from './answer/answer-cache'
import { phraseWithModel, type ModelConfig } from './answer/llm'
import { knowledgeFor, type Knowledge } from './answer/search'
import type { ChatContent, Passage } from './answer/types'
import type { ChatReply, ReplySource } from './links'
import { CHAT_HISTORY_MAX_TURNS, createChatSessions, createRedisChatSessions, type ChatHistory } from './sessions'

/**
 * The assistant reads content straight from the content source, not through Next's tag cache:
 * it also answers from the site server's API fast path, outside any Next request. A publish
 * reaches it through the revalidate webhook (`contentGeneration` changes, on every instance
 * when they share Redis; the next message re-reads the content); like the pages, it re-reads after CONTENT_REVALIDATE_SECONDS anyway,
 * the safety net for a missed webhook.
 */
let current: { knowledge: Knowledge; generation: string; checkedAt: number } | undefined
let pending: Promise<Knowledge> | undefined

async function fetchKnowledge(generation: string): Promise<Knowledge> {
  try {
    const content = await contentSource.fetch<ChatContent>(CHAT_CONTENT_QUERY)
    // knowledgeFor keeps the current index when the content did not change.
    const knowledge = knowledgeFor(content)
    current = { knowledge, generation, checkedAt: Date.now() }
    return knowledge
  } catch (error) {
    // The content source is down: keep answering from the last content we had, if any.
    if (!current) throw error
    console.error('[chat] could not refresh the content, answering from the last version', error)
    current = { ...current, generation, checkedAt: Date.now() }
    return current.knowledge
  }
}

/** The assistant's knowledge of the published content. Concurrent requests share one fetch. */
export async function getChatKnowledge(): Promise<Knowledge> {
  const generation = await contentGeneration()
  if (
    current &&
    current.generation === generation &&
    Date.now() - current.checkedAt < env.CONTENT_REVALIDATE_SECONDS * 1000
  ) {
    return current.knowledge
  }
  pending ??= fetchKnowledge(generation).finally(() => {
    pending = undefined
  })
  return pending
}

// Shared by every instance through Redis when REDIS_URL is set; else this host's SQLite store.
const redis = getRedis()
const sessions: ChatHistory = redis ? createRedisChatSessions(redis) : createChatSessions(getDb)
const answerMessage = createAnswerCache()

const modelConfig: ModelConfig | undefined =
  env.CHAT_LLM_BASE_URL && env.CHAT_LLM_MODEL
    ? {
        baseURL: env.CHAT_LLM_BASE_URL,
        model: env.CHAT_LLM_MODEL,
        apiKey: env.CHAT_LLM_API_KEY,
        timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
      }
    : undefined

/** The pages of an answer's passages, best first, each once. */
function pagesOf(passages: readonly Passage[]): ReplySource[] {
  const pages = new Map<string, ReplySource>()
  for (const { title, url } of passages) if (!pages.has(url)) pages.set(url, { title, url })
  return [...pages.values()]
}

/** Answers one message of a session and remembers the exchange for follow-ups. */
export async function replyToMessage({
  message,
  sessionId,
}: {
  message: string
  sessionId: string
}): Promise<ChatReply> {
  const knowledge = await getChatKnowledge()
  // The grounded engine builds on the previous exchange only; a model sees the whole history.
  const history = await sessions.recent(sessionId, modelConfig ? CHAT_HISTORY_MAX_TURNS : 1)
  const answer = answerMessage(knowledge, { message, history })
  const phrased = modelConfig
    ? await phraseWithModel(modelConfig, { question: message, answer, settings: knowledge.settings, history })
    : null
  // The grounded answer is what follow-ups build on ("tell me more" continues its passage).
  await sessions.record(sessionId, { message, reply: answer.text, topic: answer.topic })
  return { text: phrased ?? answer.text, sources: pagesOf(answer.sources) }
}

/** Commits chat turns still waiting for their batch (before shutdown). */
export function flushChatSessions(): void {
  sessions.flush()
}
