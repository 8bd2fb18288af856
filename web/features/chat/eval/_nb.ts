// neighbours of a question among tuning questions by TF-IDF — approximate using known recall internals is hard; list r53 questions sharing words
import { tuningQuestions } from '../questions/sets'
import { terms } from '../answer/text'
const q = process.argv[2]!
const t = new Set(terms(q))
const scored = tuningQuestions.map((x) => ({ x, n: terms(x.question).filter((w) => t.has(w)).length })).sort((a, b) => b.n - a.n).slice(0, 12)
for (const { x, n } of scored) console.log(n, x.id, x.expected, x.figure ?? '', '|', x.question.slice(0, 120))
