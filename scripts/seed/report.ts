/** Prints word counts per document type of the built seed dataset (for closing notes and reviews). */
import { readDataset } from './build'
import { collectText, countWords } from './lib/text'

const docs = (await readDataset()).filter((doc) => !doc._type.startsWith('sanity.'))
const byType = new Map<string, { documents: number; words: number }>()
for (const doc of docs) {
  const words = collectText(doc).reduce((sum, { text }) => sum + countWords(text), 0)
  const entry = byType.get(doc._type) ?? { documents: 0, words: 0 }
  byType.set(doc._type, { documents: entry.documents + 1, words: entry.words + words })
}
let total = 0
for (const [type, { documents, words }] of [...byType].sort()) {
  total += words
  console.log(`${type.padEnd(18)} ${String(documents).padStart(3)} docs ${String(words).padStart(7)} words`)
}
console.log(`${'total'.padEnd(18)} ${String(docs.length).padStart(3)} docs ${String(total).padStart(7)} words`)
