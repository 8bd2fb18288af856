import { createHash } from 'node:crypto'
import type { KnownQuestion } from '../answer/known-questions'
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
 * Questions with the page (and figure) that answers them, in two halves (`halfOf`): the engine
 * is tuned on the tuning half only, and learns from it (`knownQuestions`, read by
 * `../answer/known-questions.ts`); the held-out half is what the targets are measured on
 * (`../eval/`). A held-out set is measured only after a round of tuning is over, and it moves to
 * the tuning half once its misses are read; a fresh set, written by someone who has not read
 * the engine, takes its place. Visitor questions are in visitors' words, written from the
 * published content.
 * - ./questions.json, the site's questions: by a hash of the id (SHA-256, first byte even:
 *   tuning, odd: held out).
 * - ./visitor-questions.json (85): held out at first; the engine was later tuned while
 *   watching them, so they count as tuning questions now.
 * - ./more-visitor-questions.json (9,520): written for tuning, in fifty-six rounds by writers who had
 *   not read the engine or the other sets.
 * - ./earlier-held-out-visitor-questions.json (60), ./second-held-out-visitor-questions.json (70),
 *   ./third- to ./eighth-held-out-visitor-questions.json (100 each): each held out
 *   for one round by writers who had read neither the engine nor the other sets, then moved to
 *   tuning.
 * - ./held-out-visitor-questions.json (100): held out, never looked at while tuning; written
 *   by two writers who had read neither the engine nor any other set.
 */

interface EvalQuestion {
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

/**
 * The round a question was written in: each held-out set was a round of its own, and the
 * tuning sets' ids name theirs ("r12h-…": round 12, writer H). A round's writers had the same
 * brief, so cross-validation leaves a whole round out, as the held-out half is left out.
 */
export function roundOf(question: SetQuestion): string {
  if (question.source !== 'visitor') return question.source
  return /^visitor:(r\d+)[a-z]\d*-/.exec(question.id)?.[1] ?? 'first rounds'
}

/** What the assistant learns from: the tuning half, never the held-out one. */
export const knownQuestions: readonly KnownQuestion[] = tuningQuestions.map((question) => ({
  question: question.question,
  expected: question.expected,
  also: question.also,
  figure: question.figure,
  round: roundOf(question),
}))
