import { LRUCache } from 'lru-cache'
import { stemmer } from 'stemmer'
import { eng as ENGLISH_STOP_WORDS } from 'stopword'

/**
 * Text handling shared by the index and the queries: one normaliser (case, accents, curly
 * quotes), words and sentences from `Intl.Segmenter`, stop words from `stopword`, and the
 * Porter stemmer from `stemmer`, so "cancelled", "cancellation" and "cancel" meet in one term.
 * What is ours is what the site's wording needs: US → UK spelling ("organization" finds
 * "organisation"), a few phrases visitors write differently ("log in", "Word document") and
 * stems Porter keeps apart that mean the same here.
 */

/** Chat shorthand visitors type, in full, so patterns and the index read it ("hw much" → "how much"). */
const SHORTHAND: Record<string, string> = {
  hw: 'how',
  wat: 'what',
  wich: 'which',
  wher: 'where',
  msg: 'message',
  msgs: 'messages',
  whcih: 'which',
  hav: 'have',
  thier: 'their',
  becuase: 'because',
  wht: 'what',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  abt: 'about',
  cuz: 'because',
  coz: 'because',
  wanna: 'want to',
  dunno: 'do not know',
  // "my sub", "a pic of it": the site's subscription and photo.
  sub: 'subscription',
  subs: 'subscriptions',
  pic: 'photo',
  pics: 'photos',
  mins: 'minutes',
  secs: 'seconds',
  hrs: 'hours',
  info: 'information',
  quota: 'allowance',
  lang: 'language',
  langs: 'languages',
  till: 'until',
  anon: 'anonymous',
  kinda: 'kind of',
  sorta: 'sort of',
  shud: 'should',
  shld: 'should',
  shd: 'should',
  wud: 'would',
  wld: 'would',
  cud: 'could',
  cld: 'could',
  hv: 'have',
  tho: 'though',
  idk: 'i do not know',
  wk: 'week',
  wks: 'weeks',
  mth: 'month',
  mths: 'months',
  b4: 'before',
  ppl: 'people',
  thru: 'through',
  w8: 'wait',
  tmrw: 'tomorrow',
  ovr: 'over',
  grp: 'group',
  stats: 'statistics',
  grps: 'groups',
  acct: 'account',
  accts: 'accounts',
  thnk: 'think',
  q: 'question',
  // "works w google classroom?"
  w: 'with',
  nah: 'not',
  // The site writes "everyone", "someone", "no one".
  everybody: 'everyone',
  somebody: 'someone',
  anybody: 'anyone',
  nobody: 'no one',
}
/** "From how much to how much?", "from what to what?": a range asked for. */
const RANGE_ASKED = /\bfrom (?:how much|how many|what) to (?:how much|how many|what)\b/g
const RATING_WORD = /\b(?:rat(?:e|es|ed|ing)|stars?|scales?|notes?|grades?|scores?|marks?)\b/
/** "I can give it a note? From how much to how much?": beside a rating, the range asked is its scale, not a price. */
const asRatingScale = (text: string) => (RATING_WORD.test(text) ? text.replace(RANGE_ASKED, 'on what scale') : text)

/** Data named in a message, for "sold" below. */
const DATA_WORD = /\b(?:data|info\w*|details|records|names|e-?mails|personal)\b/
/**
 * "Is pupil data ever sold on?": Porter keeps "sold" apart from the site's "sell". Only where the
 * message names data, so "sold out" and a company "sold to another" stay what they are.
 */
const asSoldData = (text: string) =>
  /\bsold\b/.test(text) && DATA_WORD.test(text) ? text.replace(/\bsold\b(?! out\b)/g, 'sell') : text

/** Counts as the site spells them, indexed by the number (`NUMBER_WORDS[8]` is "eight"; none is "no"). */
export const NUMBER_WORDS = 'no one two three four five six seven eight nine ten eleven twelve'.split(' ')

