import { lastPluralNoun } from './parts-of-speech'
import { LIMIT_COUNTED } from './plans'
import { indexTerm, normalize, remembered, terms, tokenize } from './text'

/**
 * The kind of figure a question asks for, and whether a sentence states one: "how many
 * languages?" wants a number of languages ("25+ languages"), "how big can a file be?" a size
 * ("10MB"), "how long…?" a duration ("30 days"), "minimum age?" an age ("13 years old"),
 * "which file types?" file formats ("PNG, JPG or JPEG"). A passage that states that kind of
 * figure answers the question better than one that only speaks about its words.
 */
export interface AskedFigure {
  kind:
    | 'count'
    | 'size'
    | 'duration'
    | 'length'
    | 'age'
    | 'format'
    | 'percent'
    | 'frequency'
    | 'scale'
    | 'name'
    | 'year'
    | 'allowance'
    | 'payer'
    | 'access'
    // The figure that questions like this one were answered with (known-questions.ts).
    | 'recalled'
  /** For a count: the stemmed nouns counted ("languag"; "kind", "type", "form"… for "kinds of assessment"). */
  nouns?: string[]
  /** Does the sentence state this kind of figure? */
  states(sentence: string): boolean
  /** A second kind of figure the same message asks for. */
  also?: AskedFigure
}

const NUMBER = String.raw`(\d[\d,.]*\+?|a couple of|a few|several|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)`
const SIZE = /\d\s*(kb|mb|gb|tb)\b|\b(kilo|mega|giga)bytes?\b/i
const RESOLUTION = /\d+\s*[x×]\s*\d+|\d[\d,]*\s*pixels\b/i
const DURATION = new RegExp(
  String.raw`\b${NUMBER}[\s-]+(seconds?|minutes?|mins?|hours?|days?|weeks?|weekends?|evenings?|months?|years?|terms?|billing cycles?)\b`,
  'i',
)
const LENGTH = /\d[\d,]*\s*(characters?|words?)\b/i
/** "at least 13 years old", "13 or older", "under 13 may use…"; not "over 100 schools". */
const AGE =
  /\b\d+ years? old\b|\b\d+ or (older|over)\b|\bage (of )?\d+\b|\baged \d+\b|\b(under|over) \d{1,2}(?=\s*([.,;)]|$|(may|can|must|need|need to|or|and|years?)\b))/i
const FORMAT = /\b(png|jpe?g|gif|pdf|docx?|pptx?|xlsx?|csv|txt|google docs?)\b/i
/** A photo's formats, when the question is about a photo ("a pic of a worksheet"). */
const IMAGE_FORMAT = /\b(png|jpe?g|gif|heic)\b/i
const IMAGE_WORDS = /\b(photos?|pictures?|images?|screenshots?|scans?)\b/
const PERCENT = /\d\s*%|\bper ?cent\b/i
/** A share of a class, as the site writes it: "fewer than two thirds", "half the class". */
const FRACTION =
  /\b(a|one|two) thirds?\b|\b(a|one|three) quarters?\b|\bhalf (of )?(the |your |a )?(class|students|group)\b/i
/** A rating scale: "from 1 to 5". */
const SCALE = /\b\d+ to \d+\b/
/** When something began: "when was it founded / set up", "what year did Assessa start", "since when". */
const FOUNDING_DATE =
  /\bwhen (was|were|did) (\w+ ){1,3}(founded|found|start|started|set up|created|launched|established|begin|began)\b|\b(what|which) year (was|were|did)\b|\bsince when\b|\byear (it was|they were|you were) (founded|started|set up)\b/

