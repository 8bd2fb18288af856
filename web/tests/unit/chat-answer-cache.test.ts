import { describe, expect, it } from 'vitest'
import { createAnswerCache } from '@/features/chat/answer/answer-cache'
import { answerMessage } from '@/features/chat/answer/engine'
import { buildKnowledge } from '@/features/chat/answer/search'
import type { Turn } from '@/features/chat/answer/types'
import { seen, seedKnowledgeBeforeAll } from './chat-seed'

/** Repeated questions are answered from memory, but never with an answer meant for another context. */

const seed = seedKnowledgeBeforeAll()

const after = (message: string): Turn[] => {
  const answer = answerMessage(seed.knowledge, { message })
  return [{ message, reply: answer.text, topic: answer.topic }]
}

describe('answer cache', () => {
  it('answers a repeated question with the same answer as the engine, computed once', () => {
    const answer = createAnswerCache()
    const first = answer(seed.knowledge, { message: 'do students need accounts?' })
    expect(first).toEqual(answerMessage(seed.knowledge, { message: 'do students need accounts?' }))
    expect(answer(seed.knowledge, { message: 'do students need accounts?' })).toBe(first)
  })

  it('keeps follow-ups apart by what came before', () => {
    const answer = createAnswerCache()
    const afterFree = answer(seed.knowledge, {
      message: 'and on Pro?',
      history: after('how many classes on the free plan?'),
    })
    const afterPdf = answer(seed.knowledge, {
      message: 'and on Pro?',
      history: after('How many AI requests do I get each month with the free plan?'),
    })
    expect(seen(afterFree)).toContain('The Pro plan includes 50 classes.')
    expect(seen(afterPdf)).not.toBe(seen(afterFree))
    expect(seen(answer(seed.knowledge, { message: 'and on Pro?' }))).not.toBe(seen(afterFree))
  })

  it('starts over when the content changes', () => {
    const answer = createAnswerCache()
    const before = answer(seed.knowledge, { message: 'how many classes on the free plan?' })
    const edited = structuredClone(seed.content)
    for (const plan of edited.plans) if (plan.planType === 'free') plan.limits.classes = 2
    const republished = buildKnowledge(edited)
    const now = answer(republished, { message: 'how many classes on the free plan?' })
    expect(seen(before)).toContain('1 class')
    expect(seen(now)).toContain('The Free plan includes 2 classes.')
  })

  it('holds at most its size, forgetting the least recently used answer', () => {
    const answer = createAnswerCache(2)
    const a = answer(seed.knowledge, { message: 'do students need accounts?' })
    const b = answer(seed.knowledge, { message: 'how do I cancel?' })
    expect(answer(seed.knowledge, { message: 'do students need accounts?' })).toBe(a)
    const pdf = answer(seed.knowledge, { message: 'can I upload a PDF to train the AI?' })
    // "how do I cancel?" was the least recently used: computed again, an equal but new object.
    const again = answer(seed.knowledge, { message: 'how do I cancel?' })
    expect(again).not.toBe(b)
    expect(again).toEqual(b)
    expect(answer(seed.knowledge, { message: 'can I upload a PDF to train the AI?' })).toBe(pdf)
  })
})
