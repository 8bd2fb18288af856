import { answerMessage } from '../answer/engine'
import type { Knowledge } from '../answer/search'
import { containsFigure } from '../answer/text'
import type { AnswerKind } from '../answer/types'
import { roundOf, type SetQuestion } from '../questions/sets'

/**
 * Scores the assistant on a set of questions (the halves of `../questions/sets.ts`): retrieval
 * hit@1 and hit@3 (is the page that should answer among the first 1 or 3 passages the reply is
 * grounded on), the share of replies that contain the required figure exactly, and whether
 * questions the site cannot answer get an honest "I don't know".
 */

interface EvalResult {
  id: string
  question: string
  expected: string | null
  kind: AnswerKind
  urls: string[]
  hit1: boolean
  hit3: boolean
  /** null when the question has no required figure. */
  figureOk: boolean | null
  reply: string
}

export interface EvalReport {
  answerable: number
  hit1: number
  hit3: number
  figures: { total: number; ok: number }
  unanswerable: { total: number; honest: number }
  results: EvalResult[]
}

export const TARGETS = { hit1: 0.85, hit3: 0.95, figures: 1 } as const

/**
 * `crossValidate` (for the tuning half, which the assistant learns from: `knowledge.known`):
 * each question is answered by an assistant that has not learned from its round's questions,
 * as the held-out half is answered by one that has learned from none of them.
 */
export function evaluate(
  knowledge: Knowledge,
  set: readonly SetQuestion[],
  { crossValidate = false } = {},
): EvalReport {
  const withoutRound = new Map<string, Knowledge>()
  const answering = (item: SetQuestion): Knowledge => {
    if (!crossValidate) return knowledge
    const round = roundOf(item)
    if (!withoutRound.has(round)) withoutRound.set(round, { ...knowledge, known: knowledge.known.withoutRound(round) })
    return withoutRound.get(round)!
  }
  const results = set.map((item): EvalResult => {
    const answer = answerMessage(answering(item), { message: item.question })
    const urls = answer.sources.map((passage) => passage.url)
    const accepted = new Set([item.expected, ...(item.also ?? [])].filter((url): url is string => url !== null))
    const hitWithin = (k: number) => urls.slice(0, k).some((url) => accepted.has(url))
    return {
      id: item.id,
      question: item.question,
      expected: item.expected,
      kind: answer.kind,
      urls,
      hit1: item.expected === null ? answer.kind === 'unknown' : hitWithin(1),
      hit3: item.expected === null ? answer.kind === 'unknown' : hitWithin(3),
      figureOk: item.figure === undefined ? null : containsFigure(answer.text, item.figure),
      reply: answer.text,
    }
  })
  const answerable = results.filter((result) => result.expected !== null)
  const unanswerable = results.filter((result) => result.expected === null)
  const withFigure = results.filter((result) => result.figureOk !== null)
  return {
    answerable: answerable.length,
    hit1: answerable.filter((result) => result.hit1).length / (answerable.length || 1),
    hit3: answerable.filter((result) => result.hit3).length / (answerable.length || 1),
    figures: { total: withFigure.length, ok: withFigure.filter((result) => result.figureOk).length },
    unanswerable: {
      total: unanswerable.length,
      honest: unanswerable.filter((result) => result.kind === 'unknown').length,
    },
    results,
  }
}

/** The targets, measured on the held-out half: hit@1, hit@3 and every figure. */
export function meetsTargets(report: EvalReport): boolean {
  return (
    report.hit1 >= TARGETS.hit1 &&
    report.hit3 >= TARGETS.hit3 &&
    report.figures.ok === report.figures.total * TARGETS.figures
  )
}
