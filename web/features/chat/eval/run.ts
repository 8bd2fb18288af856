/**
 * The chat assistant's evaluation, run against the built seed dataset:
 *
 *   pnpm seed:build && pnpm --filter @assessa/web chat:eval [--verbose] [--robustness]
 *
 * Builds the index exactly as the site does (CHAT_CONTENT_QUERY over web/content/dataset.ndjson
 * through the embedded source), asks every question of both halves (see `halfOf`) and reports
 * hit@1, hit@3, figures and honest "don't know" answers for each; misses are listed for the
 * tuning half only (--verbose lists every answer of both); --robustness also scores the
 * tuning half reworded as visitors wrap questions (./perturb.ts). Exits 1 when the held-out
 * half misses a target. --tuning-only prints the tuning half alone (for tuning).
 */
import { heldOutQuestions, questions, tuningQuestions } from '../questions/sets'
import { evaluate, meetsTargets, TARGETS } from './evaluate'
import type { EvalReport } from './evaluate'
import { loadSeedKnowledge } from './load'
import { PERTURBATIONS, perturb } from './perturb'

const verbose = process.argv.includes('--verbose')
// While tuning: the tuning half only, so no change is chosen by how the held-out half moves.
const tuningOnly = process.argv.includes('--tuning-only')
const knowledge = await loadSeedKnowledge()
evaluate(knowledge, questions) // warm-up (JIT), so the timing below is steady-state
const started = performance.now()
const cpu = process.cpuUsage()
// The assistant learns from the tuning half: each of its questions is answered without its own round's.
const tuning = evaluate(knowledge, tuningQuestions, { crossValidate: true })
const heldOut = evaluate(knowledge, heldOutQuestions)
const heldOutBy = (source: string) =>
  evaluate(
    knowledge,
    heldOutQuestions.filter((question) => question.source === source),
  )
const elapsed = performance.now() - started
const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000

const pct = (value: number) => `${(value * 100).toFixed(1)}%`
function list(report: EvalReport, all: boolean) {
  for (const result of report.results) {
    const failed = !result.hit1 || !result.hit3 || result.figureOk === false
    if (!failed && !all) continue
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
}
// Only the tuning half's misses are shown by default: the held-out half is for measuring.
list(tuning, verbose)
if (verbose) list(heldOut, true)

const row = (name: string, report: EvalReport) =>
  `  ${name.padEnd(28)} ${String(report.results.length).padStart(4)}  ${pct(report.hit1).padStart(6)}  ${pct(report.hit3).padStart(6)}  ${`${report.figures.ok}/${report.figures.total}`.padStart(7)}  ${`${report.unanswerable.honest}/${report.unanswerable.total}`.padStart(6)}`

console.log(`
Chat evaluation — ${questions.length} questions, ${knowledge.passages.length} passages
  ${'half'.padEnd(28)} asked   hit@1   hit@3  figures  "don't know"
${row('tuning (its round left out)', tuning)}
${
  tuningOnly
    ? '  (held-out half not shown: --tuning-only)'
    : `${row('held-out', heldOut)}
${row(' · site', heldOutBy('site'))}
${row(' · visitor questions', heldOutBy('heldOutVisitor'))}`
}
  targets (held-out): hit@1 ≥ ${pct(TARGETS.hit1)}, hit@3 ≥ ${pct(TARGETS.hit3)}, every figure
  ${(elapsed / questions.length).toFixed(2)} ms per answer (${(cpuMs / questions.length).toFixed(2)} ms CPU)`)

if (process.argv.includes('--robustness')) {
  console.log('\nThe tuning half, reworded:')
  for (const [name, rewrite] of PERTURBATIONS)
    console.log(row(name, evaluate(knowledge, perturb(tuningQuestions, rewrite), { crossValidate: true })))
}

if (!tuningOnly && !meetsTargets(heldOut)) {
  console.error('\nTargets missed on the held-out half.')
  // An exit code, not process.exit(): writes to a pipe are asynchronous, and exiting at once
  // cut the report short when it was piped ("chat:eval | tee report.txt").
  process.exitCode = 1
}