/** After "locked in": a price ("locked in the price") rather than a contract ("am I locked in?"). */
export const A_PRICE = String.raw`(the |my |our |a |this )?(price|rate|cost)`
/** "Locked in", "tied into a contract" with no price after it: a plan that may or may not be left. */
const LOCKED_IN_CONTRACT = new RegExp(
  String.raw`\b(locked|tied) in(to)?( (a|an|the|any|my) (contract|subscription|plan|commitment|term))?\b(?! ${A_PRICE})`,
  'g',
)

/** "Empty lines", "blank rows", "white space": what the site calls blank lines (between training examples). */
export const BLANK_LINES = String.raw`\b(empty|blank|white) (lines?|rows?|spaces?|gaps?)\b`
const BLANK_LINES_WORDS = new RegExp(BLANK_LINES, 'g')

/** "In plain terms", "in a nutshell", "simply put": how the visitor wants it said, not what about. */
export const PLAINLY = String.raw`\bin (plain|simple|simpler|layman'?s?|laymans|everyday|basic|easy|normal|non[- ]?technical) (terms|words|english|language)\b|\b(put |explained )?(plainly|simply)( put)?\b|\bin (a nutshell|short|a sentence|a few words)\b`

/** Is a word chat shorthand the normaliser spells out ("mins", "pic")? */
export const isShorthand = (word: string) => Object.hasOwn(SHORTHAND, word)
// (A whole word: shorthand inside a hyphenated word, "5-mins", is left as typed.)
const SHORTHAND_WORD = new RegExp(String.raw`(?<!-)\b(${Object.keys(SHORTHAND).join('|')})\b(?!['-])`, 'g')

/**
 * Lower case, accents removed, typographic quotes and dashes made plain, chat shorthand
 * spelled out, and the visitor's name for the product ("your app", "this platform") made the
 * product's, so it neither dilutes a question nor matches pages about other apps.
 */
export const normalize = remembered(function normalize(text: string): string {
  return asRatingScale(
    asSoldData(
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/[\u2010-\u2015]/g, '-')
        .toLowerCase()
        // The site writes "subprocessor" as one word.
        .replace(/\bsub-processor/g, 'subprocessor')
        .replace(SHORTHAND_WORD, (word) => SHORTHAND[word]!)
        // "tables n pictures": an "n" between two words, not "n/a" or "y/n".
        .replace(/(?<=[a-z] )n(?= [a-z])/g, 'and')
        // "the 8 types of assessment": the site spells small counts of kinds out ("eight
        // assessment forms"), and the digit alone would match "Step 8".
        .replace(
          /(?<!\b(year|yr|y|grade|step|ks) ?)\b([2-9]|1[0-2]) (?=(different |main )?(types?|kinds?|forms?|sorts?|categories)\b)/g,
          (digit: string) => `${NUMBER_WORDS[Number(digit.trim())]} `,
        )
        // "cancel anytime", "cancel whenever I want": the site writes "at any time".
        .replace(/\banytime\b/g, 'any time')
        .replace(/\bwhenever (?:i|we|you) (?:want|like|need|choose|wish)(?: to)?\b/g, 'at any time')
        // "Locked behind a paywall", "paywalled", "locked behind Pro": only on a paid plan
        // (the site never says "paywall", and "behind" read as a thing it never names).
        .replace(/\b((locked|hidden|kept|stuck) )?behind (a |the )?paywall\b|\bpaywall(ed|s)?\b/g, 'only on paid plans')
        .replace(/\b(locked|hidden|kept|held back) behind\b/g, 'only on')
        // "any diff from free?" (not "diff tasks": differentiated ones).
        .replace(/\bdiff(?= (from|between)\b)/g, 'difference')
        .replace(/\b(your|this) (app|platform|tool|website|site|software|product|service)\b/g, 'assessa')
        // "Who started the company?": the company behind the product.
        .replace(/\b(your|this|the) (company|firm|start-?up)\b/g, 'assessa')
        // A school's "sets" ("both my year 8 sets") are its classes, not sets of questions nor
        // getting a class "set up".
        .replace(
          /\b((year|yr|y) ?\d+|both (of )?(my|our)|my two|my three) sets?\b(?! (of|up)\b)/g,
          (set: string, before: string) => `${before} class${set.endsWith('s') ? 'es' : ''}`,
        ),
    ),
  )
})

