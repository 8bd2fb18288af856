import { describe, expect, it } from 'vitest'
import { containsFigure, evaluate, questions, TARGETS } from '@/features/chat/eval/evaluate'
import { loadSeedKnowledge } from '@/features/chat/eval/load'

/**
 * The assistant's evaluation set (features/chat/eval/questions.json) against the seed dataset:
 * the same numbers `pnpm --filter @assessa/web chat:eval` prints, held to the targets.
 */

describe('chat evaluation set', () => {
  it('has at least 60 realistic questions, each with the page that should answer it', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60)
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    for (const question of questions) expect(question.expected === null || question.expected.startsWith('/')).toBe(true)
    const asked = questions.map((question) => question.question.toLowerCase())
    for (const required of [
      'how many classes can i have on the free plan?',
      'do students need accounts?',
      'can i upload a pdf to train the ai?',
      'how do i cancel?',
    ]) {
      expect(asked).toContain(required)
    }
  })

  it('matches figures as whole tokens', () => {
    expect(containsFigure('The Free plan includes 1 class.', '1 class')).toBe(true)
    expect(containsFigure('Free includes 21 classes.', '1 class')).toBe(false)
    expect(containsFigure('Pro has 15 requests', '5')).toBe(false)
    expect(containsFigure('costs $4.7 per month', '$4.7')).toBe(true)
    expect(containsFigure('costs $4.75', '$4.7')).toBe(false)
    expect(containsFigure('1,500 requests', '1,500')).toBe(true)
  })

  it(`meets the targets: hit@1 ≥ ${TARGETS.hit1 * 100}%, hit@3 ≥ ${TARGETS.hit3 * 100}%, every figure, honest "don't know"`, async () => {
    const report = evaluate(await loadSeedKnowledge())
    const misses = report.results
      .filter((result) => !result.hit3 || result.figureOk === false)
      .map((result) => `${result.id}: ${result.reply}`)
    expect(misses).toEqual([])
    expect(report.hit1).toBeGreaterThanOrEqual(TARGETS.hit1)
    expect(report.hit3).toBeGreaterThanOrEqual(TARGETS.hit3)
    expect(report.figures.ok).toBe(report.figures.total)
    expect(report.unanswerable.honest).toBe(report.unanswerable.total)
    // The set checks exact figures on limits, prices, sizes and retention periods.
    expect(report.figures.total).toBeGreaterThanOrEqual(30)
  })
})
