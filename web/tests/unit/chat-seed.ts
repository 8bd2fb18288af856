import { beforeAll } from 'vitest'
import { buildKnowledge, type Knowledge } from '@/features/chat/answer/search'
import type { Answer, ChatContent } from '@/features/chat/answer/types'
import { loadSeedContent } from '@/features/chat/eval/load'
import { replyMarkup } from '@/features/chat/links'

/** The reply as the visitor sees it: the answer's text and the link to its page. */
export const seen = (answer: Answer) => replyMarkup(answer)

/**
 * The seed content and the assistant's knowledge built from it, loaded once before the
 * calling test file runs. The fields are set by then: read them inside tests only.
 */
export function seedKnowledgeBeforeAll(): { content: ChatContent; knowledge: Knowledge } {
  const seed = {} as { content: ChatContent; knowledge: Knowledge }
  beforeAll(async () => {
    seed.content = await loadSeedContent()
    seed.knowledge = buildKnowledge(seed.content)
  })
  return seed
}
