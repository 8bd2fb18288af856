import englishWords from 'an-array-of-english-words' with { type: 'json' }
import { isShorthand, STOP_WORDS } from './text'

/**
 * Visitors' typos ("studnets", "quizes", "acount"), corrected to the site's own words before a
 * message is read. Only a word found in no English dictionary (`an-array-of-english-words`)
 * is corrected, so a real word the site does not use ("compliant", "stats") is never turned
 * into one it does; and only into a word one edit away (a letter left out, added or changed,
 * or two letters swapped) that starts with the same letter, the most used one when there are
 * several. Short words, words without a vowel ("adhd", "pshe") and words in names, links and
 * e-mail addresses are left as written: they are more often names than typos.
 */

/** The dictionary, sorted: looked up by binary search rather than copied into a set. */
const ENGLISH: readonly string[] = englishWords
const MIN_LENGTH = 5
/** Longer "words" are not typos of anything; their one-edit variants would cost the most. */
const MAX_LENGTH = 20
/** Words looked up per message: a long run of gibberish costs no more than a few typos. */
const MAX_LOOKUPS = 12

export interface Vocabulary {
  /** The site's words as written (lower case) and how many passages use each; stop words count as the most used. */
  frequency: ReadonlyMap<string, number>
}

/** The vocabulary of the site's passages, each given as its words (`tokenize`). */
export function siteVocabulary(passages: Iterable<readonly string[]>): Vocabulary {
  const frequency = new Map<string, number>()
  for (const words of passages)
    for (const word of new Set(words)) if (/^[a-z]+$/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  // Stop words are candidates too ("thier" → "their", "actualy" → "actually").
  const mostUsed = Math.max(0, ...frequency.values()) + 1
  for (const word of STOP_WORDS) if (/^[a-z]{3,}$/.test(word)) frequency.set(word, mostUsed)
  return { frequency }
}

function inDictionary(word: string): boolean {
  let low = 0
  let high = ENGLISH.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const entry = ENGLISH[middle]!
    if (entry === word) return true
    if (entry < word) low = middle + 1
    else high = middle - 1
  }
  return false
}

const maybeTypo = (word: string, vocabulary: Vocabulary) =>
  word.length >= MIN_LENGTH &&
  word.length <= MAX_LENGTH &&
  /^[a-z]+$/.test(word) &&
  /[aeiouy]/.test(word) &&
  !vocabulary.frequency.has(word) &&
  !STOP_WORDS.has(word) &&
  !isShorthand(word) &&
  !inDictionary(word)

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * Every word one edit away that keeps the first letter. Looking these few hundred up is far
 * cheaper than measuring the distance to each of the site's thousands of words.
 */
function oneEditAway(word: string): string[] {
  const out: string[] = []
  for (let i = 1; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)]
    if (tail) out.push(head + tail.slice(1))
    if (tail.length > 1) out.push(head + tail[1] + tail[0] + tail.slice(2))
    for (const letter of LETTERS) {
      if (tail && letter !== tail[0]) out.push(head + letter + tail.slice(1))
      out.push(head + letter + tail)
    }
  }
  return out
}

function correction(word: string, vocabulary: Vocabulary): string | undefined {
  let best: string | undefined
  let bestFrequency = 0
  for (const candidate of oneEditAway(word)) {
    const frequency = vocabulary.frequency.get(candidate) ?? 0
    if (frequency > bestFrequency) {
      best = candidate
      bestFrequency = frequency
    }
  }
  return best
}

/** The message with its misspelt words replaced by the site's words for them. */
export function correctTypos(message: string, vocabulary: Vocabulary): string {
  let lookups = 0
  // Whole words, with their apostrophes ("doesn't" is not "doesn") and any letters ("Marković").
  return message.replace(/\p{L}+(?:['\u2019]\p{L}+)*/gu, (word: string, offset: number) => {
    if (/['\u2019]/.test(word) || /\p{Lu}/u.test(word.slice(1))) return word
    const before = message.slice(0, offset)
    // A name written with a capital inside a sentence ("Gmail"), and part of a link or address.
    if (/^\p{Lu}/u.test(word) && !/(^|[.!?:])\W*$/.test(before)) return word
    if (/[@./:]$/.test(before) || /^[@./:]\w/.test(message.slice(offset + word.length))) return word
    const lower = word.toLowerCase()
    if (!maybeTypo(lower, vocabulary) || ++lookups > MAX_LOOKUPS) return word
    return correction(lower, vocabulary) ?? word
  })
}
