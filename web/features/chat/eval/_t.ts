import { terms } from '../answer/text'
import { correctTypos } from '../answer/typos'
import { loadSeedKnowledge } from './load'
const k = await loadSeedKnowledge()
const q = process.argv[2]!
console.log(correctTypos(q, k.vocabulary))
console.log(terms(q))
for (const h of k.search(q, { limit: 5 })) console.log(h.score.toFixed(2), h.coverage.toFixed(2), h.passage.url, h.matched.join(','), '|', h.passage.text.slice(0, 80))
