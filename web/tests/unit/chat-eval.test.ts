import { describe, expect, it } from 'vitest'
import {
  containsFigure,
  evaluate,
  halfOf,
  heldOutQuestions,
  questions,
  TARGETS,
  tuningQuestions,
} from '@/features/chat/eval/evaluate'
import { loadSeedKnowledge } from '@/features/chat/eval/load'

/**
 * The assistant's evaluation set (features/chat/eval/questions.json and the visitors' own
 * visitor-questions.json) against the seed dataset: the numbers `pnpm --filter @assessa/web
 * chat:eval` prints for the tuning half, and a floor for the held-out half.
 */

/** What the held-out half scored at the last change to the engine (see the README's benchmark table). */
const HELD_OUT_FLOOR = { hit1: 0.95, figures: 58 }

describe('chat evaluation set', () => {
  it('has realistic questions from both sources, each with the page that should answer it', () => {
    const site = questions.filter((question) => question.source === 'site')
    const visitor = questions.filter((question) => question.source === 'visitor')
    expect(site.length).toBeGreaterThanOrEqual(60)
    expect(visitor.length).toBeGreaterThanOrEqual(40)
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    for (const question of questions) expect(question.expected === null || question.expected.startsWith('/')).toBe(true)
    const asked = site.map((question) => question.question.toLowerCase())
    for (const required of [
      'how many classes can i have on the free plan?',
      'do students need accounts?',
      'can i upload a pdf to train the ai?',
      'how do i cancel?',
    ]) {
      expect(asked).toContain(required)
    }
  })

  it('splits the set once: every visitor question is held out, the others by their id', () => {
    for (const question of questions.filter((item) => item.source === 'visitor'))
      expect(halfOf(question)).toBe('heldOut')
    // The split of the site's questions is fixed by their ids, not by their order or content.
    const free = questions.find((question) => question.id === 'free-classes')!
    expect(halfOf({ ...free, question: 'reworded' })).toBe(halfOf(free))
    expect(tuningQuestions.length + heldOutQuestions.length).toBe(questions.length)
    expect(tuningQuestions.length).toBeGreaterThanOrEqual(40)
    expect(tuningQuestions.every((question) => question.source === 'site')).toBe(true)
  })

  it('matches figures as whole tokens', () => {
    expect(containsFigure('The Free plan includes 1 class.', '1 class')).toBe(true)
    expect(containsFigure('Free includes 21 classes.', '1 class')).toBe(false)
    expect(containsFigure('Pro has 15 requests', '5')).toBe(false)
    expect(containsFigure('costs $4.7 per month', '$4.7')).toBe(true)
    expect(containsFigure('costs $4.75', '$4.7')).toBe(false)
    expect(containsFigure('1,500 requests', '1,500')).toBe(true)
  })

  it(`tuning half: hit@1 ≥ ${TARGETS.hit1 * 100}%, hit@3 ≥ ${TARGETS.hit3 * 100}%, every figure, honest "don't know"`, async () => {
    const report = evaluate(await loadSeedKnowledge(), tuningQuestions)
    const misses = report.results
      .filter((result) => !result.hit3 || result.figureOk === false)
      .map((result) => `${result.id}: ${result.reply}`)
    expect(misses).toEqual([])
    expect(report.hit1).toBeGreaterThanOrEqual(TARGETS.hit1)
    expect(report.figures.ok).toBe(report.figures.total)
    expect(report.unanswerable.honest).toBe(report.unanswerable.total)
    expect(report.figures.total).toBeGreaterThanOrEqual(20)
  })

  it('held-out half: hit@1 target met, no worse than measured at the last change (figures are one short of target)', async () => {
    const report = evaluate(await loadSeedKnowledge(), heldOutQuestions)
    expect(report.hit1).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.hit1)
    expect(report.figures.ok).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.figures)
    expect(report.unanswerable.honest).toBe(report.unanswerable.total)
  })
})
