/**
 * Text handling shared by the index and the queries: normalisation (case, accents, curly
 * quotes, US → UK spelling), tokenising, stop words and a Porter stemmer, so "cancelled",
 * "cancellation" and "cancel" meet in one term, and "organization" finds "organisation".
 * Pure functions, no dependencies.
 */

/** Lower case, accents removed, typographic quotes and dashes made plain. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .toLowerCase()
}

/** Words and numbers ("1,500" stays one token: "1500"). Apostrophes are dropped ("don't" → "dont"). */
export function tokenize(text: string): string[] {
  return (
    normalize(text)
      .replace(/\be-mail/g, 'email')
      // "log in" is signing in, not logs.
      .replace(/\blog[ -]?(in|on)s?\b|\blogins?\b/g, 'sign in')
      // A "Word document" is a DOCX, not a word count.
      .replace(/\b(ms |microsoft )?word (docs?|documents?|files?)\b/g, 'docx $2')
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/'/g, '')
      // "10MB" → "10 mb", "step4" → "step 4": figures and units are words of their own.
      .replace(/(\d)([a-z])/g, '$1 $2')
      .replace(/([a-z])(\d)/g, '$1 $2')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
  )
}

/**
 * Words that carry no topic. Kept short on purpose: "free", "pro", "how many", "not" and
 * "no" are not here, since they matter to what a visitor asks.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but if then so of to in on at by for from with without into onto about as
  is are was were be been being am do does did doing done have has had having
  i me my mine we us our ours you your yours he him his she her it its they them their
  this that these those there here what which who whom whose when where why how
  can could would should will shall may might must
  please tell know want like get got just also any some very really much many lot
  hi hello hey thanks thank ok okay yes
  s t d ll ve re m im ive id youre dont doesnt isnt arent cant wont`
    .split(/\s+/)
    .filter(Boolean),
)

/** American spellings the site writes the British way (the content is en-GB). */
const SPELLING: Record<string, string> = {
  color: 'colour',
  behavior: 'behaviour',
  program: 'programme',
  favorite: 'favourite',
  center: 'centre',
  enroll: 'enrol',
  canceled: 'cancelled',
  canceling: 'cancelling',
  catalog: 'catalogue',
  license: 'licence',
}

/** "organization" → "organisation", "personalized" → "personalised" (not "size", "prize"). */
export function britishSpelling(word: string): string {
  const mapped = SPELLING[word]
  if (mapped) return mapped
  return word.replace(/([a-z]{3,}i)z(e|ed|es|er|ers|ing|ation|ations)$/, '$1s$2')
}

// --- Porter stemmer (M. F. Porter, 1980), the classic algorithm ------------------------

const isConsonant = (word: string, i: number): boolean => {
  const c = word[i]
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false
  if (c === 'y') return i === 0 ? true : !isConsonant(word, i - 1)
  return true
}

/** m(): the number of VC sequences in word[0..end). */
function measure(word: string, end = word.length): number {
  let n = 0
  let i = 0
  while (i < end && isConsonant(word, i)) i++
  while (i < end) {
    while (i < end && !isConsonant(word, i)) i++
    if (i >= end) break
    n++
    while (i < end && isConsonant(word, i)) i++
  }
  return n
}

const hasVowel = (word: string, end = word.length) => {
  for (let i = 0; i < end; i++) if (!isConsonant(word, i)) return true
  return false
}

const endsDoubleConsonant = (word: string) =>
  word.length >= 2 && word[word.length - 1] === word[word.length - 2] && isConsonant(word, word.length - 1)

/** *o: ends consonant-vowel-consonant, the last not w, x or y. */
const endsCvc = (word: string, end = word.length) => {
  if (end < 3) return false
  const last = word[end - 1]
  return (
    isConsonant(word, end - 3) &&
    !isConsonant(word, end - 2) &&
    isConsonant(word, end - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  )
}

function replaceSuffix(word: string, rules: readonly (readonly [string, string])[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length)
      return measure(stem) > minMeasure ? stem + replacement : word
    }
  }
  return word
}

const STEP2 = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['isation', 'ise'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
] as const

