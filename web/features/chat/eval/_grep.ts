// scratch: regex over tuning questions: npx tsx features/chat/eval/_grep.ts 'regex'
import { tuningQuestions } from '../questions/sets'
const re = new RegExp(process.argv[2]!, 'i')
const hits = tuningQuestions.filter((q) => re.test(q.question))
for (const q of hits.slice(0, Number(process.argv[3] ?? 60))) console.log(`${q.id}\t${q.expected}\t${q.figure ?? ''}\t${q.question}`)
console.log(hits.length, 'hits')