/** Three or more names in a row ("facilitator, recorder, checker and presenter"), not activities ("leading, writing and presenting"). */
const ENUMERATION = /\b[a-z]+(?<!ing), [a-z]+(?<!ing),? (and|or) [a-z]+(?<!ing)\b/i
const REMINDER = /\bremind(er|ers|ing)?\b/i
/** "When do the files get deleted / wiped?", "when will it expire?" */
const WHEN_REMOVED =
  /\bwhen (do|does|will|would|is|are)\b(?: [a-z']+){1,6} (deleted|removed|wiped|erased|purged|destroyed|cleared|expire|expires|disappear|disappears|gone)\b/
/** "Once a fortnight", "every week", "at the end of each unit", "weekly"; not "what each lesson should…". */
const FREQUENCY =
  /\b(once|twice|three times|every|(?:after|before|(?:end|start|beginning) of) each) (a |per |other )?(day|week|fortnight|month|term|lesson|unit|half[- ]term)\b|\b(daily|weekly|fortnightly|monthly|termly)\b/i

/** "How much (feedback) should each review include / give / contain?": what one of them may hold. */
const ALLOWANCE_ASKED =
  /\bhow much(?: [a-z]+)? (?:should|can|do|does|would|must)\b(?: [a-z']+){0,6}? (?:each|every|one|a single)\b|\bhow much (?:should|can|do|does|would|must) (?:each|every|one|a single)\b/
/** A limit set in a number: "limit each review to one strength", "keep it to two points", "no more than three". */
const ALLOWANCE =
  /\b(limit\w*|keep|cap|restrict\w*|no more than|at most|up to|stick to)\b[^.;]*?\b(one|two|three|four|five|\d+)\b/i

/** Digits, or a number in words as the site writes counts ("two or three", "five to ten"); not "one", as often a pronoun. */
const COUNT_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|several'
const COUNT_WORD = new RegExp(`^(${COUNT_WORDS})$`)
/** Any number at all, in digits or as a count word. */
const ANY_NUMBER = new RegExp(String.raw`\d|\b(${COUNT_WORDS})\b`, 'i')
const isNumberToken = (token: string) => /^\d/.test(token) || COUNT_WORD.test(token)

/** Words after "how many" that end what is counted ("how many teaching goals should…"). */
const COUNT_END = new Set(
  `should do does did can could will would are is were was am may must might have has get need of per in on for at
  to with and or a an the i we you they my our your max left fit fits join attend sit there allowed make makes
  seem seems sound sounds work works`.split(/\s+/),
)
/** Words before what is counted that are not it ("how many different languages"). */
const COUNT_FILLER = new Set(['different', 'separate', 'more', 'extra', 'other', 'total', 'individual'])
/**
 * Words between a number and a noun that make the number count something else ("two points
 * per piece", "three blank lines between examples", "three ideas make goals manageable").
 */
const COUNT_BREAK = new Set(
  `per each every of in on for a an the with from by between after before about across among than into
  is are was were be make makes made keep keeps help helps need needs get gets have has give gives take takes
  can could will would should must may`.split(/\s+/),
)
/** "How many kinds of assessment": kinds are counted ("eight assessment forms"), whatever they are of. */
const CLASSIFIERS = ['kind', 'type', 'sort', 'form', 'format', 'variety', 'style']

/**
 * A sentence that counts `noun`: a number at most four words before it in the same clause
 * ("five to ten pieces", "Two or three quick prompts", "25+ languages") or "of" a number after
 * it ("groups of three"). Labels are not counts: "Year 8 students", "Step 3: students…", "in 2025".
 */
function countsNoun(sentence: string, asked: readonly string[], of?: string): boolean {
  // A sentence with no number counts nothing (most do not: checked before any tokenising).
  if (!ANY_NUMBER.test(sentence)) return false
  // A team's size is stated as a group's ("groups of three or four"), and the other way round.
  const nouns = asked.some((noun) => TEAM_OR_GROUP.includes(noun)) ? [...asked, ...TEAM_OR_GROUP] : asked
  for (const { words, indexed } of clausesOf(sentence)) {
    for (let at = 0; at < words.length; at++) {
      if (!nouns.includes(indexed[at] ?? '')) continue
      // "Kinds of assessment" are counted as "eight assessment forms", not as "five activity types".
      const names = (from: number, to: number) => !of || indexed.slice(from, to).includes(of)
      // "five to ten pieces", "Two or three quick prompts"; not "two points per piece".
      for (let before = at - 1; before >= Math.max(0, at - 4) && !COUNT_BREAK.has(words[before]!); before--)
        if (isNumberToken(words[before]!) && names(before, at + 3)) return true
      // "groups of three", "keep groups to three or four"; not "each comment to two sentences",
      // which counts the sentences.
      if (
        /^(of|to)$/.test(words[at + 1] ?? '') &&
        words[at + 2] !== undefined &&
        isNumberToken(words[at + 2]!) &&
        (words[at + 3] === undefined || /^(or|and|to|students?|people|members?|each)$/.test(words[at + 3]!))
      )
        return !of
    }
  }
  return false
}

const TEAM_OR_GROUP = terms('team group')

interface Clause {
  words: readonly string[]
  indexed: (string | null)[]
}
/** A sentence's clauses, tokenised and stemmed once: the same passages are read for many questions. */
const clausesOf = remembered(
  (sentence: string): Clause[] =>
    // Labels are not counts: "Year 8 students", "Step 3: students…", "in 2025".
    sentence
      .replace(/\b(year|grade|yr|step|ks|key stage) \d+\b|\b\d{4}\b/gi, ' ')
      .split(/[,;:()]/)
      .map((clause) => {
        const words = tokenize(clause)
        return { words, indexed: words.map((word) => indexTerm(word)) }
      }),
  5_000,
)

/** The counted noun as the index has it ("kids" → "student"). */
const termOf = (word: string) => terms(word)[0]

/** What is counted after one "how many" or "number of" ("how many teaching goals should…" → "goal"). */
function countedAfter(words: readonly string[]): string[] {
  const phrase: string[] = []
  for (const word of words) {
    if (COUNT_END.has(word)) break
    if (!COUNT_FILLER.has(word)) phrase.push(word)
  }
  const noun = termOf(phrase.at(-1) ?? '')
  return noun ? (CLASSIFIERS.includes(noun) ? CLASSIFIERS : [noun]) : []
}

/**
 * Nouns that count the same thing: a plan limit's ("how many assessments" is answered in
 * requests), and the everyday words for parts and options ("how many chunks?" → "four parts",
 * "how many choices?" → "three or four options").
 */
const COUNTED_TOGETHER: readonly (readonly string[])[] = [
  ...Object.values(LIMIT_COUNTED),
  terms('parts pieces chunks sections bits portions segments'),
  // "How many options?" for students' choice: "two or three routes".
  terms('options choices alternatives answers routes'),
  terms('levels tiers versions'),
  // A quiz's questions may be true/false statements ("five true/false statements").
  terms('questions statements'),
  // "How many things should I point out?": "one or two points per piece of work".
  terms('things points'),
  // "How many examples of my feedback?": "five to ten pieces of feedback".
  terms('examples samples pieces comments'),
  // A company's principles are its values ("What we value").
  terms('values principles'),
]

/** With the nouns that count the same thing. (Not a group's members: "in each group" counts no classes.) */
const together = (nouns: readonly string[]) =>
  nouns.flatMap((noun) => COUNTED_TOGETHER.find((row) => row.includes(noun)) ?? [noun])

function countedNouns(text: string): string[] {
  // Every noun phrase after "how many" or "number of", up to its verb or preposition.
  // At most a few "how many"s, each read in a short window: a long message costs no more.
  const nouns = [...text.matchAll(/\b(?:how many|(?:number|amount) of) /g)].slice(0, 3).flatMap((match) => {
    // Up to the first punctuation: "how many live activities (quizzes, votes…)" counts activities.
    const end = match.index + match[0].length
    const after = text
      .slice(end, end + 60)
      .split(/[^a-z ]/)[0]!
      .trim()
      .split(/ +/)
      .slice(0, 4)
    // "How many per team?", "how many in each group?": a group's members, counted as its size ("teams of three").
    const per = /^(per|in each|in a|for each|for a|to a|to each) ([a-z]+)/.exec(after.join(' '))
    if (per) return membersOf(termOf(per[2]!))
    // "How many students would you put in each group?": the group's size ("groups of three or four").
    // ("How many kids per group?" too.)
    const inEach = /\b(?:per (?:each |every |a |one )?|(?:in|into|for) (?:each|every|a|one) )(group|team)\b/.exec(
      text.slice(end, end + 60),
    )
    if (inEach) return membersOf(termOf(inEach[1]!))
    const counted = countedAfter(after)
    if (counted.length > 0) return together(counted)
    // "…in other languages, and how many do you cover?": what was just named, in the same
    // sentence, else in the one before ("I've got a dozen goals. How many should I keep?").
    const before = text.slice(Math.max(0, match.index - 160), match.index).split(/[.?!]/)
    const named = lastPluralNoun(before.at(-1)!) ?? (before.length > 1 ? lastPluralNoun(before.at(-2)!) : undefined)
    const noun = named ? termOf(named) : undefined
    return noun ? together(CLASSIFIERS.includes(noun) ? CLASSIFIERS : [noun]) : []
  })
  return [...new Set(nouns)]
}

/** What a question about a size of people counts ("ideal group size" → groups "of three or four"). */
function sizedNouns(text: string): string[] {
  // "ideal group size", "how big should groups be": the size of a group is a count of its members.
  // "What size should groups be": the first phrase that names a noun ("what size" names none).
  const noun = [
    /\b([a-z]+) size\b/,
    /\bsize of (?:a |an |the |my |each )?([a-z]+)\b/,
    /\b(?:how (?:big|large)|what size) (?:should|can|do|does|is|are|would) (?:a |an |the |my |each )?([a-z]+)\b/,
    // "What size groups work best?": the size named before the people it sizes.
    /\b(?:what|which) size (?:of )?(groups?|teams?|tables?|classes|class)\b/,
  ]
    .map((pattern) => pattern.exec(text)?.[1])
    .map((word) => (word ? termOf(word) : undefined))
    .find(Boolean)
  return membersOf(noun)
}

/** What a size of `noun` counts: a class's is its students ("40 students per class"); a group's, its members ("groups of three"). */
const membersOf = (noun: string | undefined): string[] => (noun ? [noun === 'class' ? 'student' : noun] : [])

/** Kinds of file whose sizes the site states apart: photos, PDF submissions, training documents. */
const TRAINING = /\b(docx|train\w*|google docs?)\b/i
export const FILE_KINDS = [/\b(photos?|pictures?|images?|png|jpe?g)\b/i, /\bpdfs?\b/i, TRAINING]
const FILE_WORDS = /\b(files?|uploads?|uploading|documents?|docs?|docx|pdfs?|attachments?|photos?|pictures?|images?)\b/

const WHO_OPENS =
  /\b(who|which (people|users|staff|teachers|colleagues)|anyone|anybody)\b(\W+\w+){0,6}?\W+(see|view|access|open|read|look at|get at)\b/
// (Files handed in, not results, answers or a document such as the DPA: those have answers of their own.)
const ACCESSED = /\b(files?|pdfs?|work|submissions?|submitted|hand(s|ed)? in|uploads?|uploaded|projects?)\b/
const NOT_ACCESSED = /\b(results?|answers?|votes?|voting|agreement|dpa|scores?)\b/
const ACCESS = /\b(can|may|could) (access|see|view|open)\b|\baccess (by|to)\b/i

/** Every kind of figure the message asks for, the one it asks for first leading. */
function figuresAsked(text: string): AskedFigure[] {
  const out: AskedFigure[] = []
  // "When was the company founded?", "what year did it start?": a year ("in 2025").
  if (FOUNDING_DATE.test(text)) out.push({ kind: 'year', states: (sentence) => /\b(19|20)\d{2}\b/.test(sentence) })
  if (
    /\b(file ?(types?|formats?|extensions?)|what (kind|type|sort)s? of (\w+ )?files?|which (\w+ )?files?)\b/.test(
      text,
    ) ||
    (/\b(formats?|types?|extensions?)\b/.test(text) && FILE_WORDS.test(text))
  )
    out.push({
      kind: 'format',
      // A training document's formats are stated beside training ("DOCX files or Google Docs"), not students' PDFs.
      states: (sentence) =>
        IMAGE_WORDS.test(text)
          ? IMAGE_FORMAT.test(sentence)
          : FORMAT.test(sentence) && (!TRAINING.test(text) || TRAINING.test(sentence)),
    })
  // "How many…?" asks for a count, whatever else the message asks ("…and what's the minimum age?").
  const counted = countedNouns(text.replace(/'/g, ''))
  if (counted.length > 0) out.push(counting(counted, kindsOf(text)))
  if (
    (/\b(how (big|large|heavy)|biggest|largest|heaviest|size|weigh\w*|max(imum)?|(file|upload) limit|mb|megabytes?)\b/.test(
      text,
    ) &&
      FILE_WORDS.test(text)) ||
    // "A 14MB Word file … can I upload that?": the size it may be.
    (/\d\s*(kb|mb|gb)\b/.test(text) &&
      /\b(upload|attach|send|submit|use|go through|accepted|allowed|too (big|large))\b/.test(text))
  ) {
    // The size of the file asked about: "a photo" is under 1MB, a training document under 10MB.
    const file = FILE_KINDS.find((kind) => kind.test(text))
    out.push({ kind: 'size', states: (sentence) => SIZE.test(sentence) && (!file || file.test(sentence)) })
  }
  // "What resolution does it end up at?": pixels ("1000x1000 pixels").
  if (/\b(resolution|pixels?|dimensions?)\b/.test(text))
    out.push({ kind: 'size', states: (sentence) => RESOLUTION.test(sentence) })
  if (/\bhow old\b|\bage\b|\byears? old\b|\bold enough\b/.test(text))
    out.push({ kind: 'age', states: (sentence) => AGE.test(sentence) })
  // "What share of the class…?": a percentage or a fraction ("fewer than two thirds").
  if (
    /\bpercent(age)?\b|%|\b(what|which) (share|proportion|fraction|part) of\b|\bhow much of (the|my|a) class\b/.test(
      text,
    )
  )
    out.push({ kind: 'percent', states: (sentence) => PERCENT.test(sentence) || FRACTION.test(sentence) })
  // "How long can my message be?": a length in characters or words, not a time.
  if (
    /\b(write|type|send|paste) (a |an )?(long|longer|lengthy) (message|question|text)\b|\bcharacter (limit|cap|count)\b(?=.*\b(chat|chatbox|chat box|assistant|here|messages?)\b)|\bhow long\b(?: \w+){0,10} (can|may|should|could|must) be\b|\bhow long (can|may|should|could|must)(?: \w+){0,6} (messages?|texts?|comments?|descriptions?|prompts?|requests?|names?|titles?)(?: \w+){0,6} be\b|\blength\b/.test(
      text,
    )
  )
    out.push({ kind: 'length', states: (sentence) => LENGTH.test(sentence) })
  // "How long…?", "how soon…?", "consent duration?" ("how many days…?" is a count of days). A unit alone is no
  // question: "this week", "the first 5 mins" are what the visitor says about themselves.
  // "Any advance warning?" is answered by how much ("30 days' notice"); so is "how much lesson time…?" ("ten minutes").
  else if (
    /\bhow (long|soon|quickly|fast)\b|\bdurations?\b|\bhow far (ahead|in advance|before)\b|\bhow much (of (the )?(\w+'?s|her|his|their|my|your|the) |(\w+ )?(lesson|class|classroom|silent|thinking|think|wait|waiting|response|teaching|planning|marking|prep|extra|quiet|reading|writing|discussion) )?time\b|\b(any|advance|enough|much|prior) (warning|notice|heads[- ]up)\b|\b(what|which) (timeframe|time frame|period)\b|\bwithin what\b|\bby when\b|\b(what is|whats|what's) the (longest|latest|soonest|quickest|fastest)\b(?! (way|ways|method|route|trick|option|fix)\b)/.test(
      text,
    )
  )
    out.push({ kind: 'duration', states: (sentence) => DURATION.test(sentence) })
  // "When should I set myself a reminder…?": the reminder's time ("a calendar reminder two weeks later").
  else if (/\bwhen\b/.test(text) && REMINDER.test(text))
    out.push({ kind: 'duration', states: (sentence) => DURATION.test(sentence) && REMINDER.test(sentence) })
  // "When do the PDFs get deleted?": after how long ("deleted 30 days after the due date").
  else if (WHEN_REMOVED.test(text)) out.push({ kind: 'duration', states: (sentence) => DURATION.test(sentence) })
  // "What sort of scale?", "how sure they feel": a rating scale ("from 1 to 5").
  if (/\bscales?\b|\bhow (sure|confident)\b/.test(text))
    out.push({ kind: 'scale', states: (sentence) => SCALE.test(sentence) })
  // "Which roles should I hand out?": the sentence that names them ("facilitator, recorder, checker or presenter").
  if (/\b(what|which) (\w+ )?(roles|jobs|responsibilities)\b/.test(text))
    out.push({ kind: 'name', states: (sentence) => ENUMERATION.test(sentence) })
  // "The exact name of the cookie": the sentence that names it ("a cookie named CookieConsent").
  if (
    /\bname of (the |your |that |this )?(consent )?cookie\b|\bcookie'?s? name\b|\bcookie (is it )?called\b/.test(text)
  )
    out.push({ kind: 'name', states: (sentence) => /\b(named|called)\b/i.test(sentence) })
  // "Who pays for the audit?": the sentence that says who bears the costs ("Each party bears its own costs").
  if (
    /\bwho('s| is| will| would| has to| should| must)? (pay|pays|paying|bear|bears|foot|foots)\b|\bwho (covers|picks up) the (costs?|fees?|bill|tab)\b|\bwho is responsible for (the )?(costs?|fees?|bill)\b/.test(
      text,
    )
  )
    out.push({
      kind: 'payer',
      states: (sentence) => /\b(bears?|pays?) (its|their|your|our) own\b|\bcosts?\b/i.test(sentence),
    })
  // "Which people can open the files pupils submit?": the sentence that says who has access
  // ("Only you, as the teacher, and the students can access submitted files"), not what they submit.
  if (WHO_OPENS.test(text) && ACCESSED.test(text) && !NOT_ACCESSED.test(text))
    out.push({ kind: 'access', states: (sentence) => ACCESS.test(sentence) })
  if (/\bhow often\b|\bhow frequently\b/.test(text))
    out.push({ kind: 'frequency', states: (sentence) => FREQUENCY.test(sentence) })
  // "How much feedback should each review contain?": the sentence that sets the allowance
  // ("Limit each review to one strength and one specific suggestion").
  if (out.length === 0 && ALLOWANCE_ASKED.test(text))
    out.push({ kind: 'allowance', states: (sentence) => ALLOWANCE.test(sentence) })
  const sized = out.length === 0 ? sizedNouns(text) : []
  if (sized.length > 0) out.push(counting(sized))
  return out
}

/**
 * The kind of figure a question asks for; a second kind asked in the same message ("what kind
 * of file, and how large?") rides along as `also`, for the reply to state too.
 */
export function askedFigure(question: string): AskedFigure | undefined {
  const [first, second] = figuresAsked(normalize(question))
  return first && second ? { ...first, also: second } : first
}

/** What "how many kinds of assessment" counts kinds of ("assess"), when it names it. */
function kindsOf(text: string): string | undefined {
  const named =
    /\bhow many (?:different |separate )?(?:kinds|types|sorts|forms|formats|varieties|styles) of (?:an? |the )?([a-z]+)/.exec(
      text,
    )
  return named ? termOf(named[1]!) : undefined
}

/** A count of `nouns`; of kinds of something (`of`), a count that names it ("eight assessment forms") or counts it ("three plans"). */
const counting = (nouns: string[], of?: string): AskedFigure => ({
  kind: 'count',
  nouns,
  states: (sentence) =>
    of
      ? countsNoun(sentence, nouns, of) || countsNoun(sentence, [of])
      : countsNoun(sentence, nouns) ||
        // "How many students need to get it?": a share of the class ("fewer than two thirds").
        (nouns.includes(STUDENT) && FRACTION.test(sentence)),
})
const STUDENT = terms('students')[0]!