/**
 * The message as bare words for phrase patterns: normalised, apostrophes dropped ("what's" →
 * "whats"), punctuation other than "$" turned into single spaces.
 */
export function plainWords(text: string): string {
  return normalize(text)
    .replace(/'/g, '')
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim()
}

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' })
const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' })

/** Words and numbers ("1,500" stays one token: "1500"). Apostrophes are dropped ("don't" → "dont"). */
export const tokenize = remembered(function tokenize(text: string): readonly string[] {
  const phrased = normalize(text)
    .replace(/\be-mail/g, 'email')
    // "Log in", "logging in" are signing in, not logs ("the logs on the server" stay logs).
    .replace(/\blog(ged|ging)?[ -]?(in|on)s?\b|\blogs in\b|\blogins?\b/g, 'sign in')
    // A "pop-up" asking for consent is the site's banner; the DPA's "subject matter" is its scope and its "data subjects" are people, not school subjects.
    .replace(/\bpop[- ]?ups?\b/g, 'banner')
    .replace(/\bsubject matter\b/g, 'scope')
    .replace(/\bdata subject(s?)\b/g, 'data person$1')
    // "The site" is the website the site's own pages speak of (not "on-site training", "our school
    // site"); "this site" and "your site" are already the product (`normalize`).
    .replace(/\bthe site\b/g, 'the website')
    // An e-mail address "on the school site" is on its website (not "on-site training").
    .replace(
      /(?<=\b(email|address)\b.*\b(on|at) (the |our |my |their |its )?(school'?s? |organisation'?s? |trust'?s? )?)site\b/g,
      'website',
    )
    // A "right answer" is a correct one, not a data-protection right.
    .replace(/\bright (answers?|options?|choices?|ones?)\b/g, 'correct $1')
    // Visitors' kids and pupils are the site's students.
    .replace(/\b(kid|pupil|learner)(s?)\b/g, 'student$2')
    // "Empty lines", "blank rows" between assessments are the site's blank lines.
    .replace(BLANK_LINES_WORDS, 'blank lines')
    // A "Word document" is a DOCX, not a word count.
    .replace(/\b(ms |microsoft )?word (docs?|documents?|files?)\b/g, 'docx $2')
    // A "do-now" (task) is one thing: its two words alone are stop words.
    .replace(
      /\bdo-now(s?)\b|(?<=\b(a|the|my|your) )do now(s?)\b|\bdo now(?= (tasks?|activit\w*|starters?)\b)/g,
      'donow$1$3',
    )
    // What something "looks like" is its form, not something to look for ("Look for five things").
    .replace(/\b(look|looks|looked|looking) like\b/g, 'like')
    // "Shrunk down", "scaled down": the shrinking is the meaning, "down" no direction.
    .replace(/\b(shr[iu]nk\w*|scal(e|ed|es|ing)|compress\w*|resiz\w*) down\b/g, '$1')
    // "The auto delete", "auto-deleted": deletion, which the site's rules do on their own; not
    // the "automatic" assessments of the roadmap. Likewise a subscription's "auto-renewal".
    .replace(/\bauto[- ]?(?=(delet|remov|purg|wip|renew))/g, '')
    // "Deleted at some point", "eventually": when is not said, and the site's "point" is another
    // thing (a bullet point, a key point).
    .replace(/\b(at some point|sooner or later|eventually)\b/g, ' ')
    // "Pro rata" is prorated, not the Pro plan.
    .replace(/\bpro[- ]rata\b/g, 'prorated')
    // "Am I locked in once I subscribe?", "tied into a contract?": whether a plan can be left,
    // which the site answers with cancelling at any time; "locked" alone matched the price that
    // stays frozen ("locked in the price" is that price).
    .replace(LOCKED_IN_CONTRACT, 'cancel at any time')
    // "How many I'll need", "we'd like": without the apostrophe, "ill", "well" and "wed" are
    // words of their own that the site never uses in that sense.
    .replace(/\b(i|we|you|they|he|she|it|that|there)'ll\b/g, '$1 will')
    .replace(/\b(i|we|you|they|he|she)'d\b/g, '$1 would')
    .replace(/\bwe're\b/g, 'we are')
    // Feedback that sounds "like a robot", "robotic": how it sounds is the question ("sound
    // like me"), and the robot no subject of the site's.
    .replace(/\b(like )?(a |an )?robot(ic|ically|s)?\b/g, ' ')
    // Group members who "chill", "slack off" or "free-ride" are the ones not contributing, the
    // site's word for it ("small enough that everyone contributes").
    .replace(
      /\b(chill(s|ing)?|slack(s|ing|ers?)?( off)?|skiv(e|es|ing|ers?)|doss(es|ing)?|freeload(s|ing|ers?)?|free[- ]?rid(e|es|ing|ers?)|(sit|sits|sitting) back|(do|does|doing) nothing)\b/g,
      'not contributing',
    )
    // A "doc" is a document (a Word "doc" is a DOCX, above).
    .replace(/(?<!\bgoogle )\bdoc(s?)\b/g, 'document$1')
    // "Define formative assessment", "can you explain exit tickets", "the meaning of a hinge
    // question", "what counts as formative assessment": asking what something is; "define" is
    // no word of the site, "explain" matched "the assessment types FAQ explains", and "counts"
    // matched what counts against a plan's requests.
    .replace(
      /^\W*((can|could|would) you |please )*(briefly |quickly )?(define|explain|describe)( to me)?( what)?\b|\b(what is |whats )?(the )?(definition|meaning) of\b|\bwhat (exactly )?(counts|qualifies) as\b/,
      'what is',
    )
  const out: string[] = []
  for (const { segment, isWordLike } of wordSegmenter.segment(phrased)) {
    if (!isWordLike) continue
    // "10MB" → "10 mb", "step4" → "step 4": figures and units are words of their own.
    const parts = segment
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/'/g, '')
      .replace(/(\d)([a-z])/g, '$1 $2')
      .replace(/([a-z])(\d)/g, '$1 $2')
      .split(/[^a-z0-9]+/)
    for (const part of parts) if (part) out.push(part)
  }
  return out
})

/**
 * Words that carry no topic: the `stopword` package's English list, plus what visitors type
 * in a chat (greetings, "please", hearsay such as "heard somewhere", contractions without
 * their apostrophe). "free", "pro",
 * "not" and "no" are in neither, since they matter to what a visitor asks.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH_STOP_WORDS,
  ...`a an the or if then so of to on at about as without onto am do does doing done having i me my mine we us our ours
  you your yours he him his she her it its they them their this that these those there here what which
  myself yourself yourselves ourselves themselves himself herself itself quite rather pretty fairly
  who whom whose when where why how can could would should will shall may might must please tell know want
  like get got just also any some very really much many lot lots knows hi hello hey thanks thank ok okay yes
  actually basically literally apparently somewhere heard wondering whats hows wheres whos whens whys thats theres heres lets
  cos s t d ll ve re m im ive id youre dont doesnt isnt arent cant wont
  theyre theyve weve shes hes didnt wasnt werent havent hasnt wouldnt shouldnt couldnt
  youd youll youve theyd theyll itd itll thatll whod wholl wouldve couldve shouldve aint mustnt neednt`.split(/\s+/),
])

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
function britishSpelling(word: string): string {
  const mapped = SPELLING[word]
  if (mapped) return mapped
  return word.replace(/([a-z]{3,}i)z(e|ed|es|er|ers|ing|ation|ations)$/, '$1s$2')
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
  advert: 'advertis',
}

/** Words whose stem collides with an unrelated one ("different" → "differ", as in "plans differ"). */
const WORD_ALIASES: Record<string, string> = {
  different: 'different',
  differently: 'different',
  // Irregular past tenses Porter leaves apart from their verb ("I taught English" / "what did she teach").
  taught: 'teach',
  began: 'begin',
  begun: 'begin',
  thought: 'think',
  wrote: 'write',
  written: 'write',
  chose: 'choos',
  chosen: 'choos',
  // Same meaning, stems apart: "a complicated request" is the privacy policy's "complex" one.
  complicated: 'complex',
  // Porter joins "active" with "activity"; an active goal is no activity.
  active: 'active',
  inactive: 'inactive',
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
  else if (!/^[a-z]+$/.test(word)) term = word
  else {
    const stem = WORD_ALIASES[word] ?? stemmer(britishSpelling(word))
    term = STEM_ALIASES[stem] ?? stem
  }
  // Visitors' typos and gibberish are not kept forever.
  if (termCache.size >= TERM_CACHE_MAX) termCache.clear()
  termCache.set(word, term)
  return term
}

/**
 * Does a sentence state a figure: digits ("30 days", "25+", "$4.7") or a number written out
 * ("three or four", "five to ten"), as the site's prose often has them. "one" is left out:
 * it is as often a pronoun ("each one") as a number.
 */
const NUMBER_WORD =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen|half|twice)\b/i
export function hasFigure(sentence: string): boolean {
  const text = withoutReferences(sentence)
  return /\d/.test(text) || NUMBER_WORD.test(text)
}

const NUMBERS = new RegExp(String.raw`\b\d[\d,.]*|${NUMBER_WORD.source}`, 'gi')
/** The numbers a text states, as written and lower-cased ("three", "30"). */
export const numbersIn = (text: string): string[] => text.toLowerCase().match(NUMBERS) ?? []

/**
 * Does a sentence state a figure in digits? "Step 9", "the 2025-2026 school year" and a list
 * item's number name things, they are not figures.
 */
export function hasDigits(sentence: string): boolean {
  return /\d/.test(withoutReferences(sentence))
}

// A numbered list item's number ("1. Collect your best examples") counts nothing either.
const withoutReferences = (sentence: string) =>
  sentence.replace(/\bsteps? \d+\b|\b\d{4}-\d{4}\b|^\s*\d{1,2}[.)]\s+/gi, '')

/** The stemmed, stop-word-free terms of a text, in order (duplicates kept). */
export const terms = remembered(function terms(text: string): readonly string[] {
  const out: string[] = []
  for (const word of tokenize(text)) {
    const term = indexTerm(word)
    if (term) out.push(term)
  }
  return out
})

/** Abbreviations the sentence segmenter ends a sentence at when a capital follows ("e.g. One"). */
const ABBREVIATION_END = /\b(e\.g|i\.e|vs)\.\s*$/i
/** A list item's number, which the segmenter takes for a sentence ("4." of "4. Share the QR code"): no sentence of its own. */
const LIST_NUMBER = /^\s*\d{1,2}\.\s*$/

/** Sentences of a passage; list items and lines are sentences of their own. */
export function sentences(text: string): string[] {
  const out: string[] = []
  for (const line of text.split(/\n+/)) {
    let pending = ''
    for (const { segment } of sentenceSegmenter.segment(line)) {
      pending += segment
      if (ABBREVIATION_END.test(pending)) continue
      if (pending.trim() && !LIST_NUMBER.test(pending)) out.push(pending.trim())
      pending = ''
    }
    if (pending.trim()) out.push(pending.trim())
  }
  return out
}

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The figure as a whole token: "1 class" matches "includes 1 class." but not "21 classes"; "5" not "$4.5" or "15". */
export function containsFigure(reply: string, figure: string): boolean {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').toLowerCase()
  return new RegExp(`(?<![\\w$.,])${escapePattern(normalise(figure))}(?![\\w]|[.,]\\d)`).test(normalise(reply))
}

/**
 * A pure function of a text, remembered for the texts it read last: one answer reads the same
 * question, and the same clauses of it, through the same patterns many times over. What it
 * returns is frozen, so that no caller can change the reading another caller gets.
 */
export function remembered<T extends NonNullable<unknown>>(
  read: (text: string) => T,
  max = 2_000,
): (text: string) => T {
  const seen = new LRUCache<string, T>({ max })
  return (text) => {
    let found = seen.get(text)
    if (found === undefined) {
      found = Object.freeze(read(text))
      seen.set(text, found)
    }
    return found
  }
}
