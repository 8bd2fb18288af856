// scratch: which tuning questions a search.ts export matches (normalized): npx tsx features/chat/eval/_rule.ts NAME
import * as search from '../answer/search'
import { normalize } from '../answer/text'
import { tuningQuestions } from '../questions/sets'
const re = (search as unknown as Record<string, RegExp>)[process.argv[2]!]!
const hits = tuningQuestions.filter((q) => re.test(normalize(q.question)))
for (const q of hits) console.log(`${q.id}\t${q.expected}\t${q.figure ?? ''}\t${q.question}`)
console.log(hits.length, 'hits')
