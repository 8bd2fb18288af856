/**
 * The chat assistant's evaluation, run against the built seed dataset:
 *
 *   pnpm seed:build && pnpm --filter @assessa/web chat:eval [--verbose]
 *
 * Builds the index exactly as the site does (CHAT_CONTENT_QUERY over web/content/dataset.ndjson
 * through the embedded source), asks every question of ./questions.json and reports hit@1,
 * hit@3, figures and honest "don't know" answers. Exits 1 when a target is missed.
 */
import { evaluate, meetsTargets, questions, TARGETS } from './evaluate'
import { loadSeedKnowledge } from './load'

const verbose = process.argv.includes('--verbose')
const knowledge = await loadSeedKnowledge()
evaluate(knowledge) // warm-up (JIT), so the timing below is steady-state
const started = performance.now()
const cpu = process.cpuUsage()
const report = evaluate(knowledge)
const elapsed = performance.now() - started
const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000

const pct = (value: number) => `${(value * 100).toFixed(1)}%`
for (const result of report.results) {
  const failed = !result.hit1 || !result.hit3 || result.figureOk === false
  if (!failed && !verbose) continue
  const marks = [
    result.hit1 ? 'hit@1' : 'MISS@1',
    result.hit3 ? 'hit@3' : 'MISS@3',
    result.figureOk === false ? 'FIGURE MISSING' : '',
  ]
  console.log(
    `\n[${result.id}] ${result.question}\n  ${marks.filter(Boolean).join(' ')} — expected ${result.expected ?? '"don\'t know"'}, got [${result.kind}] ${result.urls.slice(0, 3).join(', ') || '(none)'}`,
  )
  console.log(`  ${result.reply.replace(/\n+/g, ' ⏎ ')}`)
}

console.log(`
Chat evaluation — ${questions.length} questions (${report.answerable} answerable, ${report.unanswerable.total} the site cannot answer), ${knowledge.passages.length} passages
  hit@1    ${pct(report.hit1)}  (target ≥ ${pct(TARGETS.hit1)})
  hit@3    ${pct(report.hit3)}  (target ≥ ${pct(TARGETS.hit3)})
  figures  ${report.figures.ok}/${report.figures.total}  (target all)
  honest "don't know"  ${report.unanswerable.honest}/${report.unanswerable.total}
  ${(elapsed / questions.length).toFixed(2)} ms per answer (${(cpuMs / questions.length).toFixed(2)} ms CPU)`)

if (!meetsTargets(report)) {
  console.error('\nTargets missed.')
  process.exit(1)
}