const STEP3 = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['alise', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
] as const

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ise',
] as const

export function porterStem(input: string): string {
  let word = input
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word

  // Step 1a
  if (word.endsWith('sses')) word = word.slice(0, -2)
  else if (word.endsWith('ies')) word = word.slice(0, -2)
  else if (word.endsWith('ss')) {
    /* unchanged */
  } else if (word.endsWith('s')) word = word.slice(0, -1)

  // Step 1b
  let extra = false
  if (word.endsWith('eed')) {
    if (measure(word, word.length - 3) > 0) word = word.slice(0, -1)
  } else if (word.endsWith('ed') && hasVowel(word, word.length - 2)) {
    word = word.slice(0, -2)
    extra = true
  } else if (word.endsWith('ing') && hasVowel(word, word.length - 3)) {
    word = word.slice(0, -3)
    extra = true
  }
  if (extra) {
    if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) word += 'e'
    else if (endsDoubleConsonant(word) && !/[lsz]$/.test(word)) word = word.slice(0, -1)
    else if (measure(word) === 1 && endsCvc(word)) word += 'e'
  }

  // Step 1c
  if (word.endsWith('y') && hasVowel(word, word.length - 1)) word = `${word.slice(0, -1)}i`

  word = replaceSuffix(word, STEP2, 0)
  word = replaceSuffix(word, STEP3, 0)

  // Step 4
  for (const suffix of STEP4) {
    if (!word.endsWith(suffix)) continue
    const stem = word.slice(0, word.length - suffix.length)
    if (suffix === 'ion') {
      if (measure(stem) > 1 && /[st]$/.test(stem)) word = stem
    } else if (measure(stem) > 1) word = stem
    break
  }

  // Step 5a
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1)
    const m = measure(stem)
    if (m > 1 || (m === 1 && !endsCvc(stem))) word = stem
  }
  // Step 5b
  if (measure(word) > 1 && endsDoubleConsonant(word) && word.endsWith('l')) word = word.slice(0, -1)
  return word
}

/** Noun and verb stems Porter keeps apart that mean the same here ("submission" / "submit"). */
const STEM_ALIASES: Record<string, string> = {
  submiss: 'submit',
  permiss: 'permit',
  admiss: 'admit',
  decis: 'decid',
  inclus: 'includ',
  conclus: 'conclud',
  expir: 'expiri',
}

/** Words whose stem collides with an unrelated one ("different" → "differ", as in "plans differ"). */
const WORD_ALIASES: Record<string, string> = {
  different: 'different',
  differently: 'different',
}

// Stemming is the hot path of every query; the site's vocabulary is a few thousand words.
const termCache = new Map<string, string | null>()
const TERM_CACHE_MAX = 50_000

/** A word as the index stores it: British spelling, stemmed. Stop words give null. */
export function indexTerm(word: string): string | null {
  const cached = termCache.get(word)
  if (cached !== undefined) return cached
  let term: string | null
  if (STOP_WORDS.has(word)) term = null
  else {
    const stem = WORD_ALIASES[word] ?? porterStem(britishSpelling(word))
    term = STEM_ALIASES[stem] ?? stem
  }
  // Visitors' typos and gibberish are not kept forever.
  if (termCache.size >= TERM_CACHE_MAX) termCache.clear()
  termCache.set(word, term)
  return term
}

/** The stemmed, stop-word-free terms of a text, in order (duplicates kept). */
export function terms(text: string): string[] {
  const out: string[] = []
  for (const word of tokenize(text)) {
    const term = indexTerm(word)
    if (term) out.push(term)
  }
  return out
}

/** Sentences of a passage; list items and lines are sentences of their own. */
export function sentences(text: string): string[] {
  const out: string[] = []
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim()
    if (!trimmed) continue
    // Split after . ! ? followed by a space and a capital, digit or quote; keep "e.g. this" and "$4.7" whole.
    const parts = trimmed.split(/(?<=[.!?])(?<!\b(?:e\.g|i\.e|vs)\.)\s+(?=["'(A-Z0-9])/)
    for (const part of parts) if (part.trim()) out.push(part.trim())
  }
  return out
}
