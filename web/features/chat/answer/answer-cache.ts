import { answerMessage, type EngineInput } from './engine'
import type { Knowledge } from './search'
import type { Answer } from './types'

/**
 * Remembers recent answers. An answer depends only on the knowledge, the message and the
 * session's previous exchange (its topic: "and on Pro?", "tell me more"),
 * and visitors ask the same few dozen questions over and over: a repeat costs a map lookup
 * instead of a full-text search (~0.4 ms of CPU). Least recently used entries go first; a
 * new knowledge (a publish) starts an empty cache. Returned answers are shared: read only.
 */
export function createAnswerCache(maxEntries = 5000) {
  if (!Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error(`maxEntries must be a positive integer, got ${maxEntries}`)
  let cachedFor: Knowledge | undefined
  const entries = new Map<string, Answer>()

  return function answer(knowledge: Knowledge, input: EngineInput): Answer {
    if (knowledge !== cachedFor) {
      entries.clear()
      cachedFor = knowledge
    }
    const key = JSON.stringify([input.message, input.history?.at(-1)?.topic ?? null])
    const hit = entries.get(key)
    if (hit) {
      // Move to the back: Map keeps insertion order, so the front is the least recently used.
      entries.delete(key)
      entries.set(key, hit)
      return hit
    }
    const fresh = answerMessage(knowledge, input)
    entries.set(key, fresh)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
    return fresh
  }
}
