import { createHash } from 'node:crypto'
import { answerMessage } from '../answer/engine'
import type { Knowledge } from '../answer/search'
import type { AnswerKind } from '../answer/types'
import siteData from './questions.json'
import earlierHeldOutVisitorData from './earlier-held-out-visitor-questions.json'
import heldOutVisitorData from './held-out-visitor-questions.json'
import secondHeldOutVisitorData from './second-held-out-visitor-questions.json'
import thirdHeldOutVisitorData from './third-held-out-visitor-questions.json'
import fourthHeldOutVisitorData from './fourth-held-out-visitor-questions.json'
import fifthHeldOutVisitorData from './fifth-held-out-visitor-questions.json'
import sixthHeldOutVisitorData from './sixth-held-out-visitor-questions.json'
import seventhHeldOutVisitorData from './seventh-held-out-visitor-questions.json'
import eighthHeldOutVisitorData from './eighth-held-out-visitor-questions.json'
import moreVisitorData from './more-visitor-questions.json'
import visitorData from './visitor-questions.json'

/**
 * Scores the assistant on the evaluation set: retrieval hit@1 and hit@3 (is the page that
 * should answer among the first 1 or 3 passages the reply is grounded on), the share of
 * replies that contain the required figure exactly, and whether questions the site cannot
 * answer get an honest "I don't know".
 *
 * The set has two halves (`halfOf`): the engine is tuned on the tuning half only, and the
 * held-out half is what the targets are measured on. A held-out set is measured only after a
 * round of tuning is over, and it moves to the tuning half once its misses are read; a fresh
 * set, written by someone who has not read the engine, takes its place. Visitor questions
 * are in visitors' words, written from the published content.
 * - ./questions.json, the site's questions: by a hash of the id (SHA-256, first byte even:
 *   tuning, odd: held out).
 * - ./visitor-questions.json (85): held out at first; the engine was later tuned while
 *   watching them, so they count as tuning questions now.
 * - ./more-visitor-questions.json (4,120): written for tuning, in thirty rounds by writers who had
 *   not read the engine or the other sets.
 * - ./earlier-held-out-visitor-questions.json (60), ./second-held-out-visitor-questions.json (70),
 *   ./third- to ./eighth-held-out-visitor-questions.json (100 each): each held out
 *   for one round by writers who had read neither the engine nor the other sets, then moved to
 *   tuning.
 * - ./held-out-visitor-questions.json (100): held out, never looked at while tuning; written
 *   by two writers who had read neither the engine nor any other set.
 */

export interface EvalQuestion {
  id: string
  question: string
  /** Path of the page that should answer; null when the site has no answer. */
  expected: string | null
  /** Other pages that state the same answer. */
  also?: string[]
  /** Text the reply must contain, exactly as the CMS has it. */
  figure?: string
}

/** Where a question comes from: written with the engine in view, or by a visitor's hand. */
type QuestionSource =
  | 'site'
  | 'visitor'
  | 'earlierHeldOutVisitor'
  | 'secondHeldOutVisitor'
  | 'thirdHeldOutVisitor'
  | 'fourthHeldOutVisitor'
  | 'fifthHeldOutVisitor'
  | 'sixthHeldOutVisitor'
  | 'seventhHeldOutVisitor'
  | 'eighthHeldOutVisitor'
  | 'heldOutVisitor'
export type Half = 'tuning' | 'heldOut'

export interface SetQuestion extends EvalQuestion {
  source: QuestionSource
}

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

// Visitor questions are kept as written; their ids get a prefix, since some repeat the site's.
const read = (data: unknown, source: QuestionSource): SetQuestion[] =>
  (data as { questions: EvalQuestion[] }).questions.map((question) => ({
    ...question,
    id: source === 'site' ? question.id : `${source}:${question.id}`,
    source,
  }))

export const questions: SetQuestion[] = [
  ...read(siteData, 'site'),
  ...read(visitorData, 'visitor'),
  ...read(moreVisitorData, 'visitor'),
  ...read(earlierHeldOutVisitorData, 'earlierHeldOutVisitor'),
  ...read(secondHeldOutVisitorData, 'secondHeldOutVisitor'),
  ...read(thirdHeldOutVisitorData, 'thirdHeldOutVisitor'),
  ...read(fourthHeldOutVisitorData, 'fourthHeldOutVisitor'),
  ...read(fifthHeldOutVisitorData, 'fifthHeldOutVisitor'),
  ...read(sixthHeldOutVisitorData, 'sixthHeldOutVisitor'),
  ...read(seventhHeldOutVisitorData, 'seventhHeldOutVisitor'),
  ...read(eighthHeldOutVisitorData, 'eighthHeldOutVisitor'),
  ...read(heldOutVisitorData, 'heldOutVisitor'),
]

/** The split (see above): by source, and the site's questions by a stable hash of their id. */
export function halfOf(question: SetQuestion): Half {
  if (question.source === 'heldOutVisitor') return 'heldOut'
  if (question.source !== 'site') return 'tuning'
  return createHash('sha256').update(question.id).digest()[0]! % 2 === 0 ? 'tuning' : 'heldOut'
}

export const tuningQuestions = questions.filter((question) => halfOf(question) === 'tuning')
export const heldOutQuestions = questions.filter((question) => halfOf(question) === 'heldOut')

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The figure as a whole token: "1 class" matches "includes 1 class." but not "21 classes"; "5" not "$4.5" or "15". */
export function containsFigure(reply: string, figure: string): boolean {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').toLowerCase()
  return new RegExp(`(?<![\\w$.,])${escape(normalise(figure))}(?![\\w]|[.,]\\d)`).test(normalise(reply))
}

export function evaluate(knowledge: Knowledge, set: readonly EvalQuestion[]): EvalReport {
  const results = set.map((item): EvalResult => {
    const answer = answerMessage(knowledge, { message: item.question })
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
