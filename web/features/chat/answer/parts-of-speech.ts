import nlp from 'compromise'
import { terms } from './text'

interface TaggedTerm {
  terms: { text: string; tags: string[] }[]
}

/** Words either side of a word that `compromise` reads to tag it (a sentence's worth, not a 2,000-character message). */
const WINDOW = 6
/** Words tagged per question, at most. */
const MAX_WORDS = 8

/**
 * Which of the given terms the question uses as a noun or adjective, as `compromise` tags it
 * among the words around it ("plagiarism", "offline"), not as a verb ("carve up my week",
 * "soften the tone"), pronoun or number ("myself", "hundreds"). Past the words it reads, a term
 * counts as a thing: when in doubt, the site does not cover it.
 */
export function namedThings(question: string, wanted: readonly string[]): Set<string> {
  const out = new Set<string>()
  const checked = new Set<string>()
  const words = question.split(/\s+/)
  for (const [index, word] of words.entries()) {
    const term = terms(word).find((candidate) => wanted.includes(candidate))
    if (!term || checked.has(term)) continue
    if (checked.size === MAX_WORDS) {
      for (const unchecked of wanted) if (!checked.has(unchecked)) out.add(unchecked)
      break
    }
    checked.add(term)
    const before = words.slice(Math.max(0, index - WINDOW), index)
    const window = [...before, ...words.slice(index, index + WINDOW + 1)].join(' ')
    // compromise splits contractions and drops punctuation: the word is found by its term, nearest its place.
    const tagged = (nlp(window).terms().json() as TaggedTerm[])
      .map(({ terms: [found] }, at) => ({ at, found }))
      .filter(({ found }) => found && terms(found.text)[0] === term)
    const nearest = tagged.sort((a, b) => Math.abs(a.at - before.length) - Math.abs(b.at - before.length))[0]
    const tags = nearest?.found?.tags
    if (!tags) {
      out.add(term)
      continue
    }
    if (tags.some((tag) => tag === 'Verb' || tag === 'Pronoun' || tag === 'Value')) continue
    if (tags.includes('Noun') || tags.includes('Adjective')) out.add(term)
  }
  return out
}

/** The last plural noun of a text ("…feedback in languages other than English, and" → "languages"). */
export function lastPluralNoun(text: string): string | undefined {
  const words = (nlp(text).terms().json() as TaggedTerm[]).map(({ terms: [word] }) => word)
  const plural = (index: number) => words[index]?.tags.includes('Plural') && words[index]!.tags.includes('Noun')
  // "Success criteria my students understand": "my students" are the visitor's, not what is counted.
  const owned = (index: number) => /^(my|our)$/i.test(words[index - 1]?.text ?? '')
  const last = words.findLastIndex((_, index) => plural(index))
  const notOwned = words.findLastIndex((_, index) => plural(index) && !owned(index))
  const at = notOwned === -1 ? last : notOwned
  const found = words[at]?.text
  // "Hundreds of old feedback comments on my laptop": what there are hundreds of, the last word
  // before the next preposition ("comments", which compromise may read as a verb).
  if (found && QUANTITY.test(found.toLowerCase()) && words[at + 1]?.text.toLowerCase() === 'of') {
    const phrase = words.slice(at + 2)
    const end = phrase.findIndex((word) => !word || word.tags.includes('Preposition'))
    return (end === -1 ? phrase : phrase.slice(0, end)).at(-1)?.text ?? found
  }
  return found
}

/** Plural nouns that say how many, not what ("hundreds of comments", "loads of goals"). */
const QUANTITY = /^(hundreds|thousands|dozens|loads|lots|tons|heaps|millions|scores)$/
