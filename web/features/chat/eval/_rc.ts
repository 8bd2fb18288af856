import { loadSeedKnowledge } from './load'
const k = await loadSeedKnowledge()
for (const q of process.argv.slice(2)) {
  const r = k.known.recall(q)
  console.log(q, '\n  ', r ? `${r.likeness.toFixed(2)} ${JSON.stringify(r.figures)} ${r.passages.map((p) => p.url + ':' + p.text.slice(0, 60)).join(' | ')}` : 'none')
  const r2 = k.known.withoutRound('r53').recall(q)
  console.log('  without r53:', r2 ? `${r2.likeness.toFixed(2)} ${JSON.stringify(r2.figures)} ${r2.passages.map((p) => p.url).join(' | ')}` : 'none')
}
