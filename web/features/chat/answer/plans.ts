import nlp from 'compromise'
import type { ChatPlan } from './types'
import { BLANK_LINES, normalize, plainWords, terms } from './text'

/**
 * Plans and their limits, read from the plan documents: the only place the assistant gets a
 * limit from, so every figure it states is the CMS's. Also recognises which plan and which
 * limit a question is about ("how many classes on the free plan?").
 */

export const LIMIT_KINDS = [
  'price',
  'requestsPerMonth',
  'trainingWords',
  'classes',
  'studentsPerClass',
  'activitiesPerMonth',
  'teachingGoals',
] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

const number = new Intl.NumberFormat('en-GB')
const count = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`

/** Heading words for a limit, used in passage headings and follow-up replies. */
export const LIMIT_LABELS: Record<LimitKind, string> = {
  price: 'Price',
  requestsPerMonth: 'AI requests per month',
  trainingWords: 'Training document words',
  classes: 'Classes',
  studentsPerClass: 'Students per class',
  activitiesPerMonth: 'Activities per month',
  teachingGoals: 'Teaching goals',
}

/** Extra index words for each limit, so visitors' wording finds the passage. */
export const LIMIT_KEYWORDS: Record<LimitKind, string> = {
  price: 'price cost pricing per month monthly fee subscription pay how much',
  requestsPerMonth: 'AI requests generations refinements per month monthly allowance usage',
  trainingWords: 'training document words characters AI training allowance',
  classes: 'classes class groups how many limit',
  studentsPerClass: 'students per class pupils class size how many students',
  activitiesPerMonth: 'activities per month quizzes questionnaires live activities how many',
  teachingGoals: 'teaching goals goals how many',
}

/** Students, in the site's and visitors' words. */
const STUDENT_WORDS = 'students seats pupils kids children learners'

/** What each limit counts, in the site's and visitors' words ("how many assessments…" is a count of requests), as index terms. */
export const LIMIT_COUNTED: Record<LimitKind, readonly string[]> = {
  price: terms('dollars'),
  requestsPerMonth: terms('requests generations assessments refinements credits'),
  trainingWords: terms('words characters documents'),
  classes: terms('classes groups sets'),
  studentsPerClass: terms(STUDENT_WORDS),
  activitiesPerMonth: terms('activities quizzes questionnaires polls'),
  teachingGoals: terms('goals objectives'),
}

/** "1 class", "$4.7 per month", "10,000 words (1,000,000 characters)": the amount alone. */
function limitAmount(plan: ChatPlan, kind: LimitKind): string {
  const { limits } = plan
  switch (kind) {
    case 'price':
      return `$${plan.price} per ${plan.period}`
    case 'requestsPerMonth':
      // As the site's pages write it ("15 requests per month"), so a reply quotes the CMS's figure.
      return `${count(limits.requestsPerMonth, 'request', 'requests')} per month`
    case 'trainingWords':
      return `${count(limits.trainingWords, 'word', 'words')} of training documents (${number.format(limits.trainingCharacters)} characters)`
    case 'classes':
      return count(limits.classes, 'class', 'classes')
    case 'studentsPerClass':
      return `${count(limits.studentsPerClass, 'student', 'students')} per class`
    case 'activitiesPerMonth':
      return `${count(limits.activitiesPerMonth, 'activity', 'activities')} per month`
    case 'teachingGoals':
      return count(limits.teachingGoals, 'teaching goal', 'teaching goals')
  }
}

/** One sentence with the exact figure: "The Free plan includes 1 class." */
export function limitSentence(plan: ChatPlan, kind: LimitKind): string {
  if (kind === 'price') {
    return plan.price === 0
      ? `The ${plan.name} plan costs $${plan.price} per ${plan.period}: it is free.`
      : `The ${plan.name} plan costs $${plan.price} per ${plan.period}.`
  }
  return `The ${plan.name} plan includes ${limitAmount(plan, kind)}.`
}

const andList = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })
/** "a, b and c". */
export const list = (parts: readonly string[]) => andList.format(parts)

/** All plans side by side for one limit: "Classes: Free 1 class, Advanced 5 classes and Pro 50 classes." */
export function limitComparison(plans: readonly ChatPlan[], kind: LimitKind): string {
  const amounts = list(plans.map((plan) => `${plan.name} ${limitAmount(plan, kind)}`))
  if (kind === 'price')
    return `Prices per month: ${amounts}. Every plan includes every feature; they differ only in limits.`
  return `${LIMIT_LABELS[kind]} by plan: ${amounts}.`
}

/** The whole plan in a few sentences. */
export function planSummary(plan: ChatPlan): string {
  const kinds = LIMIT_KINDS.filter((kind) => kind !== 'price')
  const amounts = kinds.map((kind) => limitAmount(plan, kind))
  return (
    `${limitSentence(plan, 'price')} ${plan.description} ` +
    `It includes ${list(amounts)}. Every plan includes every feature.`
  )
}

// --- Recognising plans and limits in a question -----------------------------------------

/**
 * The plans a message names, by name or type ("Pro", "the free tier", "free vs pro"), in the
 * order of `plans`. "Free" also means "at no cost"; that reading still asks about the Free
 * plan's allowance when a limit is named ("can I have classes for free?").
 */
const TOP_PLAN = /\b(most expensive|priciest|dearest|top|highest|biggest|largest|premium) (plan|tier|subscription)s?\b/
const CHEAPEST_PAID_PLAN = /\b(cheapest|lowest|least expensive|smallest|entry level) paid (plan|tier|subscription)s?\b/

/** "The next plan up", "the tier above", "one up from Free". */
const NEXT_PLAN_UP =
  /\b(next|one) (plan |tier |level )?up\b|\b(plan|tier|level|one) above\b|\bnext (plan|tier|level)\b|\bup from\b/

/** A plan named by its price: "the $4.7 plan", "the $9.7 a month one". */
const PRICE_NAMED = /\$(\d+(?:\.\d+)?) (?:a month |per month |monthly )?(?:plan|tier|option|one|subscription)\b/

export function findPlans(message: string, plans: readonly ChatPlan[]): ChatPlan[] {
  // A "free period" or "free time" at school is no plan.
  const text = ` ${plainWords(message).replace(/\bfree (periods?|lessons?|time|moments?|afternoons?|mornings?|days?|slots?|weekends?)\b/g, ' ')} `
  // "The $4.7 plan": a plan named by its price.
  const priced = PRICE_NAMED.exec(normalize(message))
  const named = plans.filter(
    (plan) =>
      [normalize(plan.name), plan.planType].some((name) => text.includes(` ${name} `)) ||
      (priced !== null && plan.price > 0 && Number(priced[1]) === plan.price),
  )
  // "The middle tier", "the one between Free and Pro": with an odd number of plans, the one in
  // the middle by price, beside any other the message names.
  // ("The paid plan that sits in the middle, between free and the top one.")
  const inTheMiddle =
    /\b(plan|tier|one|option|subscription)s? (that |which )?(\w+ )?(sits?|is|comes?) (in the middle|in between)\b/.test(
      text,
    )
  const asksMiddle =
    inTheMiddle ||
    /\b(middle|mid) (tier|plan|subscription)\b|\b(mid|middle)[- ]?priced\b/.test(text) ||
    (/\b(middle|mid) (one|option|level)\b|\bone between\b/.test(text) &&
      /\b(plans?|tiers?|price|pricing)\b/.test(text)) ||
    (/\bone between\b/.test(text) && named.length >= 2)
  const byPrice = [...plans].sort((a, b) => a.price - b.price)
  // "Your most expensive plan", "the top tier"; "the cheapest paid plan": the plan at that end by price.
  const end =
    named.length === 0 && byPrice.length >= 2
      ? TOP_PLAN.test(text)
        ? byPrice.at(-1)
        : CHEAPEST_PAID_PLAN.test(text)
          ? byPrice.find((plan) => plan.price > 0)
          : // "Without paying anything": the plan that costs nothing.
            WITHOUT_PAYING.test(text)
            ? byPrice.find((plan) => plan.price === 0)
            : undefined
      : undefined
  if (end) return [end]
  // "Free is too small… what does the next plan up allow?": the plan after the one named, by price.
  const above = named.length === 1 && NEXT_PLAN_UP.test(text) ? byPrice[byPrice.indexOf(named[0]!) + 1] : undefined
  if (above) return [above]
  if (!asksMiddle || plans.length < 3 || plans.length % 2 === 0) return named
  const middle = byPrice[(plans.length - 1) / 2]!
  // "The one between Free and Pro" names the two around it, not the plans asked about.
  const around = inTheMiddle || /\bone between\b/.test(text) ? [] : named
  return plans.filter((plan) => plan === middle || around.includes(plan))
}

const WITHOUT_PAYING = /\bwithout paying\b|\bat no cost\b|\bfor nothing\b|\bnot paying (anything|a penny|a thing)\b/

/** A data subject's request ("a subject access request", "a SAR", "an erasure request"): the privacy policy's rights, not the AI requests a plan counts. */
export const DATA_SUBJECT_REQUEST = String.raw`\b((data )?subject access|data subject|erasure|deletion|data|rectification|portability|sar) requests?\b|\b(a|the|my|our|your|any) sar\b|\bsars\b|\brequests? (to|for) (access|see|view|delete|erase|correct|get|obtain)( (a )?cop(y|ies) of)? ((their|his|her|my|our|your|the|all) )?(own )?(personal )?(data|information|info)\b`

/** "How much is / does / would…", asking a price (not "how much does it get shrunk?", nor "how much is in it?"). */
export const HOW_MUCH_PRICE = String.raw`how much (is|does|do|will|would|for|per|a month|money)\b(?! (it|they|that|this|these|those|the \w+|my \w+|your \w+|a \w+) (get|gets|got|shrink|shrinks|compress|change|changes|weigh|hold|store|count|use|help)\b)(?! (in|inside|on) (it|them|one|each|there)\b)`

/** "Is that a Pro thing?", "only on Pro?", "a paid extra?": whether a feature comes with a plan, not an amount. */
export const PAID_ONLY_FEATURE =
  // ("Are some tools locked on the cheapest plan?": a feature held back, as visitors guess.)
  /\b(pro|paid|premium|advanced)[- ](thing|only|feature|extra)s?\b|\bonly (on|in|with|for) (the )?(pro|advanced|paid|premium)\b|\b(paid|premium) (extras?|add-?ons?)\b|\b(locked|unlock\w*|paywall\w*|held back|stripped[- ]down|cut[- ]down) (\w+ )?(features?|tools?|functions?|functionality|versions?)\b|\b(features?|tools?|functions?|functionality)( \w+){0,2} (locked|paywalled|held back|unavailable)\b/

/** What a question about the price says. */
const PRICE_WORDS = new RegExp(
  String.raw`\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\b${HOW_MUCH_PRICE}|(?<!\bby )\bhow much\W*$|\bexpensive\b|\bpric(ey|ier|iest)\b|\bdearer\b|\bcheap(er|est)?\b|\$`,
)

const LIMIT_PATTERNS: readonly (readonly [LimitKind, RegExp])[] = [
  [
    'studentsPerClass',
    // ("28 children… the whole class", "would it fit all of them in the one class?": its members;
    // "the per-class student cap".)
    /\b(students?|pupils?|kids|learners|children|adults)\b.*\b(per|in|each|a|one|every|my|the)\s+(\w+\s+)?(class|group)\b|\bclass size\b|\bper[- ]?(class|group) (students?|pupils?|learners?|kids|children)\b|\bhow many (students|pupils|learners|kids|children)\b|\b(students|pupils) per\b|\b(fit|squeeze)\b( \w+){0,3} (all of them|them all|everyone|everybody|(the )?whole (class|group|lot))\b|\b(put|get|take)\b( \w+){0,2} (the )?whole (class|group|lot)\b/,
  ],
  [
    'trainingWords',
    /\bwords?\b|\bcharacters?\b|\btraining (document|doc|material|file|data|limit)s?\b|\bhow much\b.*\b(train|feed (it|the ai|assessa)\b)|\b(train\w*|feed (it|the ai|assessa))\b.*\bhow much\b/,
  ],
  [
    'requestsPerMonth',
    // "How many times a month can I ask the AI to draft…?": its requests. (Not a "budget request".)
    /(?<!\b(budget|purchase|funding|finance|spending|expense|deletion|access|rights|data) )\brequests?\b|\bgenerations?\b|\bcredits?\b|\bprompts?\b|\bai (uses|calls|queries)\b|\btimes (a|per|each) month\b.*\bai\b|\bai\b.*\btimes (a|per|each) month\b/,
  ],
  ['activitiesPerMonth', /\bactivit(y|ies)\b|\bquizz?(es)?\b|\bquestionnaires?\b/],
  // ("Learning objectives" are what the site calls teaching goals.)
  ['teachingGoals', /\bgoals?\b|\blearning targets?\b|\b(learning |lesson |teaching )?objectives\b/],
  ['classes', /\bclass(es)?\b|\bgroups?\b/],
  ['price', PRICE_WORDS],
]

/**
 * Words and characters counted in something other than training material ("a character limit
 * on chat messages", "how many characters can a class name have"): no plan limit.
 */
const OTHER_TEXT =
  /\b(messages?|chat|names?|passwords?|titles?|comments?|answers?|responses?|replies|questions?|prompts?|feedback)\b/
const TRAINING_TEXT =
  /\btrain\w*|\bdocuments?\b|\bdocx\b|\bgoogle docs?\b|\bupload\w*|\bfiles?\b|\blearn\w* from\b|\bfeed (it|the ai|assessa)\b/
/** Does a message count words or characters of something other than training material ("a character limit on chat messages")? */
export const countsOtherText = (message: string) => {
  const text = normalize(message)
  return OTHER_TEXT.test(text) && !TRAINING_TEXT.test(text)
}
/**
 * A request about someone's data ("a parent asked to see what's held on their child… if the
 * request is complicated"): a data-protection request, not the AI requests a plan counts.
 */
const RIGHTS_REQUEST =
  /\b(data|access|rights?|deletion|delete|erasure|subject|privacy|gdpr|personal|copy|held|complicated|complex)\b/
const AI_REQUEST = /\bai\b|\bgenerat\w*|\bper month\b|\bmonthly\b|\ba month\b|\bcredits?\b|\bprompts?\b|\bplans?\b/

/** Does the message ask what something costs? */
export const asksPrice = (message: string) => PRICE_WORDS.test(normalize(message))

/** The limit a message asks about, if any. */
export function findLimitKind(message: string): LimitKind | undefined {
  // A "Word doc" is a DOCX file, not a word count.
  const text = normalize(message).replace(/\b(ms |microsoft )?word (docs?|documents?|files?)\b/g, 'docx')
  for (const [kind, pattern] of LIMIT_PATTERNS) {
    // "Half my class are…", "what share of the class…": the visitor's one class is their
    // setting, not a number of classes (unlike "the class limit"). Nor is "when a visitor opens
    // the prices page" a question about prices: it names a page.
    if (
      !pattern.test(
        kind === 'classes' ? text.replace(ONE_CLASS, ' ') : kind === 'price' ? text.replace(PRICES_PAGE, ' ') : text,
      )
    )
      continue
    // (Nor are the blank lines between training examples: "how many empty lines between each".)
    if (kind === 'trainingWords' && (countsOtherText(text) || BETWEEN_EXAMPLES.test(text))) continue
    if (kind === 'requestsPerMonth' && RIGHTS_REQUEST.test(text) && !AI_REQUEST.test(text)) continue
    return kind
  }
  return undefined
}

const BETWEEN_EXAMPLES = new RegExp(String.raw`${BLANK_LINES}|\blines? (between|apart)\b`)
const ONE_CLASS = /\b(my|our|the|the whole|this|that) (\w+ ){0,3}class\b(?! (limits?|caps?|allowance|count|number)\b)/g
const PRICES_PAGE = /\b(prices?|pricing) page\b/g

/** "Year 8", "grade 5", "Y10", "years 7 to 11", "KS3", a mixed "year 3/4" or "y1/y2": year groups, not amounts. */
export const YEAR_GROUP = /\b(year|years|grade|grades|yr|y|ks|key stage) ?\d+s?( ?(-|to|and|&|\/) ?(y|yr)?\d+s?)?\b/g

const SHARE_OF_OWN =
  /\bhow many of ((my|our|the) (students|pupils|kids|learners|class|group)|them) (feel|felt|think|thought|understand|understood|know|knew|struggl\w*)\b/g

/**
 * Does the message ask for an amount? `strict` (no plan named): "how many", "limit", "up to",
 * a number. With a plan named, "can I have / get / run…" and "include" count too.
 */
export function asksForAmount(message: string, { strict = false } = {}): boolean {
  // "How many of my students feel ready…?": a share of the visitor's class, not a plan's amount.
  // (Nor is a quiz's "time limit".)
  const text = normalize(message)
    .replace(YEAR_GROUP, ' ')
    .replace(SHARE_OF_OWN, ' ')
    .replace(/\btime limits?\b/g, ' ')
  if (
    /\bhow many\b|\blimits?\b|\bmax(imum)?\b|\b(whats|what'?s|what is) the most\b|(?<!\b(sign|signing|set|setting|log|logging) )\bup to\b|\bnumber of\b|\ballowance\b|\bcap\b|(?<!\b(bad|good|well|old|clear|sure|confident|serious|hard|easy|simple|quick|fast|secure) )\benough\b(?! time\b)|\bat most\b|\b\d+\b/.test(
      text,
    )
  )
    return true
  if (findLimitKind(message) === 'price') return true
  if (strict) return false
  return /\ballow(s|ed)?\b|\blet (me|us)\b|\bcover\b|\binclude[sd]?\b|\bget\b|\bcome with\b|\bhow much\b|\bcan i (have|create|run|add|make|use|set|upload|keep)\b/.test(
    text,
  )
}

// --- The plan a visitor needs -------------------------------------------------------------

/** An amount of one limit the visitor says they need ("four classes", "30,000 words"). */
export interface Need {
  kind: Exclude<LimitKind, 'price'>
  amount: number
  /** "More than 20 kids in one class": the plan must have room for more than `amount`. */
  moreThan?: boolean
}
/** Before an amount: "more than 20", "over 30", "above 40". */
const MORE_THAN = /\b(more than|over|above|beyond|upwards of|in excess of)\s*$/

const PLAN_WORDS = String.raw`(plans?|tiers?|subscriptions?|versions?)`
/**
 * "Which plan…?", "the cheapest plan that…", "is Advanced enough…?": asks which plan fits.
 * "Enough" and "cover" ask it only when the message is about plans at all.
 */
const ASKS_WHICH_PLAN = new RegExp(
  String.raw`\b(which|what|cheapest|smallest|lowest|right) (one of (your|the) )?${PLAN_WORDS}\b|\bwhich of (your|the) ${PLAN_WORDS}\b|\bplan (do|would|should|will|must) (i|we) (need|get|choose|pick|buy)\b|\bis there an? ${PLAN_WORDS}\b`,
)
const ASKS_IF_ENOUGH =
  /\benough\b|\b(fit|hold|take|handle|cope with) (the |my |our )?(whole|entire|full) (class|group|set|lot)\b|\bcovers?\b|\btake that much\b|\b(they|we|everyone|them|it|that) (all )?fit\b|\ball fit\b|\b(fit|hold|take) (them|us|everyone|everybody) (all|in)\b|\b(fit|put|get) (all|each|every one) of (them|us)\b|\b(take|hold) (all|each|every one) of (them|us)\b((?=.*\b(class|classes|group|form|students|pupils|kids)\b)|(?<=\b(class|classes|group|form|students|pupils|kids)\b.*))|\b(fit|hold|take|handle|cope with|support|allow) (a |one |my |our )?(class|group|form)(es|s)? (of \d+|with \d+ (students|pupils|kids|learners|children))\b|\b(ok|okay|good|fine|work) for (a |my |our )?class(es)? of\b|\bhave (a |one )?class(es)? of\b|\b(all|every one) of (them|us) (go|fit|get) in(to)?\b|\bthe \d+ (all )?fit\b|\bfit (a|one|my|our|the) (class|group|set|form) (that|this|so) (big|large)\b/
const NAMES_PLANS = new RegExp(String.raw`\b${PLAN_WORDS}\b`)

/** What an amount of each limit counts, as visitors say it ("six sections", "40 pupils each"). */
const NEED_COUNTED: Record<Need['kind'], readonly string[]> = {
  requestsPerMonth: terms('requests generations assessments credits'),
  trainingWords: terms('words'),
  classes: terms('classes groups sets sections'),
  studentsPerClass: terms(STUDENT_WORDS),
  activitiesPerMonth: terms('activities quiz quizzes questionnaires polls votes'),
  teachingGoals: terms('goals targets objectives'),
}
const NEED_KINDS = Object.keys(NEED_COUNTED) as Need['kind'][]
const MONTHLY: ReadonlySet<Need['kind']> = new Set(['requestsPerMonth', 'activitiesPerMonth'])

/** Words between an amount and what it counts ("four separate classes", "30,000 words of…"). */
const GAP = 2
/** After students: "… in each class", "… each", "… per class". */
const PER_CLASS = /^(\w+ ){0,2}(each|per (class|group)|in (each|a|one|every|my|the) (class|group))\b/
/**
 * Before students: "3 classes of 45 pupils", "a class of 35", "my biggest group has 35 students",
 * "my tutor group is 28 kids", "a mixed y1/y2 class, 27 kids" (one class, then its size; punctuation is read as a space).
 */
const CLASS_OF =
  /\b(class|classes|groups?|sections?|sets?|forms?) (of|has|have|with|contains|is|are|run|go) (about |around |roughly |nearly |almost |over |up to )?$|\b(class|group|form) +(about |around |roughly |nearly |almost )?$/
/** Later in the message: "…fit all of them into one class", "…in a single class". */
const INTO_ONE_CLASS = /\b(into|in) (one|the one|a|a single|the same) class\b/
/** After a bare number: "(32) in my form group", "(24) in the class". */
const IN_MY_CLASS = /^(in|at) (my|our|the|a|each) (\w+ )?(class|group|form|set)\b/
/** A class just named before "…24 of them" ("my tutor group", "our form", "my homeroom", "the class"). */
const CLASS_NAMED = /\b(class|group|form|set|homeroom)\b/
/** An amount per week or per day is not a month's ("30 essays a week", "3 quizzes or votes a week"). */
const NOT_MONTHLY = /^((or|and) ([a-z]+ ){0,2})?(a|per|each|every) (week|day|lesson|term|year)\b/
/** Only the start of a message is read for amounts: a real question states them early; a long one costs no more. */
const NEEDS_TEXT = 400
const SCALE: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000 }

/**
 * What the visitor says they need of each limit, when they ask which plan fits. Amounts are
 * read by `compromise` ("four", "half a dozen", "30,000", "30k"); what an amount counts is the
 * first counted noun after it ("six different groups" are classes, "30 kids each" are students
 * per class) or the class it sizes ("3 classes of 45 pupils").
 */
export function neededAmounts(message: string, plans: readonly ChatPlan[] = []): Need[] {
  const plain = plainWords(message)
  const asks =
    ASKS_WHICH_PLAN.test(plain) ||
    (ASKS_IF_ENOUGH.test(plain) && (NAMES_PLANS.test(plain) || findPlans(message, plans).length > 0))
  if (
    !asks ||
    !/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|twenty|thirty|forty|fifty|hundred)\b/.test(
      plain,
    )
  )
    return []
  // Commas kept inside numbers ("30,000"), other punctuation a space; year groups are no amounts.
  const text = normalize(message)
    .slice(0, NEEDS_TEXT)
    .replace(YEAR_GROUP, ' ')
    .replace(/[^a-z0-9,.$£' ]+/g, ' ')
    .replace(/,(?!\d{3}\b)|\.(?!\d)/g, ' ')
    // Read as the numbers they are: "100 000", "half a dozen", "a dozen".
    .replace(/(\d) (\d{3})\b/g, '$1$2')
    .replace(/\bhalf a dozen\b/g, '6')
    .replace(/\b(a )?dozen\b/g, '12')
    // "25 adults" are an evening class's learners ("adult classes" are classes).
    .replace(/\badults\b/g, 'learners')
  return amountsNeeded(text)
}

/** After a bare number: "(120) a month", "per month", "monthly". */
const PER_MONTH = /^((a|per|each|every) )?month\b|^monthly\b/

/** The last thing a plan counts per month named in `text` ("a quick quiz or a vote…" → activities). */
function lastMonthlyNamed(text: string): Need['kind'] | undefined {
  let found: Need['kind'] | undefined
  for (const word of text.split(/\s+/)) {
    const term = terms(word)[0]
    const kind = term ? [...MONTHLY].find((candidate) => NEED_COUNTED[candidate].includes(term)) : undefined
    if (kind) found = kind
  }
  return found
}

function amountsNeeded(text: string): Need[] {
  const needs = new Map<Need['kind'], Need>()
  let from = 0
  for (const found of nlp(text).numbers().json() as {
    text: string
    number?: { num?: number | null; unit?: string; prefix?: string }
  }[]) {
    const at = text.indexOf(found.text.toLowerCase(), from)
    if (at < 0) continue
    from = at + found.text.length
    const scale = SCALE[found.number?.unit ?? ''] ?? 1
    const amount = (found.number?.num ?? 0) * scale
    // A price ("under $5") is not an amount of anything a plan limits; nor is half of one.
    if (
      !Number.isInteger(amount) ||
      amount < 1 ||
      /[$£]/.test(`${found.number?.prefix ?? ''}${text.slice(at - 2, at)}`)
    )
      continue
    const after = text.slice(from).trim().split(/\s+/)
    // "28 in my class": the class is where the amount is, not what it counts.
    const inMyClass = IN_MY_CLASS.test(after.join(' '))
    // The first counted noun after the amount decides what it counts.
    let kind: Need['kind'] | undefined
    let nounAt = -1
    for (const [index, word] of (inMyClass ? [] : after.slice(0, GAP + 1)).entries()) {
      const term = terms(word)[0]
      kind = term ? NEED_KINDS.find((candidate) => NEED_COUNTED[candidate].includes(term)) : undefined
      if (kind) {
        nounAt = index
        break
      }
    }
    // "My class of 26", "32 in my form group": a number of students, also when no noun follows it.
    const inClass =
      !kind &&
      (CLASS_OF.test(text.slice(0, at)) ||
        inMyClass ||
        // "My tutor group … there are 24 of them": the members of the class just named.
        (/^of (them|us)\b/.test(after.join(' ')) && CLASS_NAMED.test(text.slice(Math.max(0, at - 80), at))))
    if (inClass) kind = 'studentsPerClass'
    // "A quiz or a vote every lesson… around 120 a month": the monthly thing named just before.
    if (!kind && PER_MONTH.test(after.join(' '))) kind = lastMonthlyNamed(text.slice(Math.max(0, at - 120), at))
    const rest = after.slice(nounAt + 1).join(' ')
    // "3 classes of 45 pupils": students sized by the class before them.
    // ("25 kids … could all of them go into one class?": one class's students.)
    if (
      kind === 'studentsPerClass' &&
      !inClass &&
      !PER_CLASS.test(rest) &&
      !CLASS_OF.test(text.slice(0, at)) &&
      !INTO_ONE_CLASS.test(rest)
    )
      continue
    if (!kind || (MONTHLY.has(kind) && NOT_MONTHLY.test(rest))) continue
    // "…all of them in one class": where the students go, not a number of classes needed.
    if (kind === 'classes' && amount === 1 && /\b(in|into)( the| just| only)? $/.test(text.slice(0, at))) continue
    const need: Need = MORE_THAN.test(text.slice(0, at)) ? { kind, amount, moreThan: true } : { kind, amount }
    // The largest amount named for a limit is what it must hold.
    const earlier = needs.get(kind)
    if (!earlier || need.amount > earlier.amount) needs.set(kind, need)
  }
  return [...needs.values()]
}

const NEED_NOUNS: Record<Need['kind'], readonly [string, string]> = {
  requestsPerMonth: ['request per month', 'requests per month'],
  trainingWords: ['word of training documents', 'words of training documents'],
  classes: ['class', 'classes'],
  studentsPerClass: ['student per class', 'students per class'],
  activitiesPerMonth: ['activity per month', 'activities per month'],
  teachingGoals: ['teaching goal', 'teaching goals'],
}

const needText = ({ kind, amount, moreThan }: Need) =>
  `${moreThan ? 'more than ' : ''}${count(amount, ...NEED_NOUNS[kind])}`
const fits = (plan: ChatPlan, needs: readonly Need[]) =>
  needs.every(({ kind, amount, moreThan }) => (moreThan ? plan.limits[kind] > amount : plan.limits[kind] >= amount))

export interface PlanForNeedsOptions {
  /** The one plan the message names ("is Advanced enough…?"). */
  named?: ChatPlan
  /** The message also asks what it costs. */
  withPrice?: boolean
  /** The message asks yes or no ("Is Pro enough…?"): the reply opens with the answer. */
  yesNo?: boolean
}

/**
 * The reply to "which plan fits what I need?", in the plan documents' figures: the cheapest
 * plan with room for every amount named, and whether the plan named has it.
 */
export function planForNeeds(
  plans: readonly ChatPlan[],
  needs: readonly Need[],
  { named, withPrice = false, yesNo = false }: PlanForNeedsOptions = {},
): { plan: ChatPlan; text: string } {
  const byPrice = [...plans].sort((a, b) => a.price - b.price)
  const cheapest = byPrice.find((plan) => fits(plan, needs))
  const what = list(needs.map(needText))
  const limits = (plan: ChatPlan) =>
    `The ${plan.name} plan includes ${list(needs.map(({ kind }) => limitAmount(plan, kind)))}.`
  const priced = (plan: ChatPlan) => `${limits(plan)} ${limitSentence(plan, 'price')}`
  // "Would Advanced cover it, or do I need Pro?": the plan just below says why it does not.
  const below = cheapest && byPrice[byPrice.indexOf(cheapest) - 1]
  const short =
    below && below !== named
      ? ` (the ${below.name} plan includes ${list(needs.map(({ kind }) => limitAmount(below, kind)))})`
      : ''
  const recommendation =
    cheapest && `For ${what}, the cheapest plan with room is ${cheapest.name}${short}. ${priced(cheapest)}`
  if (named && fits(named, needs)) {
    const answer = `${yesNo ? 'Yes. ' : ''}${withPrice ? priced(named) : limits(named)}`
    // "Is Pro enough?" — yes, and a cheaper plan may be too.
    return { plan: named, text: cheapest && cheapest !== named ? `${answer} ${recommendation}` : answer }
  }
  if (!cheapest) {
    const largest = byPrice.at(-1)!
    return { plan: largest, text: `No plan includes ${what}. ${limits(largest)}` }
  }
  return { plan: cheapest, text: named ? `${yesNo ? 'No. ' : ''}${limits(named)} ${recommendation}` : recommendation! }
}
