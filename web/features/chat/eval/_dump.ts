// scratch: id\tquestion\turls\treply for the tuning half (cross-validated)
import { evaluate } from './evaluate'
import { loadSeedKnowledge } from './load'
import { tuningQuestions } from '../questions/sets'
const k = await loadSeedKnowledge()
const r = evaluate(k, tuningQuestions, { crossValidate: true })
for (const x of r.results) console.log([x.id, x.question, x.urls.slice(0, 3).join(' '), x.reply.replace(/\s+/g, ' ')].join('\t'))
