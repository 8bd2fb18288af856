import 'server-only'
import { getDb } from '@/lib/db'
import { env } from '@/lib/env'
import { sanityFetch } from '@/sanity/fetch'
import { CHAT_CONTENT_QUERY } from '@/sanity/queries'
import { tag } from '@/sanity/tags'
import { answerMessage } from './answer/engine'
import { phraseWithModel, type ModelConfig } from './answer/llm'
import { knowledgeFor, type Knowledge } from './answer/search'
import type { AnswerKind } from './answer/types'
import { createChatSessions } from './sessions'

/** Every document type CHAT_CONTENT_QUERY reads: a publish of any of them refreshes the assistant. */
export const CHAT_CONTENT_TAGS = [
  'siteSettings',
  'plan',
  'pricingPage',
  'faqHub',
  'faqTopic',
  'tutorialOverview',
  'tutorialStep',
  'blogPost',
  'legalPage',
  'homePage',
  'aboutPage',
].map(tag.type)

/**
 * How long one fetched content result serves answers before the cache is asked again. Each
 * read of the cached result parses ~400 KB of JSON and hashes it (a few ms); under load that
 * would dominate every reply. A publish therefore reaches the assistant at most this much
 * later than the pages.
 */
export const CONTENT_RECHECK_MS = 1000

let current: { knowledge: Knowledge; checkedAt: number } | undefined
let pending: Promise<Knowledge> | undefined

async function fetchKnowledge(): Promise<Knowledge> {
  try {
    const content = await sanityFetch({
      query: CHAT_CONTENT_QUERY,
      tags: CHAT_CONTENT_TAGS,
      draft: false,
      stega: false,
    })
    const knowledge = knowledgeFor(content)
    current = { knowledge, checkedAt: Date.now() }
    return knowledge
  } catch (error) {
    // The content source is down: keep answering from the last content we had, if any.
    if (!current) throw error
    console.error('[chat] could not refresh the content, answering from the last version', error)
    current = { ...current, checkedAt: Date.now() }
    return current.knowledge
  }
}

/**
 * The assistant's knowledge for the published content. The fetch is cached under the tags
 * above; when a webhook revalidates them the next fetch returns changed content, its hash
 * differs, and the index is rebuilt (knowledgeFor). Concurrent requests share one fetch.
 */
export async function getChatKnowledge(): Promise<Knowledge> {
  if (current && Date.now() - current.checkedAt < CONTENT_RECHECK_MS) return current.knowledge
  pending ??= fetchKnowledge().finally(() => {
    pending = undefined
  })
  return pending
}

const sessions = createChatSessions(getDb)

const modelConfig: ModelConfig | undefined =
  env.CHAT_LLM_BASE_URL && env.CHAT_LLM_MODEL
    ? {
        baseURL: env.CHAT_LLM_BASE_URL,
        model: env.CHAT_LLM_MODEL,
        apiKey: env.CHAT_LLM_API_KEY,
        timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
      }
    : undefined

export interface ChatReply {
  reply: string
  kind: AnswerKind
  /** Whether a model phrased the reply (false: the grounded answer). */
  phrased: boolean
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
  const history = sessions.recent(sessionId)
  const answer = answerMessage(knowledge, { message, history })
  const phrased = modelConfig
    ? await phraseWithModel(modelConfig, { question: message, answer, settings: knowledge.settings, history })
    : null
  // The grounded reply is what follow-ups build on ("tell me more" continues its passage).
  sessions.record(sessionId, { message, reply: answer.reply, topic: answer.topic })
  return { reply: phrased ?? answer.reply, kind: answer.kind, phrased: phrased !== null }
}
