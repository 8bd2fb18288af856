// scratch: measure a fresh round file as written. usage: npx tsx features/chat/eval/_round.ts /tmp/r52/round52.json
import { readFileSync } from 'node:fs'
import { evaluate } from './evaluate'
import { loadSeedKnowledge } from './load'
import type { SetQuestion } from '../questions/sets'
const file = process.argv[2]!
const raw = JSON.parse(readFileSync(file, 'utf8')) as SetQuestion[]
const set = raw.map((q) => ({ ...q, id: `visitor:${q.id}`, source: 'visitor' as const }))
const knowledge = await loadSeedKnowledge()
const r = evaluate(knowledge, set, { crossValidate: true })
for (const x of r.results) {
  if (x.hit1 && x.hit3 && x.figureOk !== false) continue
  console.log(`\n[${x.id}] ${x.question}\n  ${x.hit1 ? '' : 'MISS@1 '}${x.hit3 ? '' : 'MISS@3 '}${x.figureOk === false ? 'FIGURE ' + JSON.stringify(set.find((s) => s.id === x.id)!.figure) : ''} — expected ${x.expected}, got [${x.kind}] ${x.urls.slice(0, 3).join(', ')}\n  ${x.reply.replace(/\n+/g, ' ⏎ ')}`)
}
console.log(`\n${set.length} q: hit1 ${(r.hit1 * 100).toFixed(1)}% hit3 ${(r.hit3 * 100).toFixed(1)}% figures ${r.figures.ok}/${r.figures.total} dk ${r.unanswerable.honest}/${r.unanswerable.total}`)
