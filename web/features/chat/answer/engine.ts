import { asksForList, isYesNoQuestion, joinSentences, quotePassage, statesFigure } from './compose'
import { type AskedFigure, askedFigure, FILE_KINDS } from './figures'
import { detectIntent, mailtoLink, smallTalkReply, stripSmallTalk } from './intents'
import { lastPluralNoun, namedThings } from './parts-of-speech'
import { ROADMAP_ID_PREFIX } from './passages'
import {
  asksForAmount,
  asksPrice,
  countsOtherText,
  DATA_SUBJECT_REQUEST,
  findLimitKind,
  findPlans,
  LIMIT_COUNTED,
  LIMIT_KINDS,
  limitComparison,
  type LimitKind,
  limitSentence,
  list,
  type Need,
  neededAmounts,
  PAID_ONLY_FEATURE,
  planForNeeds,
  type PlanForNeedsOptions,
  YEAR_GROUP,
} from './plans'
import {
  ACCOUNT_DETAIL_CHANGE,
  ACTIVE_GOALS_ADVICE,
  ADVICE_QUESTION,
  AI_DRAFT_UNREVIEWED,
  AI_DECIDES_ABOUT_STUDENTS,
  DOWNGRADE_LOSES_FEATURES,
  UPGRADE_BILLED_AGAIN,
  REQUEST_SENT_DIRECTLY,
  DATA_BACK_BEFORE_DELETION,
  AUTHORITY_ASKS_FOR_DATA,
  DATA_BACK_DETAILS,
  DATA_BEYOND_SMALLER_PLAN,
  SCHOOL_LETS_AI_DECIDE,
  SHOULD_SOMEONE,
  asksForFigure,
  expandQuery,
  LACKS_DEVICES,
  ONE_PIECE_IN_TWO_LANGUAGES,
  PRICE_RISE,
  REFINEMENT_COST,
  SENT_TO_AI_COMPANY,
  SPECIAL_CATEGORY_DATA,
  TAKE_PART_AFTER_DUE_DATE,
  triggerFirst,
  UPGRADE_KEEPS_USAGE,
  CHAT_MESSAGE_CUT_OFF,
  PARENT_ASKS_ABOUT_DATA,
  PAYMENT_CARD_KEPT,
  BACKUP_COPIES_KEPT,
  FEATURES_REMOVED_FROM_PAID_PLAN,
  HOW_STUDENTS_GET_IN,
  WORK_KEPT_AT_LIMIT,
  WRONG_ACCOUNT_TYPE_FOUND,
  COMPLAINT_BEYOND_ASSESSA,
  UNDER_AGE_ACCOUNT_FOUND,
  FIXED_LIMIT_RESETS,
  LIABILITY_CAP,
  TERMINATED_ACCESS,
  DISPUTE_FIRST_STEP,
  OUTPUT_LANGUAGE,
  WHEN_TO_RATE,
  DATA_KEPT_APART,
  TEACHER_LEAVES,
  FEATURES_ON_SMALLER_PLAN,
  YEARLY_BILLING,
  ANALYTICS_BEFORE_CONSENT,
  USAGE_BASED_PRICING,
  FEEDBACK_FROM_RESULTS,
  CANCELLATION_REFUND,
  UNUSED_REQUESTS_CARRY_OVER,
  STUDENT_SUBMISSION_FORMAT,
  RECORD_OF_GOOD_DRAFTS,
  DOWNGRADE_TAKES_EFFECT,
  COOKIE_CHOICE_UNDONE,
  SITE_CHAT_NOT_SHOWN,
  WHO_IS_BEHIND_ASSESSA,
  SUBPROCESSOR_OBJECTION,
  OPTIONS_LEFT,
  FOUNDER_BACKGROUND,
  SCORES_AFTER_EXPIRY,
  PRIVATE_USE_ACCOUNT,
  PERSONAL_ACCOUNT_FOR_CLASSES,
  WAITING_FOR_THE_SCHOOL,
  NAMES_IN_TRAINING_DOCUMENTS,
  WHO_IS_IN_THE_PHOTO,
  SETTLING_AT_THE_START,
  settingTerms,
  SOFT_TERMS,
  STUDENTS_JOIN_WITHOUT_ACCOUNT,
  STUDENTS_NEED_ACCOUNTS,
  WHERE_TO_SIGN_IN,
  USES_UP,
  VOTE_SHOWS_NAMES,
  type Hit,
  type Knowledge,
} from './search'
import { containsFigure, hasFigure, indexTerm, normalize, plainWords, PLAINLY, sentences, terms } from './text'
import type { Answer, ChatPlan, Passage, PassageKind, Topic, Turn } from './types'
import { correctTypos } from './typos'

/**
 * The grounded answer to one message: small talk is recognised first, then plan-limit
 * questions are answered from the plan documents, then the index is searched and the best
 * passage is quoted in 1-3 sentences with a link to its page. When nothing matches well the
 * assistant says it does not know and gives the contact address: it never guesses.
 */

/** The words a question can open with ("what…", "can I…", "does it…"). */
const QUESTION_WORDS = 'what|how|can|could|do|does|is|are|will|would|should|when|which|who|where|why'

/** Below this share of the question's weight found in the best passage, the answer is "I don't know". */
const MIN_COVERAGE = 0.5
/** The share a message with a possible lead-up before a comma must have in its best passage before its clauses are tried. */
const LEAD_UP_COVERAGE = 0.75
/** The coverage needed of a question with no word the site never uses. */
const SEEN_COVERAGE = 0.45
/** A hit below the top 3 is taken when it covers this much and the leaders do not cover enough. */
const CLEAR_COVERAGE = 0.7
/** How much more of the question a close runner-up must cover to be taken instead of the leader… */
const FULLER_COVERAGE = 0.3
/** …and how close its score must be. */
const CLOSE_SCORE = 0.8
/**
 * A question with a word the site never uses ("plagiarism", "discount") may ask about what the
 * site does not offer: its best passage's heading must then name some of the rest of it.
 */
const UNSEEN_HEADING_SHARE = 0.3
/** The share of the coverage needed otherwise that a passage stating the asked kind of figure needs. */
const FIGURE_COVERAGE = 0.7
/** How far down the hits a figure question looks for a passage that states the kind of figure it asks for. */
const FIGURE_DEPTH = 40
/** How far ahead of the runner-up a best passage must score to answer with less coverage… */
const DOMINANT_SCORE = 2
/** …and how much it must still cover. */
const DOMINANT_COVERAGE = 0.3
/** Below this score the best passage is too weak a match, whatever its coverage. */
const MIN_SCORE = 4

const DOMAIN_WORDS =
  /\b(assessa|plan|plans|pricing|price|class|classes|student|students|pupil|activity|activities|quiz|quizzes|assessment|assessments|teacher|teachers|ai|account|lesson|feedback|subscription|goal|goals|upload|training|qr|privacy|data|requests?|generations?|refinements?|allowance|usage)\b/

/**
 * "and on Pro?", "what about students?", "how do they join then?": a message that leans on
 * the last answer (a connective, a pronoun with little else, or just a few words).
 */
export function isFollowUp(message: string): boolean {
  const text = plainWords(message)
  if (
    /^(and|what about|how about|what of|same for|and for|and on|and with|also|plus|then|ok and|okay and|what if|but)\b/.test(
      text,
    )
  )
    return true
  if (text.split(/\s+/).length <= 3) return true
  return /\b(they|them|it|that|this|those|these|there|then)\b/.test(text) && terms(message).length <= 2
}

const MORE =
  /^(tell me )?more( please| details| info(rmation)?)?$|^(can you )?(explain|elaborate)( more| further| that)?( please)?$|^(go on|and then|details please)$/

/** A file's size or type; "big", "large", "heavy" only said of a file ("a big school" is none). */
const FILE_SIZE =
  /\b(size|mb|megabytes?|file types?|formats?|pdf|docx)\b|\b(big|large|heavy)\b(?=.*\b(files?|uploads?|photos?|pictures?|images?|documents?|docs?)\b)|\b(files?|uploads?|photos?|pictures?|images?|documents?|docs?)\b.*\b(big|large|heavy)\b/

/** "A sensible number", "a reasonable maximum size": advice on an amount, not a plan's limit. */
const ADVICE_ON_AMOUNT_PHRASE = String.raw`\b(good|ideal|sensible|typical|right|reasonable|realistic|manageable) (maximum |max |minimum )?(number|size|amount|limit|cap)\b`

/** "How many goals should be active at once?", "…should one class have on the go?": advice on how many to run, not a plan's limit. */
// (Not "how many am I allowed to have open at once?": that is the limit.)
const HOW_MANY_SHOULD_RUN = String.raw`\bhow many (\w+ ){0,3}(should|(?<!\b(allowed|able|permitted) )to (have|keep|run))( \w+){0,4} (active|on the go|running|live|open|in play|at (once|the same time|a time))\b`

/** "Kids per group", "groups of six", "group work": the size of a working group, which no plan limits. */
const GROUP_SIZE = String.raw`\b(kids|students|pupils|children|people|members) (per|in each|in a|in every) (group|team)\b|\bgroups? sizes?\b|\bgroups? of (\d+|two|three|four|five|six)\b|\bgroup ?work\b`

/** Which account to use ("my own personal account", "a couple of free accounts", "share one Pro login"): the account rules, not a plan's amount. */
const ACCOUNT_KIND = String.raw`\b(individual|personal|own|private|separate|multiple|several|extra|couple of) (teacher |free |pro |advanced )?(accounts?|logins?)\b|\bshar(e|ing) (one|a|the|an|my|our) (\w+ )?(login|account)\b`

/** A sentence that names a data subject's request ("a SAR"): the privacy policy's, not a plan's requests. */
const SAYS_DATA_SUBJECT_REQUEST = new RegExp(DATA_SUBJECT_REQUEST)

/** "Is there a rule of thumb for how many…?": advice, not a plan's amount. */
const RULE_OF_THUMB = String.raw`\brules? of thumb\b`

/**
 * Questions about a limit's rules or a price's future, not its amount: the FAQ answers those
 * (and terms the site never states, such as discounts, VAT or importing a class list).
 * So do moves between plans ("if I switch to Pro", "go down to Advanced", "from Advanced up
 * to Pro") and advice ("how many goals should I keep active?"), which the plan's figure alone
 * does not answer. So do "how do I…" (steps), "tips" and what is "usually" done: a plan's
 * limit is neither. Nor is "why…?".
 */
const NOT_AN_AMOUNT = new RegExp(
  String.raw`^\W*why\b|\bwould you\b|\bhow many (\w+ )?(need|needs|have|has|must|should)( to)? (get|understand|answer|pass|be)\b|${HOW_MANY_SHOULD_RUN}|${RULE_OF_THUMB}|\bget (it|them|this|that|the \w+( \w+)?) (right|wrong|correct)\b|\bmore expensive\b|\bpricier\b|\bhow (do|can|should|would) (i|we)\b|\b(usually|typically|normally)\b|\btips?\b|\badvice\b|\bswitch\w*\b|\b(mov(e|es|ed|ing)|jump(s|ed|ing)?) ((him|her|them|us|me|someone) )?(up|down|to|from|onto)\b|${ACCOUNT_KIND}|\bgo(ing)? (up|down) (to|from)\b|\b(go|goes|going|move|moves|moving|step|steps|stepping) from (free|advanced|pro) (up |down )?to\b|\b(go|goes|going|move|moves|moving) ((over )?to (the )?)?(free|advanced|pro)( plan)?( now| today)?\b(?! (plan )?(has|have|gives?|includes?|allows?|offers?)\b)|\b(drop|step)(s|ped|ping)? (down|from)\b|${SHOULD_SOMEONE}|${ADVICE_ON_AMOUNT_PHRASE}|${GROUP_SIZE}|\brecommend\w*|\b(what happens|happen|reach(ed|ing)?|exceed(ed|ing)?|run out|go over|start(s|ed|ing)? (again|over|afresh)|hit (the|a|my)|over the limit|carry|carried|roll|unused|reset|go(ing)? up|increase[sd]?|ris(e|ing)|rais(e|es|ed|ing)|chang(e|es|ed|ing)|frozen|freeze|future|refund\w*|cancel\w*|upgrad\w*|downgrad\w*|billed|billing|pay with|payment methods?|discount\w*|(cheaper|lower|reduced|special|group|team|bulk) (rate|price|deal)s?|buy(ing)? (it )?together|vat|tax(es)?|bulk|coupons?|vouchers?|promo\w*|invoic\w*|purchase orders?|paypal|import(s|ed|ing)?|spreadsheets?)\b|` +
    USES_UP.source,
)
/** After a "how many…?": when the amount runs out ("…before I hit the wall?"), which is the amount. */
const AMOUNT_FRAME = /\bbefore (i|we|you) (hit|reach|run out of|go over) (the|a|my|our|your) \w+\b/g
/** Words that ask how the character cap is worked out. */
const CHARACTER_RULE =
  /\b(worked? out|calculat\w*|come from|ratio|per (allowed )?word|multipl(y|ied|ies)|times (a )?(hundred|100)|x ?100|100 ?x)\b/
/** "Why characters as well as words?", "how is the character cap worked out?": the rule that links them, not a plan's amount. */
const linksCharactersToWords = (text: string) =>
  /\bcharacters?\b/.test(text) &&
  // "How is the character cap worked out?" asks for the rule without naming words.
  (CHARACTER_RULE.test(text) ||
    (/\bwords?\b/.test(text) &&
      // Asking for the rule itself, even about one plan ("Why does Advanced list 5,000,000 characters…?").
      (/\b(relate\w*|relation\w*|link\w*|connect\w*|rule|why)\b/.test(text) ||
        (/\b(as well|too|also|besides|both)\b/.test(text) &&
          !/\b(free|advanced|pro|plans? (do|does|is|has|have) (i|we))\b/.test(text)))))
const PLAN_OVERVIEW =
  /\b(include[sd]?|get|offer(s|ed)?|come with|contains?|features?|what is|whats|tell me about|details|difference|differ|compare|comparison|vs|versus|better)\b|\b(plan|version|tier|option|subscription)\b/

export interface EngineInput {
  message: string
  /** Earlier exchanges of the session, oldest first. */
  history?: readonly Turn[]
}

const contactCache = new WeakMap<Knowledge, Passage[]>()

/** The pages that publish the contact address, "Contact" sections first: the contact reply's sources. */
function contactPassages(knowledge: Knowledge): Passage[] {
  let found = contactCache.get(knowledge)
  if (!found) {
    const email = knowledge.settings.contactEmail
    const stating = email ? knowledge.passages.filter((passage) => passage.text.includes(email)) : []
    const isContact = (passage: Passage) => /\bcontact\b/i.test(passage.heading)
    found = [...stating.filter(isContact), ...stating.filter((passage) => !isContact(passage))].slice(0, 3)
    contactCache.set(knowledge, found)
  }
  return found
}

/** The honest "don't know", keeping the conversation's topic for a follow-up. */
const unknownAnswer = (knowledge: Knowledge, last: Topic | null | undefined): Answer => ({
  kind: 'unknown',
  text: unknownReply(knowledge),
  sources: [],
  topic: last ?? null,
})

function unknownReply(knowledge: Knowledge): string {
  const email = knowledge.settings.contactEmail
  return email
    ? `I’m sorry, I don’t know the answer to that, and I’d rather not guess. Please contact the team at ${mailtoLink(email)} and they’ll be glad to help.`
    : `I’m sorry, I don’t know the answer to that, and I’d rather not guess.`
}

function planLimitAnswer(knowledge: Knowledge, plans: readonly ChatPlan[], kind: LimitKind): Answer {
  const compare = plans.length !== 1
  const chosen = plans.length === 0 ? knowledge.plans : plans
  const passageId = compare ? `plans:${kind}` : `plan:${chosen[0]!.planType}:${kind}`
  const passage = knowledge.byId.get(passageId)
  const text = compare
    ? plans.length === 0
      ? limitComparison(knowledge.plans, kind)
      : limitComparison(chosen, kind)
    : limitSentence(chosen[0]!, kind)
  return {
    kind: 'planLimit',
    text,
    sources: passage ? [passage] : [],
    topic: { limitKind: kind, planTypes: chosen.map((plan) => plan.planType), passageId, shown: sentences(text) },
  }
}

/**
 * "How many classes and how many students per class does Pro allow?": two limits asked in one
 * message, each in its own clause, are both answered.
 */
function withSecondLimit(
  knowledge: Knowledge,
  question: string,
  plans: readonly ChatPlan[],
  kind: LimitKind,
  answer: Answer,
): Answer {
  const other = question
    .split(/\s+and\s+|[,;?]\s*/)
    .map((clause) => findLimitKind(clause))
    .find((found) => found && found !== kind)
  if (!other) return answer
  const second = planLimitAnswer(knowledge, plans, other)
  const text = `${answer.text} ${second.text}`
  return { ...answer, text, topic: { ...answer.topic, shown: sentences(text) } }
}

/** "I teach six classes: which plan do I need?" — the cheapest plan with room, or whether the one named has it. */
function planForNeedsAnswer(knowledge: Knowledge, needs: readonly Need[], options: PlanForNeedsOptions): Answer {
  const { plan, text } = planForNeeds(knowledge.plans, needs, options)
  const kind = needs[0]!.kind
  const passage = knowledge.byId.get(`plan:${plan.planType}:${kind}`)
  return {
    kind: 'planLimit',
    text,
    sources: passage ? [passage] : [],
    topic: { limitKind: kind, planTypes: [plan.planType], passageId: passage?.id, shown: sentences(text) },
  }
}

function planOverviewAnswer(knowledge: Knowledge, plan: ChatPlan): Answer | undefined {
  const passage = knowledge.byId.get(`plan:${plan.planType}`)
  if (!passage) return undefined
  const text = passage.text.split('\n')[0]!
  return {
    kind: 'planLimit',
    text,
    sources: [passage],
    topic: { planTypes: [plan.planType], passageId: passage.id, shown: sentences(text) },
  }
}

/** The stem of "times", as in "how many times a month…?". */
const TIMES = terms('times')[0]

/**
 * The limit a question asks about. What it counts decides ("what is the largest class on
 * Advanced, in number of students?" asks for students per class); a figure that no limit
 * counts ("how many languages…? half my class are EAL learners", "the minimum age for an
 * account") is no plan limit, whatever limit words the message also has.
 */
function limitAsked(question: string): LimitKind | undefined {
  const found = findLimitKind(question)
  const asked = askedFigure(question)
  if (!asked) return found
  // A share of a price or a length of training text is still a limit's; an age, a size, a
  // format or a time is not.
  if (asked.kind !== 'count') return asked.kind === 'percent' || asked.kind === 'length' ? found : undefined
  // ("How many characters can I type in the chat?" counts no training text.)
  const counted = LIMIT_KINDS.filter(
    (kind) =>
      LIMIT_COUNTED[kind].some((term) => asked.nouns!.includes(term)) &&
      !(kind === 'trainingWords' && countsOtherText(question)),
  )
  // "How many times a month can I ask the AI…?" counts what the limit named counts.
  if (found && asked.nouns!.every((noun) => noun === TIMES)) return found
  return found && counted.includes(found) ? found : counted[0]
}

/**
 * "Prices are going up? By how much, and does it hit me straight away?": the announced rise,
 * quoted with every figure of its notice (the amount and how long current prices are frozen),
 * and today's price first when the message names a plan and asks what it costs.
 */
function priceRiseAnswer(knowledge: Knowledge, question: string, aboutPriceRise: boolean): Answer | undefined {
  // "Is Pro more expensive than Advanced?" compares plans; it announces no rise.
  const plans = findPlans(question, knowledge.plans)
  if (plans.length > 1) return undefined
  const today = plans.length === 1 && asksPrice(question) ? [limitSentence(plans[0]!, 'price')] : []
  // A price rise, or today's price of the plan named and whether it will change; not "can I change plans".
  if (!aboutPriceRise && !(today.length > 0 && PRICE_WILL_CHANGE.test(normalize(question)))) return undefined
  // The visitor's words pick among the pages that announce it; "is Pro getting pricier?" names none of theirs.
  const announces = (hit: Hit) => PRICE_RISE.test(normalize(hit.passage.text)) && /\$\d/.test(hit.passage.text)
  const notice =
    knowledge.search(question, { limit: 8 }).find(announces) ??
    knowledge.search(`${question} price rise`, { limit: 8 }).find(announces)
  if (!notice) return undefined
  const stated = sentences(notice.passage.text).filter((sentence) => hasFigure(sentence))
  const parts = [...today, ...stated.slice(0, 2)]
  const planPassage = plans.length === 1 ? knowledge.byId.get(`plan:${plans[0]!.planType}:price`) : undefined
  return {
    kind: 'search',
    text: joinSentences(parts),
    sources: [...(today.length > 0 && planPassage ? [planPassage] : []), notice.passage],
    topic: { query: question, passageId: notice.passage.id, shown: parts },
  }
}

/**
 * "My daughter is 12, can she have her own account?", "I'm 12, am I allowed to sign up?": a
 * child's age said with asking to have an account is asking the minimum age (not "my son is 10,
 * how do I delete his account?").
 */
const OWN_AGE =
  /\b((i'?m|i am|(my|our) (son|daughter|child|kid|boy|girl|nephew|niece|brother|sister)( is|'s)|(he|she|they)( is|'s|'re| are)|aged|turns?|turned) ([5-9]|1[0-2]|five|six|seven|eight|nine|ten|eleven|twelve)( years? old)?(?=\s*([,.;!?)]|and\b|but\b|so\b|can\b|could\b|$)))[^.?!]{0,80}?(?:[.?!]\s*[^.?!]{0,80}?)?\b(allowed|old enough|(sign|log)(ging)? (up|in)|signup|register|(make|create|open|get|have|set up|start)( \w+){0,3} (accounts?|logins?))\b/

/** A comparison ("more expensive than", "compared with"): not a rise. */
const COMPARES = /\bthan\b|\bcompar\w*|\b(vs|versus)\b/
/** "Should I expect that price to change?": a price and its change, not a change of plan. */
const PRICE_WILL_CHANGE =
  /\b(prices?|costs?|fees?)\b(\W+\w+){0,4}\W+chang(e|es|ing)\b(?! (my |the |a |your )?(plans?|tiers?|subscriptions?)\b)/

/** "Which page of the tutorial shows…?", "is there a blog article on…?": the visitor wants a page. */
const PAGE_QUESTION =
  /\b(which|what) (page|article|post|blog post|step|section|part)\b|\b(is there|do you have|have you got|got) (a|an|any) (\w+ )?(page|article|blog|post|guide|walkthrough|write-?up|tutorial)s?\b|\bwhere (on|in) (the|your) (site|website|tutorial|blog)\b/
/** The words that ask for a page rather than say what it is about. */
const PAGE_FRAME =
  /\b(which|what|is there|do you have|have you got|got|where|somewhere|anywhere|page|pages|article|articles|blog|blogs|post|posts|guide|guides|walkthrough|write-?up|tutorial|step|section|part|site|website|your|shows?|explains?|explaining|walks?( me)? through|takes? me through|covers?|lists?|talks? about|on|of|the|a|an|any)\b/g
const PAGE_KINDS: readonly (readonly [RegExp, PassageKind])[] = [
  [/\b(tutorial|walkthrough|walk-through|steps?)\b/, 'tutorial'],
  [/\b(blog|article|articles|post|posts)\b/, 'article'],
  [/\bfaqs?\b/, 'faq'],
]
/** Asking for the whole of a section: "everything", "from scratch", "start to finish". */
const OVERVIEW =
  /\b(everything|from scratch|start to finish|beginning to end|in order|all the steps|the whole (thing|setup|process))\b/
/** What an overview question is about: setting everything up, from the start (not "deleting everything"). */
const OVERVIEW_TOPIC = new Set(
  terms(
    'set setting up everything scratch start started starting getting get begin beginning end finish order whole thing process steps all account accounts create creating result results seeing see me through takes',
  ),
)
/** How much more a page counts for each further passage that matches. */
const FURTHER_PASSAGE_SHARE = 0.5

/**
 * "Which page of the tutorial walks through building a quiz?": the page whose passages and title
 * speak to the topic most, not the one passage that mentions it best (a FAQ line that sends
 * the visitor to the tutorial). Its best passage is quoted.
 */
function pageAnswer(knowledge: Knowledge, question: string): Answer | undefined {
  const text = normalize(question)
  if (!PAGE_QUESTION.test(text)) return undefined
  const topic = text.replace(PAGE_FRAME, ' ').replace(/\s+/g, ' ').trim()
  const topicTerms = new Set(terms(topic))
  if (topicTerms.size === 0) return undefined
  // "Which page of the tutorial…", "a blog article on…": pages of that kind only.
  const kind =
    PAGE_KINDS.find(([pattern]) => pattern.test(text))?.[1] ??
    // Setting everything up in order is what the tutorial walks through.
    (OVERVIEW.test(text) && /\bset(ting)? (\w+ )?up\b|\bget(ting)? started\b/.test(text) ? 'tutorial' : undefined)
  const ofKind = (passage: Passage) => !kind || passage.kind === kind
  const answerWith = (passage: Passage, others: readonly Passage[]): Answer => {
    const parts = quotePassage(passage, { weights: sentenceWeights(knowledge, topic) })
    return {
      kind: 'search',
      text: joinSentences(parts),
      sources: [passage, ...others.filter((other) => other !== passage)].slice(0, 3),
      topic: { query: question, passageId: passage.id, shown: parts },
    }
  }
  // "A walkthrough that takes me through everything from scratch": the section's own overview page.
  if (kind && OVERVIEW.test(text) && [...topicTerms].every((term) => OVERVIEW_TOPIC.has(term))) {
    const overview = knowledge.passages
      .filter(ofKind)
      .sort((a, b) => a.url.split('/').length - b.url.split('/').length)[0]
    if (overview) return answerWith(overview, [])
  }
  const hits = knowledge.search(topic, { limit: 20 }).filter((hit) => ofKind(hit.passage))
  if (!hits.some((hit) => hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE)) return undefined
  const pages = new Map<string, { score: number; best: Hit }>()
  for (const hit of hits) {
    if (hit.coverage < MIN_COVERAGE * FIGURE_COVERAGE) continue
    const page = pages.get(hit.passage.url)
    if (page) page.score += hit.score * FURTHER_PASSAGE_SHARE
    else pages.set(hit.passage.url, { score: hit.score, best: hit })
  }
  // A title that names the topic ("Step 8: Run quizzes…") is the page that is about it.
  const titled = (hit: Hit) => {
    const title = new Set(terms(hit.passage.title))
    return [...topicTerms].filter((term) => title.has(term)).length / topicTerms.size
  }
  const ranked = [...pages.values()].map(({ score, best }) => ({ best, score: score * (1 + titled(best)) }))
  const chosen = ranked.sort((a, b) => b.score - a.score)[0]?.best
  return chosen
    ? answerWith(
        chosen.passage,
        hits.map((hit) => hit.passage),
      )
    : undefined
}

/** "What's coming soon?", "what new features are planned?": the roadmap as a whole. */
const ROADMAP_QUESTION =
  /\broadmap\b|\b(what|whats|which|any)( \w+)? (features?|things|updates?|improvements?) (are |is )?(coming|planned|on the way|in the pipeline|in the works|upcoming)\b|\bwhats (coming|planned)( soon| next| up)?( for (assessa|it))?$|\bwhat (is|are) (coming|planned)( soon| next| up)?( for (assessa|it))?$/
/** Words that ask about the roadmap rather than name an item on it. */
const ROADMAP_FRAME = new Set(
  terms(
    'what which any coming soon up next new feature features planned plan roadmap pipeline works upcoming way assessa future release released add added adding',
  ),
)

/**
 * "What new features are coming soon?": every item on the roadmap with its status, from the
 * home page's roadmap. A question that names one item ("can it plan lessons yet?") is searched.
 */
function roadmapAnswer(knowledge: Knowledge, question: string): Answer | undefined {
  const text = plainWords(question)
  if (!ROADMAP_QUESTION.test(text)) return undefined
  const items = knowledge.passages.filter((passage) => passage.id.startsWith(ROADMAP_ID_PREFIX))
  if (items.length === 0) return undefined
  const named = terms(question).filter((term) => !ROADMAP_FRAME.has(term) && !SOFT_TERMS.has(term))
  if (named.length > 0) return undefined
  const parts = [`On the roadmap: ${list(items.map((item) => item.heading))}.`]
  return {
    kind: 'search',
    text: joinSentences(parts),
    sources: items,
    topic: { query: question, passageId: items[0]!.id, shown: parts },
  }
}

/** Plan-limit questions, answered with the exact figure from the plan documents. */
function answerPlanQuestion(
  knowledge: Knowledge,
  question: string,
  last: Topic | null | undefined,
  aboutPriceRise = false,
): Answer | undefined {
  if (knowledge.plans.length === 0) return undefined
  // "Do you charge for a subject access request?": the privacy policy's requests, not the AI requests a plan counts.
  if (SAYS_DATA_SUBJECT_REQUEST.test(normalize(messageSentences(question).at(-1) ?? question))) return undefined
  const plans = findPlans(question, knowledge.plans)
  // "Do I still get the lesson planner on Advanced, or is that a Pro thing?": a feature, which
  // every plan has, not an amount; the overview of the plan they would have says so.
  const asked = normalize(question)
  if (
    plans.length > 0 &&
    PAID_ONLY_FEATURE.test(asked) &&
    !/\bhow (many|much)\b|\d/.test(asked.replace(YEAR_GROUP, ' '))
  )
    return planOverviewAnswer(knowledge, [...plans].sort((a, b) => a.price - b.price)[0]!)
  const needs = neededAmounts(question, knowledge.plans)
  if (needs.length > 0) {
    const forNeeds = planForNeedsAnswer(knowledge, needs, {
      named: plans.length === 1 ? plans[0] : undefined,
      withPrice: asksPrice(question),
      // "I teach four classes. Would the middle tier be enough?": the question is the last sentence.
      yesNo: isYesNoQuestion(messageSentences(question).at(-1) ?? question),
    })
    // "…my 4 classes… How many activities a month does the Advanced plan allow?": the limit asked
    // for as well, when the need is of another kind, on the plan named or the one that has room.
    const asked = /\bhow (many|much)\b/.test(normalize(question)) ? limitAsked(question) : undefined
    if (!asked || asked === 'price' || needs.some((need) => need.kind === asked)) return forNeeds
    const chosen = knowledge.plans.filter((plan) => forNeeds.topic?.planTypes?.includes(plan.planType))
    const limit = planLimitAnswer(knowledge, plans.length > 0 ? plans : chosen, asked)
    const text = `${forNeeds.text} ${limit.text}`
    return { ...forNeeds, text, topic: { ...forNeeds.topic, shown: sentences(text) } }
  }
  const text = normalize(question)
  // "Is Pro more expensive than Advanced?" compares today's prices: that is an amount.
  // "How many… before I hit the wall?" asks the amount.
  const compared = text.replace(/\b(more expensive|pricier|dearer|cheaper)\b(?=[^.?!]*\bthan\b)/g, ' ')
  const notAnAmount = NOT_AN_AMOUNT.test(
    /\bhow (many|much)\b/.test(text) ? compared.replace(AMOUNT_FRAME, ' ') : compared,
  )
  if (FILE_SIZE.test(text) || notAnAmount || linksCharactersToWords(text)) return undefined
  const kind = limitAsked(question)
  const followUp = isFollowUp(question)

  // "Saw that prices are going up. By how much?": the rise, which the content states, not today's prices.
  if (kind === 'price' && aboutPriceRise) return undefined
  if (kind) {
    // "Does Pro include instant assessments after activities?" names a roadmap item, not the activities limit.
    const item =
      plans.length === 1 && PLAN_OVERVIEW.test(text) && !/\bhow (many|much)\b/.test(text)
        ? roadmapItemNamed(knowledge, question)
        : undefined
    if (item) return roadmapItemAnswer(knowledge, question, item)
    if (plans.length > 0 && (asksForAmount(question) || followUp || kind === 'price'))
      return withSecondLimit(knowledge, question, plans, kind, planLimitAnswer(knowledge, plans, kind))
    if (plans.length === 0 && followUp && last?.limitKind && last.planTypes?.length === 1) {
      // "and students per class?" after a question about the Free plan.
      return planLimitAnswer(
        knowledge,
        knowledge.plans.filter((plan) => plan.planType === last.planTypes![0]),
        kind,
      )
    }
    if (plans.length === 0 && asksForAmount(statedAmountsAside(question), { strict: true }))
      return planLimitAnswer(knowledge, [], kind)
    return undefined
  }
  if (plans.length >= 1 && followUp && last?.limitKind) {
    // "and on Pro?" after "how many classes on the free plan?": same limit, the plan named now.
    return planLimitAnswer(knowledge, plans, last.limitKind)
  }
  if (plans.length === 1 && (PLAN_OVERVIEW.test(text) || followUp)) {
    // "Does Pro include AI lesson planning?": no plan has a roadmap item yet; its status answers.
    const item = roadmapItemNamed(knowledge, question)
    return item ? roadmapItemAnswer(knowledge, question, item) : planOverviewAnswer(knowledge, plans[0]!)
  }
  return undefined
}

/** Share of a roadmap item's name (plan names aside) a question must say to be about that item: all of a three-word name, three words of four ("the lesson planner" is not "AI lesson planning"). */
const ROADMAP_NAME_SHARE = 0.7
/** Words that say which plan is asked about ("the Pro plan"), beside the plans' own names: not part of an item's name ("AI lesson planning"). */
const PLAN_NOUNS = ['plan', 'plans', 'tier', 'tiers', 'subscription', 'subscriptions', 'version', 'versions']

/**
 * The roadmap item a question names ("the AI lesson planning thing", "tracking progress over
 * several years"), if any: most of its name, including its most distinctive word, said or
 * meant (an expansion's word counts).
 */
function roadmapItemNamed(knowledge: Knowledge, question: string): Passage | undefined {
  const planNames = new Set(terms(knowledge.plans.map((plan) => plan.name).join(' ')))
  const planWords = new Set([
    ...knowledge.plans.flatMap((plan) => [plan.name.toLowerCase(), plan.planType]),
    ...PLAN_NOUNS,
  ])
  const words = question.split(/\s+/)
  // ("Lesson plans" are not a plan of Assessa's: "can it write my lesson plans yet?")
  const asked = words
    .filter(
      (word, i) => !planWords.has(word.toLowerCase().replace(/[^a-z]/g, '')) || /^lesson$/i.test(words[i - 1] ?? ''),
    )
    .join(' ')
  const [best] = knowledge.search(asked, { only: (passage) => passage.id.startsWith(ROADMAP_ID_PREFIX), limit: 1 })
  if (!best) return undefined
  const name = terms(best.passage.heading.replace(/\s*\([^)]*\)\s*$/, '')).filter((term) => !planNames.has(term))
  if (name.length === 0) return undefined
  const meant = new Set([...best.matched, ...expandQuery(asked).flatMap(({ words }) => words)])
  const said = name.filter((term) => meant.has(term))
  const distinctive = name.reduce((a, b) => (knowledge.idf(b) > knowledge.idf(a) ? b : a))
  return said.length / name.length >= ROADMAP_NAME_SHARE && meant.has(distinctive) ? best.passage : undefined
}

function roadmapItemAnswer(knowledge: Knowledge, question: string, item: Passage): Answer {
  const parts = quotePassage(item, { weights: sentenceWeights(knowledge, question) })
  return {
    kind: 'search',
    text: joinSentences(parts),
    sources: [item],
    topic: { query: question, passageId: item.id, shown: parts },
  }
}

/**
 * The message with the numbers of its statements left out: "I have 28 in some classes" says what
 * the visitor has; only a number in a question asks for an amount ("can I have 3 classes?").
 */
function statedAmountsAside(message: string): string {
  const sentences = messageSentences(message)
  const asks = (sentence: string) => /\?\s*$/.test(sentence)
  if (!sentences.some(asks)) return message
  return sentences.map((sentence) => (asks(sentence) ? sentence : sentence.replace(/\d/g, ' '))).join(' ')
}

/** A question whose subject is what the lead-up named: "does it…", "will they…". */
const LEAD_UP_SUBJECT = /^(and |so |but )?(does|do|will|would|is|are|can|could|did|has|have) (it|they|that|this)\b/

/**
 * `whole`: false for a message that may still hold a lead-up before a comma; its figures are
 * then not preferred, and no hit below the top 3 is taken (the clause after the comma is tried next).
 */
function searchAnswer(
  knowledge: Knowledge,
  question: string,
  last: Topic | null | undefined,
  leadIn?: string,
  whole = true,
  minCoverage = MIN_COVERAGE,
): Answer {
  const context = leadIn ?? (isFollowUp(question) && last?.query ? last.query : undefined)
  // The rule that links characters to words is not any plan's amount of them.
  const onlyRule = linksCharactersToWords(normalize(question))
  let hits = knowledge.search(question, {
    context,
    limit: 8,
    preferFigures: whole,
    only: onlyRule ? (passage) => passage.kind !== 'plan' : undefined,
  })
  // The message's own lead-up ranks the passages, but the best-ranked one answers when it
  // covers the question's own words, however little of the lead-up it speaks to.
  if (leadIn && hits[0]) hits[0] = { ...hits[0], coverage: Math.max(hits[0].coverage, hits[0].ownCoverage) }
  if (context) {
    // A follow-up is about its new words ("and a refund?"): the answer must contain one of them.
    const own = new Set(terms(question))
    // (Or, after the message's own lead-up, one that states the figure asked: "…what scale?" → "from 1 to 5".)
    const figure = leadIn === undefined ? undefined : askedFigure(question)
    if (own.size > 0)
      hits = hits.filter(
        (hit) => hit.matched.some((term) => own.has(term)) || (figure && statesFigure(hit.passage, figure)),
      )
    // One that stands on its own ("and how do I cancel?") is better answered without the context;
    // one whose subject is the lead-up's ("say I cancel…, does it stop working that day?") is not.
    const aboutLeadUp = leadIn !== undefined && LEAD_UP_SUBJECT.test(plainWords(question))
    const alone = aboutLeadUp ? [] : knowledge.search(question, { limit: 8 })
    if (alone[0] && (!hits[0] || (alone[0].coverage >= 0.99 && alone[0].score >= hits[0].score * 0.8))) hits = alone
  }
  // The best hit that covers enough of the question; a close runner-up may cover it better.
  // For a figure question, further down: one that covers clearly more of it than the leaders
  // (its exact words in one short passage, against long ones that speak about half of it).
  const top = hits[0]
  const strong = (hit: Hit) => hit.score >= MIN_SCORE && hit.score >= (top?.score ?? 0) * 0.5
  const wantsFigure = asksForFigure(question)
  // "How many should I keep?" counts what the lead-up or the earlier question named ("a dozen goals").
  // A size asked of the file the lead-up named ("…hand in their write-ups as PDFs. Is there a size cap?") is that file's.
  const askedAlone = askedFigure(question)
  const askedInContext = context ? askedFigure(`${context}. ${question}`) : undefined
  const asked = adviceFigure(
    knowledge,
    question,
    askedAlone?.kind === 'size' && askedInContext?.kind === 'size' ? askedInContext : (askedAlone ?? askedInContext),
  )
  // A question in words the site uses throughout needs a little less of them covered: the
  // honest "don't know" is for questions about things the site never mentions.
  const needed =
    minCoverage === MIN_COVERAGE && unseenTerms(knowledge, question).length === 0 ? SEEN_COVERAGE : minCoverage
  // A passage that states the kind of figure asked for ("within what timeframe…?" → "72 hours")
  // needs less of the question's words: visitors ask for figures in words the site does not use.
  const covers = (hit: Hit) =>
    hit.coverage >= needed ||
    (asked !== undefined && hit.coverage >= minCoverage * FIGURE_COVERAGE && statesFigure(hit.passage, asked))
  const leader = hits.slice(0, 3).find((hit) => covers(hit) && strong(hit))
  // A close runner-up that covers clearly more of the question answers it better.
  const fuller =
    leader &&
    hits
      .slice(0, 3)
      .find((hit) => hit.coverage >= leader.coverage + FULLER_COVERAGE && hit.score >= leader.score * CLOSE_SCORE)
  // A count of what was asked ("five to ten pieces") is rare enough to find deeper down: for
  // "how many pieces…?" with no leader, a passage stating one needs no more than a figure's coverage.
  const countedCoverage = minCoverage * FIGURE_COVERAGE
  // The deeper ranking, searched at most once per answer (it serves both look-ups below).
  let deeperHits: Hit[] | undefined
  // Among the passages that state the figure asked for, however far down the whole ranking.
  const deeper = () =>
    (deeperHits ??= knowledge.search(question, {
      context,
      limit: FIGURE_DEPTH,
      preferFigures: whole,
      only: asked && ((passage) => statesFigure(passage, asked)),
    }))
  // An earlier question carried into a follow-up is not searched deeper; the message's own lead-up is.
  const followUp = context !== undefined && leadIn === undefined
  const counting =
    !leader && asked?.kind === 'count' && whole && !context
      ? deeper().find(
          (hit) => hit.coverage >= countedCoverage && hit.score >= MIN_SCORE && statesFigure(hit.passage, asked),
        )
      : undefined
  // A long message dilutes every match; one that ranks far ahead of the rest still answers it.
  const dominant =
    !asked &&
    top &&
    hits[1] &&
    top.score >= hits[1].score * DOMINANT_SCORE &&
    top.coverage >= DOMINANT_COVERAGE &&
    strong(top)
      ? top
      : undefined
  let best =
    fuller ??
    leader ??
    counting ??
    dominant ??
    (wantsFigure && whole ? hits.slice(3).find((hit) => hit.coverage >= CLEAR_COVERAGE && strong(hit)) : undefined)
  // (A file type the site never names, "a PowerPoint", is answered by the types it accepts.)
  const namesAcceptedFormats = best !== undefined && asked?.kind === 'format' && statesFigure(best.passage, asked)
  if (!best || (asksAboutUnseen(knowledge, question, best) && !namesAcceptedFormats)) {
    return unknownAnswer(knowledge, last)
  }
  // A figure question is answered by a passage that states the kind of figure it asks for
  // ("how many languages?" → "25+ languages"), when the best match only speaks about its words.
  if (asked && !statesFigure(best.passage, asked)) {
    const states = (hit: Hit, coverage: number) =>
      hit.coverage >= coverage && hit.score >= MIN_SCORE && statesFigure(hit.passage, asked)
    // Further down, only a passage that covers clearly more of the question than not, or one
    // that counts the very thing asked about.
    const stating =
      // Among the leaders, one that covers as much of the question as any answer needs.
      hits.find((hit) => states(hit, needed)) ??
      // A count of the very thing asked about ("eight assessment forms") needs only a figure's coverage.
      (asked.kind === 'count' ? hits.find((hit) => states(hit, countedCoverage)) : undefined) ??
      // Among the first three, one that states it needs only a figure's coverage.
      hits.slice(0, 3).find((hit) => states(hit, countedCoverage)) ??
      // A follow-up keeps to what its own words find.
      (followUp
        ? undefined
        : deeper().find(
            (hit) =>
              !hits.some((seen) => seen.passage === hit.passage) &&
              states(hit, asked.kind === 'count' ? countedCoverage : CLEAR_COVERAGE),
          ))
    // (Put first among the sources below, also when it came from the deeper search.)
    if (stating) best = stating
    // "When was the company founded?": the site states no such year, and a page that only names
    // the founder does not answer it.
    else if (asked.kind === 'year') return unknownAnswer(knowledge, last)
  }
  if (best !== top) hits = [best, ...hits.filter((hit) => hit !== best)]
  const weights = sentenceWeights(knowledge, context ? `${question} ${context}` : question)
  const text = normalize(question)
  const parts = quotePassage(best.passage, {
    weights,
    // Advice is most useful with its figure ("check them within two weeks"): quoted when it matches.
    wantsFigure: wantsFigure || asked !== undefined || ADVICE_QUESTION.test(text),
    wantsCount: /\bhow (long|many|often)\b/.test(text),
    asked,
    yesNo: isYesNoQuestion(question),
    listing: asksForList(question, leadIn),
    howTo: HOW_TO.test(text),
    sameQuestion: asksSameQuestion(knowledge, question, best.passage.heading),
  })
  const label = kindNamed(question, best.passage, parts)
  return {
    kind: 'search',
    text: joinSentences(label && parts.length > 0 ? [`${label}: ${parts[0]}`, ...parts.slice(1)] : parts),
    sources: hits.filter((hit) => hit.coverage >= MIN_COVERAGE * 0.6).map((hit) => hit.passage),
    topic: {
      query: context ? `${question} ${context}` : question,
      passageId: best.passage.id,
      limitKind: best.passage.limitKind,
      planTypes: best.passage.planType ? [best.passage.planType] : undefined,
      shown: parts,
    },
  }
}

/**
 * "Which kind of account do I make?" answered by a section of a list of kinds ("Account types and
 * their rules: Individual teacher"): the kind's name, which the quoted sentences may not repeat.
 */
function kindNamed(question: string, passage: Passage, quoted: readonly string[]): string | undefined {
  const asked = /\b(which|what) (kind|type|sort)s? of (\w+)\b/.exec(normalize(question))?.[3]
  const [, section, label] = /^([^:]+): (.+)$/.exec(passage.heading) ?? []
  if (!asked || !section || !label || !/\b(types|kinds)\b/i.test(section)) return undefined
  const noun = terms(asked)[0]
  const quotedTerms = new Set(terms(quoted.join(' ')))
  return noun && terms(section).includes(noun) && !terms(label).every((term) => quotedTerms.has(term))
    ? label
    : undefined
}

/** "How do I…?", "how can we…", "how to…", "what should it look like?", "is there a simple code…?": asks how to do something. */
const HOW_TO =
  /\bhow (do|can|should|would|could) (i|we)\b|\bhow (am i|are we) (supposed|meant|expected) to\b|\bwhere (should|do|can|would) (\w+ ){1,3}come from\b|\bwhat should (be|go) (waiting|ready|on|in)\b|\bwhere (do|should|can|would) (i|we) (even )?(start|begin)\b|\bhow to\b|\bwhat (should|would|could|does|do|might) (\w+ ){1,3}look like\b|\bis there (a|an|any) (simple |easy |quick |good |standard |proper )?(way|code|template|format|trick|technique|method|system|rule of thumb|formula|routine|structure|habit)\b|\bwhat (should|can|could) (i|we) (do|limit|put|include|write|give|use|say|ask|try|offer|have ready|prepare|set)\b|\bwhat should (my|our|the|a) \w+ (include|contain|say|cover)\b|\bwhat (should|must|do) (each|every|my|our|the|they|students|kids|pupils) (\w+ ){0,3}(do|fill( in| out)?|complete|finish|have|bring|prepare|produce|write|take)\b/

/** "A sensible number of goals", "how many should I realistically keep": advice on an amount, not a plan's limit. */
const ADVICE_ON_AMOUNT = new RegExp(String.raw`${ADVICE_ON_AMOUNT_PHRASE}|${HOW_MANY_SHOULD_RUN}|\brealistically\b`)

/** "Plans include…", "whether your plan includes…": a sentence about the plans' limits. */
const PLANS_INCLUDE = /\bplans? (include|includes|offer|offers|allow|allows)\b/i

/**
 * For advice on an amount, a sentence that states every plan's limit ("2 teaching goals on
 * Free, 10 … on Advanced") does not state the figure asked for: the advice does ("no more than three").
 */
function adviceFigure(knowledge: Knowledge, question: string, asked: AskedFigure | undefined): AskedFigure | undefined {
  const text = normalize(question)
  if (!asked || !(ADVICE_QUESTION.test(text) || ADVICE_ON_AMOUNT.test(text))) return asked
  const names = knowledge.plans.map((plan) => new RegExp(`\\b${plan.name}\\b`))
  // ("Plans include 2, 10 or 50 teaching goals" states the limits without naming the plans.)
  const listsPlans = (sentence: string) =>
    names.filter((name) => name.test(sentence)).length >= 2 || PLANS_INCLUDE.test(sentence)
  return { ...asked, states: (sentence) => asked.states(sentence) && !listsPlans(sentence) }
}

/**
 * Does the question name something the site never mentions (not a setting or filler word), while
 * the heading of its best passage names little of the rest? Then the passage is about something else.
 */
function asksAboutUnseen(knowledge: Knowledge, question: string, hit: Hit): boolean {
  if (namesUnseenProduct(knowledge, question)) return true
  const own = ownTerms(question)
  const candidates = unseenTerms(knowledge, question).filter((term) => !hit.matched.includes(term))
  if (candidates.length === 0) return false
  // Only a thing the site never names is a new subject ("plagiarism", "offline"); a verb the site
  // does not use is the visitor's way of asking ("carve up my week", "burned through my requests").
  const things = namedThings(question, candidates)
  if (things.size === 0) return false
  // "…with PayPal?", "…sync with Canvas?": a tool or a way of doing it that the site never names
  // is what the question is about, however well the rest of it matches.
  const words = plainWords(question).split(' ')
  if (words.some((word, index) => things.has(terms(word)[0] ?? '') && BY_MEANS_OF.has(words[index - 1] ?? '')))
    return true
  const heading = new Set(terms(`${hit.passage.kind === 'tutorial' ? hit.passage.title : ''} ${hit.passage.heading}`))
  for (const { trigger, words } of expandQuery(question))
    if (words.some((word) => heading.has(word))) for (const term of trigger) heading.add(term)
  const total = own.reduce((sum, term) => sum + knowledge.idf(term), 0)
  const named = own.reduce((sum, term) => sum + (heading.has(term) ? knowledge.idf(term) : 0), 0)
  return named < total * UNSEEN_HEADING_SHARE
}

/** Makers whose products visitors name by maker and product: "Google Classroom", "Microsoft Teams". */
const MAKERS = new Set(['google', 'microsoft', 'ms', 'apple', 'adobe'])
/**
 * The site's own words in lower case, space-padded so a name is found as whole words, built once
 * per content version, to look up names it uses ("Google Docs").
 */
const siteTexts = new WeakMap<Knowledge, string>()
const siteText = (knowledge: Knowledge) => {
  let text = siteTexts.get(knowledge)
  if (text === undefined) {
    const words = plainWords(knowledge.passages.map((passage) => `${passage.heading}\n${passage.text}`).join('\n'))
    text = ` ${words} `
    siteTexts.set(knowledge, text)
  }
  return text
}

/**
 * "Does it sync with Google Classroom?": a product the site never names, joined to the question as
 * a tool ("with", "into", "via"), is what the question is about, even when each of its words is
 * one the site uses ("Google" in "Google Docs", "classroom").
 */
function namesUnseenProduct(knowledge: Knowledge, question: string): boolean {
  const words = plainWords(question).split(' ')
  return words.some(
    (word, index) =>
      (MAKERS.has(word) &&
        BY_MEANS_OF.has(words[index - 1] ?? '') &&
        words[index + 1] !== undefined &&
        !siteText(knowledge).includes(` ${word} ${words[index + 1]}`)) ||
      // "Export to Excel", "open them in Excel" (not "help students excel").
      (NAMED_ALONE.has(word) && INTO_PRODUCT.has(words[index - 1] ?? '') && !siteText(knowledge).includes(` ${word} `)),
  )
}

/** "In plain terms", "in a nutshell": how the product question may be put, built once. */
const PLAINLY_WORDS = new RegExp(PLAINLY, 'g')

/** Does the message ask what the product is or does, with nothing more specific? */
function asksWhatProductIs(message: string, productName: string): boolean {
  const name = plainWords(productName)
  const text = plainWords(message)
  if (!name || !text.split(' ').includes(name)) return false
  // The question itself, after any lead-up ("a colleague mentioned it, …") and without "in a nutshell".
  const asked = text
    .replace(PLAINLY_WORDS, ' ')
    .replace(/^.*?\b(?=what\b)/, '')
    .replace(/\s+/g, ' ')
    .trim()
  const filler = String.raw`( (exactly|actually|really|even|basically))?`
  // ("…what actually is Assessa and what does it do?" asks it twice; "what does it do for a
  // teacher?" asks it of the people it is for.)
  const match = new RegExp(
    String.raw`^(whats|what${filler} (is|does))${filler} (${name}|it)${filler}( do( for (a |the )?(teachers?|me|us|schools?))?| for| about)?( and what (does it|do you|can it)${filler} do)?$`,
  ).exec(asked)
  if (!match) return false
  // "It" is the product when the product was named just before ("a colleague mentioned
  // Assessa, what is it?"), not when something else was described since ("…the cookie your
  // site drops to remember my choice… What is it?").
  const leadUp = /^.*?\b(?=what\b)/.exec(text)?.[0] ?? ''
  const sinceName = leadUp.slice(leadUp.lastIndexOf(name) + name.length)
  return match[0].includes(name) || terms(sinceName).length <= MAX_WORDS_SINCE_NAME
}

/** The most words between the product's name and "what is it?" for "it" to be the product. */
const MAX_WORDS_SINCE_NAME = 3

/** Does a FAQ heading ask what the visitor asked? Most of the question's weight is in the heading. */
function asksSameQuestion(knowledge: Knowledge, question: string, heading: string): boolean {
  const setting = settingTerms(question)
  const own = [...new Set(terms(question))].filter((term) => !setting.has(term))
  if (own.length === 0) return false
  const inHeading = new Set(terms(heading))
  for (const { trigger, words } of expandQuery(question)) {
    if (words.some((word) => inHeading.has(word))) for (const term of trigger) inHeading.add(term)
  }
  const total = own.reduce((sum, term) => sum + knowledge.idf(term), 0)
  const found = own.reduce((sum, term) => sum + (inHeading.has(term) ? knowledge.idf(term) : 0), 0)
  return found / total >= 0.5
}

/** Weights for picking sentences: the question's words by rarity, the site's words for them at half. */
function sentenceWeights(knowledge: Knowledge, question: string): Map<string, number> {
  const weights = new Map<string, number>()
  // A true synonym (weight 1: "need" → "requires") counts as the visitor's own word.
  for (const { words, weight } of expandQuery(question))
    for (const term of words) weights.set(term, knowledge.idf(term) * (weight >= 1 ? 1 : 0.3))
  const setting = settingTerms(question)
  // "Once you've deleted my account, is my data still in your backups?": the condition sets the
  // scene, the sentence to quote is the one about what is asked after it.
  const comma = question.indexOf(',')
  const asked = new Set(terms(question.slice(comma + 1)))
  const scene =
    CONDITION.test(question) && comma > 0 ? terms(question.slice(0, comma)).filter((term) => !asked.has(term)) : []
  for (const term of terms(question))
    weights.set(term, knowledge.idf(term) * (setting.has(term) || scene.includes(term) ? 0.3 : 1))
  return weights
}

/** "Tell me more": the next sentences of the passage the last answer came from. */
function moreAnswer(knowledge: Knowledge, last: Topic): Answer | undefined {
  const passage = last.passageId ? knowledge.byId.get(last.passageId) : undefined
  if (!passage) return undefined
  const shown = last.shown ?? []
  const parts = quotePassage(passage, {
    weights: sentenceWeights(knowledge, last.query ?? passage.heading),
    skip: new Set(shown),
  })
  if (parts.length === 0) {
    return {
      kind: 'search',
      text: 'That’s everything I have on this here; the full page has the details.',
      sources: [passage],
      topic: last,
    }
  }
  return {
    kind: 'search',
    text: joinSentences(parts),
    sources: [passage],
    topic: { ...last, shown: [...shown, ...parts] },
  }
}

export function answerMessage(knowledge: Knowledge, { message, history = [] }: EngineInput): Answer {
  const trimmed = correctTypos(message, knowledge.vocabulary).trim()
  const last = history.at(-1)?.topic

  const intent = detectIntent(trimmed)
  if (intent && !(intent === 'offTopic' && DOMAIN_WORDS.test(normalize(trimmed)))) {
    const sources = intent === 'contact' ? contactPassages(knowledge) : []
    return { kind: intent, text: smallTalkReply(intent, knowledge.settings), sources, topic: last ?? null }
  }

  // "…for me?? pls say yes": a plea at the end is not part of the question, nor is "is that right?".
  // "Someone in the staffroom said…": who said it is not part of the question.
  // "Sorry if this is a silly question but…", "quick question:": an apology for asking is not part of it.
  const question = withoutDifferenceOfEarlier(
    withoutClaimCheck((stripSmallTalk(trimmed) || trimmed).replace(PLEA, ''))
      .replace(HEARSAY, '')
      .replace(APOLOGY, '')
      .replace(ROLE_INTRODUCTION, '')
      .trim() || trimmed,
  )
  // "So what exactly is Assessa, in a nutshell?", "a colleague mentioned Assessa, what is it?":
  // the product's own question, whatever else the message says around it.
  if (asksWhatProductIs(question, knowledge.settings.productName)) {
    const product = searchAnswer(knowledge, `What is ${knowledge.settings.productName}?`, null)
    if (product.kind !== 'unknown') return { ...product, topic: { ...product.topic, query: question } }
  }
  const text = normalize(question)
  // "My daughter is 12, can she have an account?": whatever else it says, it asks the minimum age.
  if (OWN_AGE.test(text)) {
    const age = searchAnswer(knowledge, 'How old do you have to be to create an account?', null)
    if (age.kind !== 'unknown') return { ...age, topic: { ...age.topic, query: question } }
  }
  if (last && MORE.test(plainWords(question))) {
    const more = moreAnswer(knowledge, last)
    if (more) return more
  }
  // Subjects asked in many shapes ("I typo'd my email when signing up, can I fix it later?", "a
  // few of mine don't have phones, so the QR stuff is a problem?", "so it goes straight out to the
  // kids and I have no say?"): the site's answer to one fixed question (SENTENCE_RULES below),
  // whatever else the message says; another question in it is answered as well, first.
  for (const [rule, ruleQuestion, options] of SENTENCE_RULES) {
    if (!rule.test(text)) continue
    const ruled = searchAnswer(knowledge, ruleQuestion, null)
    if (ruled.kind !== 'unknown')
      return withOtherQuestion(
        knowledge,
        question,
        (part) => rule.test(part) || (options?.alsoAsks?.test(part) ?? false),
        ruleQuestion,
        {
          ...ruled,
          text: options?.verdictHolds ? ruled.text : withoutVerdict(ruled.text),
          topic: { ...ruled.topic, query: question },
        },
        history,
      )
  }

  // Visitors often lead up to their question ("I teach year 9 and I was wondering: …"); the
  // lead-up's words would dilute the match and can pull in a wrong figure ("year 9"), so the
  // question after it is tried first. In a message of several sentences the others are
  // context ("I teach 7 classes. Which plan do I need?"): plan limits are read from the whole
  // message, and the last question is searched with the rest at a follow-up's lower weight,
  // then alone.
  const { clauses, lastQuestion, leadIn, afterComma, twoQuestions, afterCondition } = questionParts(question)
  // A price rise named anywhere in the message ("prices are going up. By how much?").
  // (Not "more expensive than": a comparison of today's prices.)
  const aboutPriceRise = PRICE_RISE.test(text) && !COMPARES.test(text)
  const opensAsQuestion = OPENS_WITH_QUESTION.test(question)
  const opensWithQuestion = clauses.length > 0 && opensAsQuestion
  // Only when the message opens with a question and a statement follows its comma.
  const complaintSplit = opensAsQuestion ? question.split(COMPLAINT_AFTER_COMMA) : []
  const beforeComplaint = complaintSplit.length > 1 ? complaintSplit[0] : undefined
  // A lead-in that itself asks ("Can I attach a photo? How big can it be?") is half of the
  // question, not context: the whole message is searched first.
  // So is a short statement of what happened ("I've finished a unit. What should I do with the goal?").
  // So is a last question that points back at it ("…dont really change much. how should i phrase them?").
  // So is a short question that names what it asks about only as "they", "them" or "that" ("Do I need to take them out first?", "How long is that meant to be?").
  // So is a last question that only asks for advice or an explanation ("…a simple template for their targets. What do you suggest?", "…due date was yesterday. What's going on?").
  const asksTwice =
    leadIn !== undefined &&
    (leadIn.includes('?') ||
      terms(leadIn).length <= 3 ||
      pointsBack(lastQuestion ?? '') ||
      (/\b(they|them|those|these|that)\b/.test(plainWords(lastQuestion ?? '')) &&
        terms(lastQuestion ?? '').length <= 3) ||
      asksOnlyForAdviceOrExplanation(lastQuestion ?? ''))
  let namesUnseen: boolean | undefined
  const namesUnseenOnce = () => {
    namesUnseen ??= namesUnseenThing(knowledge, question)
    return namesUnseen
  }
  const attempts = [
    () => priceRiseAnswer(knowledge, question, aboutPriceRise),
    () => pageAnswer(knowledge, question),
    // "Do you have an article on group work? I'm running a session on it": the sentence that asks.
    ...(lastQuestion ? [() => pageAnswer(knowledge, lastQuestion)] : []),
    () => roadmapAnswer(knowledge, question),
    () => limitThenSentence(knowledge, question, last),
    ...(twoQuestions
      ? [
          () => twoPlanQuestions(knowledge, question, afterComma[0]!, last),
          () => limitThenQuestion(knowledge, question, afterComma.at(-1)!, last),
        ]
      : []),
    // "What happens when I hit my limit — does my stuff get deleted?": a message that opens
    // with a question has no lead-up; its later clause is tried after the whole.
    ...(opensWithQuestion
      ? []
      : clauses.map((clause) => {
          // "Doing a prediction vote before a demo — how many options…?": a setting joined to
          // its question by a dash or colon is its context. (Not what comes before "but": often
          // another thing, "I gather you have a month, but can you stretch that?")
          const leadUp = question.slice(0, question.lastIndexOf(clause))
          const setting = /[-–—:]\s*$/.test(leadUp) ? leadUp : undefined
          return () => answerQuestion(knowledge, clause, last, MIN_COVERAGE, aboutPriceRise, setting)
        })),
    () => answerPlanQuestion(knowledge, question, last, aboutPriceRise),
    // "I am setting up my first class this week, how…": what the visitor says about themselves
    // before the comma is context for the question after it, as a sentence before it would be.
    // (Not a clause that points back at it: "…, how do i settle them quicker?")
    // (Not a second question after ", and": "Which colour…, and should they write anything next to it?")
    ...(SELF_LEAD_UP.test(question) && !twoQuestions
      ? afterComma
          .filter((clause) => !pointsBack(clause))
          .map((clause) => () => searchAnswer(knowledge, clause, last, question.slice(0, question.lastIndexOf(clause))))
      : []),
    // "Who's actually behind Assessa? Is it a tech company or a teacher?": a last question about
    // what an earlier one asked ("is it…") is answered by that earlier question first.
    // (When the message as a whole asks for the rule that links characters to words, "How is the
    // character limit worked out? Is it a multiple of the word allowance?", its earlier question
    // does not ask for a plan's amount: it is searched, with the last question as its context.)
    ...(leadIn && lastQuestion && ABOUT_EARLIER.test(lastQuestion)
      ? earlierQuestions(leadIn).map((sentence) =>
          linksCharactersToWords(text)
            ? () => searchAnswer(knowledge, sentence, last, lastQuestion)
            : () => answerQuestion(knowledge, sentence, last, MIN_COVERAGE, aboutPriceRise),
        )
      : []),
    ...(asksTwice ? [() => searchAnswer(knowledge, question, last)] : []),
    // "I've written about 8 goals … How many should I be working on?": the count of what the lead-up named.
    ...(lastQuestion && leadIn && HOW_MANY_UNNAMED.test(lastQuestion) && askedFigure(lastQuestion)?.kind !== 'count'
      ? [() => withCountedNoun(lastQuestion, leadIn, (resolved) => searchAnswer(knowledge, resolved, last, leadIn))]
      : []),
    // "I've just introduced new routines… How long should I give them…?": "them" are the routines.
    ...(lastQuestion && leadIn && OBJECT_THEM.test(lastQuestion)
      ? [() => withNamedObject(lastQuestion, leadIn, (resolved) => searchAnswer(knowledge, resolved, last, leadIn))]
      : []),
    // "…upload constraints on training documents. Which file types are accepted…?": the kind of file the lead-up named.
    ...(lastQuestion && leadIn
      ? [() => withNamedFileKind(lastQuestion, leadIn, (resolved) => searchAnswer(knowledge, resolved, last, leadIn))]
      : []),
    ...(lastQuestion ? [() => searchAnswer(knowledge, lastQuestion, last, leadIn)] : []),
    // (Alone only when it names its subject: "What is it?" asks about the sentence before it.)
    ...(lastQuestion && !pointsBack(lastQuestion) ? [() => searchAnswer(knowledge, lastQuestion, last)] : []),
    // With a comma before a question, the lead-up dilutes the whole message: its match must be clearer.
    () =>
      afterComma.length === 0
        ? searchAnswer(knowledge, question, last)
        : searchAnswer(knowledge, question, last, undefined, false, twoQuestions ? MIN_COVERAGE : LEAD_UP_COVERAGE),
    // "What happens when I hit my limit, does it all stop working?": a message that opens with a
    // question asks it first; what follows the comma is a guess at the answer.
    // (Not ", and when…?": a second question.)
    ...(opensAsQuestion && afterComma.length > 0 && !lastQuestion && !twoQuestions
      ? [() => answerQuestion(knowledge, openingQuestion(question), last, LEAD_UP_COVERAGE, aboutPriceRise)]
      : []),
    // Then the clause, as clearly: a comma is as often inside a question as before it.
    // (One that points back, "…, how long is that kept for?", or is about what the lead-up named,
    // "say I cancel…, does it stop working that day?", with the lead-up.)
    ...afterComma.map(
      (clause) => () =>
        answerQuestion(
          knowledge,
          clause,
          last,
          LEAD_UP_COVERAGE,
          aboutPriceRise,
          pointsBack(clause) ||
            (PRONOUN.test(plainWords(clause)) && terms(clause).length <= 3) ||
            LEAD_UP_SUBJECT.test(plainWords(clause))
            ? question.slice(0, question.lastIndexOf(clause))
            : undefined,
        ),
    ),
    // Then whichever matches at all, the whole message first.
    ...(afterComma.length > 0 ? [() => searchAnswer(knowledge, question, last, undefined, false)] : []),
    ...afterComma.map((clause) => () => answerQuestion(knowledge, clause, last, MIN_COVERAGE, aboutPriceRise)),
    ...(opensWithQuestion
      ? clauses.map((clause) => () => answerQuestion(knowledge, clause, last, MIN_COVERAGE, aboutPriceRise))
      : []),
    // "Who is behind Assessa? Is there an actual person who started it?": an earlier question answers when the last cannot.
    ...(leadIn && lastQuestion
      ? earlierQuestions(leadIn).map(
          (sentence) => () => answerQuestion(knowledge, sentence, last, MIN_COVERAGE, aboutPriceRise),
        )
      : []),
    // "i teach 30 kids how many classes can i have": typed without punctuation, the question
    // may start mid-message; from each question word on, tried alone.
    // (Not when the message names something the site never mentions: its question is about that.)
    // (Checked once, and only when the attempt is reached: naming is the costly part-of-speech pass.)
    ...runOnQuestions(question).map(
      (part) => () =>
        namesUnseenOnce() ? undefined : answerQuestion(knowledge, part, last, MIN_COVERAGE, aboutPriceRise),
    ),
    // "How do I delete my account, I can't find the button anywhere": the question before what went wrong.
    ...(beforeComplaint ? [() => answerQuestion(knowledge, beforeComplaint, last, MIN_COVERAGE, aboutPriceRise)] : []),
    ...afterCondition.map((clause) => () => answerQuestion(knowledge, clause, last, MIN_COVERAGE, aboutPriceRise)),
  ]
  let answer: Answer | undefined
  // An attempt that does not apply (undefined) keeps the last "don't know".
  for (const attempt of attempts) {
    answer = attempt() ?? answer
    if (answer && answer.kind !== 'unknown') break
  }
  // "Can the AI write full lesson plans for my Year 12 physics scheme of work yet?": the rest of
  // the message dilutes the search, but an item of the roadmap it names is answered by its status.
  if (answer?.kind === 'unknown') {
    const item = roadmapItemNamed(knowledge, question)
    if (item) answer = roadmapItemAnswer(knowledge, question, item)
  }
  if (answer?.kind === 'planLimit') answer.topic = { ...answer.topic, query: question }
  return withSecondQuestion(knowledge, question, recalledInstead(knowledge, question, answer!, last))
}

/** "…? And are they…?", "…? Also, how…?": a last sentence that asks a second question. */
const AND_QUESTION = new RegExp(String.raw`^(and|also|plus)\b,?\s*(?=(?:${QUESTION_WORDS})\b)`, 'i')
/** The second of two questions the message asks: its last sentence, or what follows the last sentence's ", and". */
function secondQuestion(message: string): string | undefined {
  const said = messageSentences(message)
  const last = said.at(-1) ?? message
  if (said.length > 1 && said.at(-2)!.endsWith('?') && AND_QUESTION.test(last)) return last.replace(AND_QUESTION, '')
  const parts = last.split(JOINED_QUESTION)
  return parts.length === 2 ? parts[1] : undefined
}

/** How much of a question's weight one passage speaks to (0 for none). */
const coverageBy = (knowledge: Knowledge, question: string, passage: Passage | undefined) =>
  passage ? (knowledge.search(question, { only: (hit) => hit === passage, limit: 1 })[0]?.coverage ?? 0) : 0

/** The first answer's passage speaks to the second question about as much as another passage, at this share or more. */
const SECOND_QUESTION_ANSWERED = 0.8
/**
 * "Who is able to open the files he uploads, and are they ever wiped?", "…? And is it ever
 * deleted?": two questions, of which the answer to the whole spoke to the first. The second is
 * answered too when another passage answers it.
 */
function withSecondQuestion(knowledge: Knowledge, question: string, first: Answer): Answer {
  const second = secondQuestion(question)
  if (first.kind !== 'search' || !second || terms(second).length < 1) return first
  // (What came before in this message is its context when it points back to it, "is it ever
  // wiped?"; the previous turn never is: the first question is between them. A clear match only:
  // a loose one answers what was not asked.)
  const context = PRONOUN.test(plainWords(second)) ? question.slice(0, question.lastIndexOf(second)) : undefined
  const other = searchAnswer(knowledge, second, null, context, true, LEAD_UP_COVERAGE)
  const source = other.sources[0]
  if (other.kind !== 'search' || !source || first.sources[0] === source) return first
  // (Not when the first answer's passage speaks to the second question about as much: "Is billing
  // monthly, and is it charged in advance?" is answered once.)
  const coverage = (target: Passage | undefined) => coverageBy(knowledge, second, target)
  if (coverage(first.sources[0]) >= SECOND_QUESTION_ANSWERED * coverage(source)) return first
  return {
    ...first,
    text: `${first.text}\n\n${other.text}`,
    sources: [...first.sources, ...other.sources.filter((item) => !first.sources.includes(item))],
  }
}

/** The passage that answered questions like this one must cover this one's words at least this share as well as the engine's own… */
const RECALLED_COVERAGE_SHARE = 0.6
/** …or this share, when the closest of them is this alike: so like a question, its answer is evidence itself. */
const CLOSE_LIKENESS = 0.5
const CLOSE_RECALLED_COVERAGE_SHARE = 0.4

/**
 * The passage that answered questions like this one (`knowledge.known`), when this answer does
 * not state their figure. Not for a plan's limits: they are read from the plan documents, and
 * which plan is asked about is one word that the likeness of two questions cannot weigh. Not
 * for a follow-up either: its words lean on the last answer.
 */
function recalledInstead(
  knowledge: Knowledge,
  question: string,
  answer: Answer,
  last: Topic | null | undefined,
): Answer {
  if (answer.kind === 'planLimit' || (last && isFollowUp(question))) return answer
  const recalled = knowledge.known.recall(question)
  if (!recalled) return answer
  const statesRecalled = (text: string) => recalled.figures.some((figure) => containsFigure(text, figure))
  if (statesRecalled(answer.text)) return answer
  // Alike questions may still be about another thing ("hw much is pro a month" and "if I cancel
  // Pro two weeks in, do I get the rest of the month back?"): the recalled passage must speak to
  // this question's own words nearly as much as the engine's answer does. (Of several that state
  // the figure, the engine's own when it is one of them, so that only the sentence changes: "which
  // assessment would suit a science practical?" keeps the checklist's passage; otherwise the one
  // that speaks most to it.)
  const coverage = (target: Passage | undefined) => coverageBy(knowledge, question, target)
  const own = recalled.passages.find((candidate) => candidate === answer.sources[0])
  const [passage, covered] = own
    ? [own, coverage(own)]
    : recalled.passages
        .map((candidate) => [candidate, coverage(candidate)] as const)
        .reduce((a, b) => (b[1] > a[1] ? b : a))
  const share = recalled.likeness >= CLOSE_LIKENESS ? CLOSE_RECALLED_COVERAGE_SHARE : RECALLED_COVERAGE_SHARE
  if (answer.kind !== 'unknown' && covered < share * coverage(answer.sources[0])) return answer
  const parts = quotePassage(passage, {
    weights: sentenceWeights(knowledge, question),
    wantsFigure: true,
    asked: { kind: 'recalled', states: statesRecalled },
  })
  const text = joinSentences(parts)
  if (!statesRecalled(text)) return answer
  return {
    kind: 'search',
    text,
    sources: [passage, ...answer.sources.filter((source) => source !== passage)],
    topic: {
      query: question,
      passageId: passage.id,
      limitKind: passage.limitKind,
      planTypes: passage.planType ? [passage.planType] : undefined,
      shown: parts,
    },
  }
}

/**
 * Rules that answer the message they match with the site's answer to one fixed question. That
 * answer's opening "Yes." or "No." is dropped unless every message the rule matches asks it the
 * same way round. `alsoAsks` names what the message's other sentences may add without asking
 * anything else ("Who is behind Assessa? Was it someone with a teaching background?").
 */
type SentenceRule = readonly [rule: RegExp, question: string, options?: { verdictHolds?: boolean; alsoAsks?: RegExp }]
const WRITTEN_SENTENCE_RULES: readonly SentenceRule[] = [
  // (Backups named: how long copies stay, whoever asks for the deletion.)
  [BACKUP_COPIES_KEPT, 'How long do backup copies keep deleted data?'],
  [ACCOUNT_DETAIL_CHANGE, 'Can the account name, e-mail address or password be changed after registration?'],
  [LACKS_DEVICES, 'What if some students do not have a device?'],
  [REFINEMENT_COST, 'Does every chat refinement use an AI request?'],
  [ONE_PIECE_IN_TWO_LANGUAGES, 'How do I get the same assessment in two languages?'],
  [SCHOOL_LETS_AI_DECIDE, "Can we use Assessa's outputs to make decisions about students without review by a teacher?"],
  [AI_DECIDES_ABOUT_STUDENTS, "Does Assessa make decisions about students without a teacher's involvement?"],
  [AI_DRAFT_UNREVIEWED, 'Does an AI-generated assessment replace my professional judgement?'],
  [VOTE_SHOWS_NAMES, 'Is anonymous voting really anonymous?'],
  // (Every message it matches asks whether they need one, so the fixed question's "No." holds.)
  [STUDENTS_NEED_ACCOUNTS, 'Do students need accounts?', { verdictHolds: true }],
  [STUDENTS_JOIN_WITHOUT_ACCOUNT, 'Do students need accounts?'],
  [WHERE_TO_SIGN_IN, 'Do sign-in and sign-up take place in the Assessa application, not on this website?'],
  [ACTIVE_GOALS_ADVICE, 'How many goals should be active per class?'],
  [SENT_TO_AI_COMPANY, 'Is our content sent to an AI model provider?'],
  [SPECIAL_CATEGORY_DATA, 'Can I enter health information about students?'],
  [TAKE_PART_AFTER_DUE_DATE, 'Can students still take part after the due date?'],
  [SCORES_AFTER_EXPIRY, 'Do I lose the scores when an activity expires?'],
  [PRIVATE_USE_ACCOUNT, 'Is an individual account for private tutoring?'],
  [WRONG_ACCOUNT_TYPE_FOUND, 'What happens if an account is being used under the wrong account type?'],
  [COMPLAINT_BEYOND_ASSESSA, 'Can I complain to a supervisory authority about how my data is handled?'],
  [UNDER_AGE_ACCOUNT_FOUND, 'What happens if an account belongs to a person under 13 without parental consent?'],
  [FIXED_LIMIT_RESETS, 'Do other limits, such as the number of classes, start again each month?'],
  [LIABILITY_CAP, "What is Assessa's liability limited to?"],
  [TERMINATED_ACCESS, 'What happens to access when an account is terminated?'],
  [DISPUTE_FIRST_STEP, 'What should we do before starting formal proceedings?'],
  [OUTPUT_LANGUAGE, 'Should I state the language in my request?'],
  [WHEN_TO_RATE, 'What is a useful habit for rating assessments?'],
  [DATA_KEPT_APART, "Is our organisation's data logically separated from other customers' data?"],
  [TEACHER_LEAVES, 'How does a teacher lose access when they leave the organisation?'],
  [FEATURES_ON_SMALLER_PLAN, 'Do I lose a feature by choosing a smaller plan?'],
  [YEARLY_BILLING, 'Can I pay yearly instead of monthly?'],
  [ANALYTICS_BEFORE_CONSENT, 'Are analytics off until I allow them?'],
  [USAGE_BASED_PRICING, 'Why is Assessa priced by usage rather than by features?'],
  [FEEDBACK_FROM_RESULTS, 'Is turning results into an assessment a manual step today?'],
  [
    PERSONAL_ACCOUNT_FOR_CLASSES,
    'Can I use a personal Assessa account for my school classes?',
    // (Every message it matches asks whether that is allowed, so the answer's "No." holds.)
    { verdictHolds: true, alsoAsks: WAITING_FOR_THE_SCHOOL },
  ],
  [NAMES_IN_TRAINING_DOCUMENTS, 'What should I do about student names before uploading feedback for training?'],
  [WHO_IS_IN_THE_PHOTO, 'Should I take student photos with their faces in the shot?'],
  [SETTLING_AT_THE_START, 'What is the trick for getting a class settled at the start of a lesson?'],
  [UPGRADE_KEEPS_USAGE, 'If I upgrade, do I get a fresh allowance of AI requests?'],
  [DOWNGRADE_LOSES_FEATURES, 'Do I lose a feature by choosing a smaller plan?'],
  [
    DATA_BEYOND_SMALLER_PLAN,
    'What happens when a downgrade takes effect and my data exceeds the limits of the new plan?',
    // ("Does the extra stuff get wiped?" is the same question.)
    { alsoAsks: /\b(deleted|delete|wiped|wipe|lost|lose|removed|gone|disappear\w*)\b/ },
  ],
  [DOWNGRADE_TAKES_EFFECT, 'When I downgrade, when does the smaller plan start?'],
  [UPGRADE_BILLED_AGAIN, 'If I upgrade partway through the month, am I charged the full price again?'],
  [
    CHAT_MESSAGE_CUT_OFF,
    'Is there a character limit on messages to this chat?',
    // (Its answer also asks for no personal data about students: "and is it ok to include pupil details?")
    {
      alsoAsks:
        /\b(include|put|paste|type|mention|share|give)\b.*\b(pupils?|students?|child(ren)?|kids?|personal|names?|details)\b/,
    },
  ],
  [REQUEST_SENT_DIRECTLY, 'If a student sends a request about their data directly to Assessa, what happens?'],
  [AUTHORITY_ASKS_FOR_DATA, 'What happens if a public authority requests access to the personal data?'],
  [
    DATA_BACK_BEFORE_DELETION,
    'Can we get our data back before it is deleted, and in what form?',
    { alsoAsks: DATA_BACK_DETAILS },
  ],
  [PARENT_ASKS_ABOUT_DATA, "Who should parents contact about their child's data?"],
  [PAYMENT_CARD_KEPT, 'Does Assessa store my payment card details?'],
  [FEATURES_REMOVED_FROM_PAID_PLAN, 'Can Assessa remove features of the service?'],
  [HOW_STUDENTS_GET_IN, 'How do students get into an activity?'],
  [
    WORK_KEPT_AT_LIMIT,
    'When I reach a limit, does everything I have already created stay in my account?',
    // ("…if they hit one of the plan caps. Do we lose access to what's been created?" is one question.)
    { alsoAsks: /\b(lose|lost|losing|vanish\w*|disappear\w*|deleted|wiped|gone|access|still (see|view|open))\b/ },
  ],
  [CANCELLATION_REFUND, 'If I cancel partway through a billing period, do I get a refund?'],
  [UNUSED_REQUESTS_CARRY_OVER, 'Do unused AI requests carry over to the next month?'],
  [
    STUDENT_SUBMISSION_FORMAT,
    'What file types can students submit to a team project?',
    // (Its answer gives the size limit too: "…or only pdf? and is there a size limit?")
    { alsoAsks: /\b(size|how big|how large|mb|limits?)\b/ },
  ],
  [RECORD_OF_GOOD_DRAFTS, 'When an assessment is ready, how do I keep a record of which drafts worked well?'],
  [COOKIE_CHOICE_UNDONE, 'How can I change my cookie choice later?'],
  [SITE_CHAT_NOT_SHOWN, 'Is the website assistant shown only after I have saved my cookie preferences?'],
  [WHO_IS_BEHIND_ASSESSA, 'Who founded Assessa?', { alsoAsks: FOUNDER_BACKGROUND }],
  // (The whole passage, so "within that period" keeps the 30 days it points back to.)
  [
    SUBPROCESSOR_OBJECTION,
    'When a new subprocessor is intended, how many days of notice does the controller get, may it object, and may it terminate if the objection cannot be resolved?',
    { alsoAsks: OPTIONS_LEFT },
  ],
]
/** The rules as they are run: each with its trigger read first (`triggerFirst`), so the same matches come sooner. */
const SENTENCE_RULES = WRITTEN_SENTENCE_RULES.map(([rule, ruleQuestion, options]): SentenceRule => [
  triggerFirst(rule),
  ruleQuestion,
  options,
])

/** A "Yes." or "No." that opens an answer. */
const VERDICT = /^(yes|no)(\.\s+|,\s+)/i
/**
 * A rule's answer without its opening "Yes." or "No.": that answers the rule's fixed question,
 * which the visitor may have asked the other way round ("Does the teacher check it first?" is
 * not answered by the fixed question's "No.").
 */
function withoutVerdict(text: string): string {
  const rest = text.replace(VERDICT, '')
  if (rest === text) return text
  // ("Yes, that is the purpose of the activity type: students vote…": what followed the verdict
  // leans on it, so the answer starts after the colon.)
  const stated = rest.replace(/^(that|this|it)('s| is) [^:.]{0,60}: /i, '')
  return stated.charAt(0).toUpperCase() + stated.slice(1)
}

/** A second question joined by a comma: ", and do refinements count…?" (not ", or is it only…?": the same question). */
const JOINED_QUESTION = new RegExp(String.raw`,\s+and\s+(?=(?:${QUESTION_WORDS})\b)`, 'i')

/**
 * A rule's answer to the part of the message it is about, after the answer to any other question
 * the message asks ("How much does Pro cost? Half my class have no laptops.": the price, then the
 * advice). The parts are its sentences, and the questions a comma joins; `isAbout` tells the parts
 * the rule is about (its pattern, or what its `alsoAsks` lets them add).
 */
function withOtherQuestion(
  knowledge: Knowledge,
  question: string,
  isAbout: (text: string) => boolean,
  ruleQuestion: string,
  ruled: Answer,
  history: readonly Turn[],
): Answer {
  const said = messageSentences(question)
  // (Of two questions a comma joins, the first is asked too, with or without its question mark.)
  const parts = said.flatMap((sentence) => {
    const joined = sentence.split(JOINED_QUESTION)
    return joined.length > 1 && sentence.trim().endsWith('?')
      ? joined.map((part) => `${part.trim().replace(/\?$/, '')}?`)
      : [sentence]
  })
  // What the rule is about: its fixed question and the parts of the message it matched.
  const subject = new Set(terms([ruleQuestion, ...parts.filter((part) => isAbout(normalize(part)))].join(' ')))
  const others = parts
    // A question, or what another rule answers ("Half my class have no laptops."). (One that asks
    // about what came before, "Is that enough?", "How can I still run them?", is part of this
    // rule's question.)
    .map((part) => ({ part, text: normalize(part) }))
    .filter(
      ({ part, text }) =>
        !isAbout(text) &&
        (SENTENCE_RULES.some(([other]) => other.test(text)) ||
          ((part.trim().endsWith('?') || OPENS_WITH_QUESTION.test(part)) &&
            !pointsBack(part) &&
            !/\bstill\b/i.test(part) &&
            // ("…it's chaos. What do you suggest for the start of class?": nothing the rule's subject does not hold.)
            !terms(part)
              .filter((term) => !SOFT_TERMS.has(term) && !ASKS_OF_IT.has(term))
              .every((term) => subject.has(term)) &&
            // ("How much is Pro?" is one: a plan named; "Thoughts?", "what's sensible?" ask this rule's advice.)
            (terms(part).length >= 2 || (terms(part).length === 1 && findPlans(part, knowledge.plans).length > 0)))),
    )
    .map(({ part }) => part)
  // (A rule matched across sentences, "I made a typo in my account name. Where do I change it?",
  // is the whole message's question.)
  if (others.length === 0 || !said.some((sentence) => isAbout(normalize(sentence)))) return ruled
  // (The rest holds none of this rule's sentences, so it is answered without it.)
  const rest = others.join(' ')
  const other = answerMessage(knowledge, { message: rest, history })
  const first = other.sources[0]
  if (other.kind === 'unknown' || !first || ruled.sources.includes(first)) return ruled
  // ("…chaos while I take the register. What can I have ready so they start working?": the
  // rule's own passage speaks to that question more than the other answer does.)
  if (ruled.sources[0] && coverageBy(knowledge, rest, ruled.sources[0]) > coverageBy(knowledge, rest, first))
    return ruled
  return {
    ...other,
    text: `${other.text}\n\n${ruled.text}`,
    sources: [...other.sources, ...ruled.sources.filter((source) => !other.sources.includes(source))],
  }
}

/**
 * "How much is Advanced? And can I cancel any time?": a plan's figure asked in one sentence and
 * another question in the next, each with words of its own: the figure, then the other answer,
 * as for two questions a comma joins (`limitThenQuestion`). (Not when the second leans on the
 * first, "How many classes on Free? Is that per term?".)
 */
function limitThenSentence(knowledge: Knowledge, message: string, last: Topic | null | undefined): Answer | undefined {
  const said = messageSentences(message)
  if (said.length !== 2 || !said.every((sentence) => sentence.endsWith('?'))) return undefined
  const second = said[1]!.replace(AND_QUESTION, '')
  if (terms(second).length < 2 || pointsBack(second) || PRONOUN.test(plainWords(second))) return undefined
  return limitThenQuestion(knowledge, `${said[0]!.replace(/\?$/, '')}, and ${second}`, second, last)
}

/** The first of two questions joined by a comma ("…included each month, and do…"): the message up to the second. */
const firstOfTwo = (question: string, second: string) =>
  question.slice(0, question.lastIndexOf(second)).replace(/[,\s]+(and\s+)?$/i, '')

/**
 * "Is the Free plan actually free, and does it include quizzes?": two questions about one plan
 * that its limits answer separately are answered by the plan's overview, which states both.
 */
function twoPlanQuestions(
  knowledge: Knowledge,
  question: string,
  second: string,
  last: Topic | null | undefined,
): Answer | undefined {
  const first = firstOfTwo(question, second)
  // The second question leans on the first for its plan ("does it include…"): it is read with it.
  const answers = [first, question].map((part) => answerPlanQuestion(knowledge, part, last))
  const planTypes = new Set(answers.flatMap((answer) => answer?.topic?.planTypes ?? []))
  if (answers.some((answer) => !answer) || planTypes.size !== 1) return undefined
  if (answers[0]!.topic?.passageId === answers[1]!.topic?.passageId) return undefined
  const plan = knowledge.plans.find((item) => planTypes.has(item.planType))
  return plan ? planOverviewAnswer(knowledge, plan) : undefined
}

/**
 * "On your most expensive plan, how many requests are included, and do chat tweaks count
 * against that?": a plan's figure, then the other question's answer, each from its own source.
 */
function limitThenQuestion(
  knowledge: Knowledge,
  question: string,
  second: string,
  last: Topic | null | undefined,
): Answer | undefined {
  const first = firstOfTwo(question, second)
  const limit = answerPlanQuestion(knowledge, first, last)
  if (limit?.kind !== 'planLimit' || answerPlanQuestion(knowledge, second, last)) return undefined
  // Alone first: the first question's words would pick its sentences ("requests per month on Free…").
  const alone = searchAnswer(knowledge, second, last)
  const other = alone.kind === 'unknown' ? searchAnswer(knowledge, second, last, first) : alone
  // (Another figure of the plans says nothing new; the pricing page's billing FAQ does.)
  if (other.kind === 'unknown' || other.sources[0]?.kind === 'plan') return undefined
  return {
    ...limit,
    text: `${limit.text}\n\n${other.text}`,
    sources: [...limit.sources, ...other.sources.filter((source) => !limit.sources.includes(source))],
  }
}

function answerQuestion(
  knowledge: Knowledge,
  question: string,
  last: Topic | null | undefined,
  minCoverage = MIN_COVERAGE,
  aboutPriceRise = false,
  leadIn?: string,
): Answer {
  // "I've got a class of 36 - would they all fit in one class on Advanced?": the lead-up's amounts are needs too.
  const withLeadIn = leadIn ? `${leadIn} ${question}` : question
  const needsLeadIn =
    leadIn !== undefined &&
    neededAmounts(withLeadIn, knowledge.plans).length > neededAmounts(question, knowledge.plans).length
  const plan = answerPlanQuestion(knowledge, needsLeadIn ? withLeadIn : question, last, aboutPriceRise)
  if (plan) {
    plan.topic = { ...plan.topic, query: question }
    return plan
  }
  return searchAnswer(knowledge, question, last, leadIn, true, minCoverage)
}

/** Hearsay opening a sentence or clause ("Someone in the staffroom said…", "a colleague told me that…"): where the visitor heard it. */
const HEARSAY =
  /(?<=^|[.!?;,]\s*|\b(and|but|so) )(someone|somebody|a colleague|a friend|my (head|boss|colleague|friend|hod)|our (head|head teacher|principal)|(my|our) ([\w&]+ ){0,2}(lead|leader|head|boss|mentor|line manager|deputy|principal)( of \w+)?)( (at|in|from) (the |my |our )?(staff ?room|school|work|department|meeting|training|conference))? (said|says|told (me|us)|mentioned|reckons|(keeps|kept) (going on|banging on|talking|mentioning)( about)?)( that)?\b|(?<=^|[.!?;,]\s*)(i|we)( (have|ve|'ve))? (read|heard|saw|seen|gather|understand|was told|were told|am told|'m told)( (somewhere|online|on your site|on the website))?( that)?(?= (the|your|assessa|you|it|there)\b)|(?<=^|[.!?;,]\s*)(i|we) (keep|kept) (hearing|reading|seeing) (about|that)?(?= \w)|(?<=^|[.!?;,]\s*)(your|the|that|this) (\w+ )?(article|blog|blog post|post|page|faq|guide) (says|said|mentions|mentioned|talks about|claims)( that)?(?= (the|there|you|it|a|an|some|several|two|three|four|five|six|\d+)\b)/gi

/** A message that opens with the visitor speaking about themselves: "I am…", "we're…", "my class…". */
const SELF_LEAD_UP = /^\W*(i|we|my|our|i'm|im|i've|ive|we're|as an?)\s/i

/** Words before a tool or means ("with PayPal", "via Moodle", "into Canvas"). */
const BY_MEANS_OF = new Set(['with', 'via', 'through', 'using', 'into', 'by'])
/** Products visitors name without their maker, which are also common words: "Excel". */
const NAMED_ALONE = new Set(['excel'])
/** Before such a product: "export to Excel", "open them in Excel". */
const INTO_PRODUCT = new Set([...BY_MEANS_OF, 'to', 'in', 'as', 'from', 'onto'])

/** A question about what was just asked: "Is it a tech company…?", "does that include…?". */
const ABOUT_EARLIER =
  /^\W*(is|was|are|were|does|did|do|can|could|will|would|has|have)\s+(it|that|this|they|he|she|these|those)\b|^\W*is there (a|an|some) (\w+ )?(person|people|human|teacher|team|company) (behind|running|who)\b/i

/** The questions among the sentences of a lead-up. */
const earlierQuestions = (leadIn: string) => messageSentences(leadIn).filter((sentence) => sentence.endsWith('?'))

/** "How many should I…?", "how many is sensible?": a count that does not say of what. */
const HOW_MANY_UNNAMED = /\bhow many (should|do|can|could|would|will|must|is|are|of them)\b/i

/** The question with what the lead-up last named as what it counts ("how many goals should I…"), answered by `answer`. */
function withCountedNoun(question: string, leadIn: string, answer: (resolved: string) => Answer): Answer | undefined {
  const noun = lastPluralNoun(leadIn)
  return noun ? answer(question.replace(/\bhow many( of them)?\b/i, `how many ${noun}`)) : undefined
}

/** "Give them", "run them", "try them", "which ones": what the lead-up named. */
const OBJECT_THEM = /\b(give|run|try|use|keep|leave|trial|test|check|review) them\b|\bwhich ones\b/i
const EVERY_OBJECT_THEM = new RegExp(OBJECT_THEM.source, 'gi')

/** The question with what the lead-up last named in place of "them" ("give the routines…", "which routines"), answered by `answer`. */
function withNamedObject(question: string, leadIn: string, answer: (resolved: string) => Answer): Answer | undefined {
  const noun = lastPluralNoun(leadIn)
  if (!noun) return undefined
  const named = (words: string) => words.replace(/\bthem$/i, `the ${noun}`).replace(/\bones$/i, noun)
  return answer(question.replace(EVERY_OBJECT_THEM, named))
}

/** "File", "upload", "document" without saying which kind (figures.ts' FILE_WORDS also names the kinds: "photo", "PDF"). */
const ANY_FILE = /\b(files?|uploads?|documents?|docs?)\b/i

/**
 * Asked a file's size or formats, which the site states apart for each kind of file: the
 * question with the one kind the lead-up named before its "file" ("which training file types…"), answered by `answer`.
 */
function withNamedFileKind(question: string, leadIn: string, answer: (resolved: string) => Answer): Answer | undefined {
  const asked = askedFigure(question)?.kind
  if (asked !== 'size' && asked !== 'format') return undefined
  if (!ANY_FILE.test(question) || FILE_KINDS.some((kind) => kind.test(question))) return undefined
  const named = FILE_KINDS.map((kind) => kind.exec(leadIn)?.[0]).filter((word) => word !== undefined)
  return named.length === 1 ? answer(question.replace(ANY_FILE, (word) => `${named[0]} ${word}`)) : undefined
}

/** Does the message name a thing the site never mentions ("plagiarism", "PayPal", "app store")? */
function namesUnseenThing(knowledge: Knowledge, message: string): boolean {
  const candidates = unseenTerms(knowledge, message)
  return candidates.length > 0 && namedThings(message, candidates).size > 0
}

/** The question's own words, less the visitor's setting and filler. */
function ownTerms(question: string): string[] {
  const setting = settingTerms(question)
  return [...new Set(terms(question))].filter((term) => !setting.has(term) && !SOFT_TERMS.has(term))
}

/** The question's own words the site never uses, in any form ("quicker", "yearly" are forms of words it uses). */
function unseenTerms(knowledge: Knowledge, question: string): string[] {
  const unseen = knowledge.idf('')
  const baseForms = (term: string) => [term, term.replace(/(er|est|li)$/, ''), term.replace(/(\w)\1(er|est)$/, '$1')]
  const isUnseen = (term: string) =>
    baseForms(term).every((form, index) => knowledge.idf(index === 0 ? form : (indexTerm(form) ?? '')) >= unseen)
  return ownTerms(question).filter((term) => /^[a-z]{4,}$/.test(term) && isUnseen(term))
}

/** Words of a question that only asks for advice on what came before: "What do you suggest?", "Any ideas?". */
const ADVICE_ONLY = new Set(
  terms('suggest suggestions recommend recommendations ideas thoughts tips advice advise help'),
)
/** "What's going on?", "what happened?": a last question that asks only for the explanation of what the message told. */
const EXPLANATION_ONLY = new Set(terms('going happening happened wrong'))
const asksOnlyForAdviceOrExplanation = (question: string) => {
  const words = terms(question)
  return words.length > 0 && words.every((term) => ADVICE_ONLY.has(term) || EXPLANATION_ONLY.has(term))
}

/** Where a question can start inside a message typed without punctuation. */
const QUESTION_START =
  /\s(?=(?:how|what|whats|which|who|when|where|why)\s|(?:do|does|can|is|are|will|should) (?:i|you|we|they|my|it|the|there|students|kids|pupils)\s)/g

/** The questions inside a run-on message (no sentence punctuation), from each question word on; at most three. */
function runOnQuestions(message: string): string[] {
  // A message that opens with its question has no lead-up to cut off.
  if (OPENS_WITH_QUESTION.test(message) || /[.?!;:,]/.test(message.trim().replace(/[.?!]+$/, ''))) return []
  return [...message.matchAll(QUESTION_START)]
    .slice(0, 3)
    .map((match) => message.slice(match.index + 1))
    .filter((part) => terms(part).length >= 2)
}

/** A short question about what came before it: "how do i fix that", "how should i phrase them?". */
const BACK_REFERENCE = 'them|that|this|it|those|these|the two|both|either|either of them|neither'
const POINTS_BACK = new RegExp(String.raw`^(\w+ ){0,4}(${BACK_REFERENCE})( \w+)?$`)
const PRONOUN = new RegExp(String.raw`\b(${BACK_REFERENCE})\b`)
/**
 * Words that point back at what the message said before: "about that", "that kind of", "take them
 * out", "point them to you" (the person the message was about).
 */
const BACK_PHRASE = new RegExp(
  String.raw`\b(about|with) (that|this|them|those|these)( (first|beforehand|then|now))?$|\b(that|this|those|these) (kind|sort|type)s? of\b|^(is|are) (that|this|it) something\b.*\b(meant|designed|intended|built)\b|\b(take|get|strip|leave|cut|clean) (them|those|these|it|that) (out|off|up)\b|\b(point|send|direct|refer)(s|ed|ing)? (them|him|her) (to|towards|your way)\b`,
)
/** A question this short that says "those" or "these" speaks of what came before it. */
const SHORT_QUESTION_WORDS = 10
/** "What's really the difference?": between the two things just named. */
const DIFFERENCE_OF_EARLIER =
  /^(whats|what is|what are|so whats)( (really|actually|exactly|even|then))? (the )?((main|real|big|key) )?differences?( (really|actually|then))?$/
/**
 * "Should I use a checklist of skills or write comments? What's really the difference?": the
 * last question asks the earlier one again, which names the two things; it is answered alone.
 */
function withoutDifferenceOfEarlier(message: string): string {
  const parts = messageSentences(message)
  const earlier = parts.slice(0, -1)
  return parts.length > 1 &&
    DIFFERENCE_OF_EARLIER.test(plainWords(parts.at(-1)!)) &&
    earlier.some((part) => part.endsWith('?'))
    ? earlier.join(' ')
    : message
}

/** What a visitor asks of the thing they just described, without naming it ("is that ok", "do I need to change it"). */
const ASKS_OF_IT = new Set(terms('ok okay fine alright problem matter wrong right change fix edit'))

/**
 * Does a question lean on what came before it? A short one ending on a pronoun ("how do i fix
 * that"), or one with a pronoun and no word of its own but whether it is fine or must change
 * ("is that ok or do i need to change it"); one that only asks what is wrong ("what's the
 * problem?") or what the difference is; a short one about "those" or "these"; or one whose
 * last clause does any of that ("…tables in it — is that the problem?").
 */
function pointsBack(question: string): boolean {
  const words = plainWords(question)
  // "…it has a couple of tables in it — is that the problem?": the clause that asks.
  const asking = question.split(/\s[-–—]+\s|[,;:]\s/).at(-1)!
  if (asking !== question && pointsBack(asking)) return true
  return (
    POINTS_BACK.test(words) ||
    // "What's the problem?", "what went wrong?": nothing but what is asked of it.
    (words.split(' ').length <= 5 &&
      terms(words).some((term) => ASKS_OF_IT.has(term)) &&
      terms(words).every((term) => ASKS_OF_IT.has(term) || SOFT_TERMS.has(term))) ||
    DIFFERENCE_OF_EARLIER.test(words) ||
    // "What are they and where do they go?": what the thing just named is.
    /^(so |and )?(what|who) (are|is|were|was) (they|it|those|these|that|this)\b/.test(words) ||
    // "How long should each of those blocks be?": the blocks just described.
    (/\b(those|these)\b/.test(words) && words.split(' ').length <= SHORT_QUESTION_WORDS) ||
    // "What scale would you use for that?": for what was just described.
    (/\b(for|with|in|on) (that|this)$/.test(words) && words.split(' ').length <= SHORT_QUESTION_WORDS) ||
    // "Do I need to do something about that first?", "Is Assessa meant to hold that kind of
    // information?", "Is that something it is meant for?", "do I need to take them out?": what
    // was just described.
    (BACK_PHRASE.test(words) && words.split(' ').length <= SHORT_QUESTION_WORDS) ||
    (PRONOUN.test(words) && terms(words).every((term) => SOFT_TERMS.has(term) || ASKS_OF_IT.has(term)))
  )
}

/** A comma and then a statement of the visitor's ("…, i cant find…", "…, we're a small school"): not the question. */
const COMPLAINT_AFTER_COMMA = /,\s+(?=(?:i|we|my|our|it|its|it's|there|theres|there's|im|i'm|ive|i've|cant|can't)\s)/i

/** An apology or announcement before the question: "Sorry if this is a silly question but", "Quick question:". */
const APOLOGY =
  /^\W*(?:(?:sorry|apologies|excuse me|forgive me)\b[^.?!]{0,60}?\b(?:question|asking|ask|bother(?:ing)?(?: you)?)\b\s*(?:[,.!:;-]+\s*|\s+but\s+|\s+)|(?:quick|silly|stupid|dumb|daft|basic|random|noob) question\s*(?:[,.!:;-]+\s*|\s+but\s+))/i

/**
 * Who is asking, before the question: "Network manager asking:", "IT manager here -", "Head of
 * department here.". The role's words ("manager") would otherwise pull in passages about them.
 * (Not who the site's answers are for, "Parent here.", "Total beginner here.": the reply depends on it.)
 */
const ROLE_INTRODUCTION =
  /^\W*(?!(?:[\w'/&-]+\s+){0,4}?(?:parents?|mum|dad|students?|pupils?|beginners?|newbies?|novices?|new)\b)(?:(?!(?:i|we|you)\b)[\w'/&-]+\s+){0,4}(?:is\s+)?(?:here|asking|speaking)\s*[:.,;!–—-]+\s*(?=\S)/i

const OPENS_WITH_QUESTION = new RegExp(String.raw`^\W*(${QUESTION_WORDS})\b`, 'i')

const PLEA = /[\s,.!?]*\b(please|pls|plz)?\s*(say|tell me) (yes|no|it (is|does|can))\b[\s.!?]*$/i
/**
 * "…wait 3 seconds before anyone answers? Is that right or was it longer?": a check of what the
 * visitor remembers asks for the figure itself; its words ("right", "longer") are not the topic.
 */
const CLAIM_CHECK =
  /[\s,;:.!?-]*\b(is|was) (that|this|it) (right|correct|true|accurate)( or (was|is) it (\w+ )?(longer|shorter|more|less|fewer|different))?[\s.!?]*$/i

/** The message without a check that follows a figure ("…3 seconds? Is that right?" → "…3 seconds?"). */
function withoutClaimCheck(text: string): string {
  const at = text.search(CLAIM_CHECK)
  return at > 0 && hasFigure(text.slice(0, at)) ? `${text.slice(0, at)}?` : text
}

const CONDITION = /^\W*(if|when|whenever|once|after|before|in case|unless)\b/i

/** A comma before a question word may end a lead-up too ("I'm new here, how do I…"), or join two questions. */
const COMMA_QUESTION = new RegExp(String.raw`,\s+(?:(?:and|so)\s+)?(?=(?:${QUESTION_WORDS})\b)`, 'gi')

/** Where a lead-up ends and the question starts: a colon or dash, "but", "wondering if". */
const LEAD_UP_END =
  /[:;]\s+|\s[-–—]+\s+|,?\s+but\s+|\b(?:wondering|wonder|curious|want to know|like to know|asking|ask|tell me|know)\s+(?:if|whether)\s+|\b(?:wants?|needs?|would like|'d like) to (?:know|find out|check)\s+(?=(?:the|what|how|which|who|when|where|why)\b)/gi

/**
 * Where visitors end a sentence without a capital after it: "roll over?? i barely used mine",
 * "going up... by how much?", "signing up 😩 can i change it?", "for my school. can i…". The segmenter, which wants a
 * capital, keeps those together.
 */
const CHAT_SENTENCE_END =
  /(?<=[?!]|\.\.\.|…)\s+|(?<=[A-Za-z]{2}\.)\s+(?=(?:how|what|can|do|does|is|are|where|when|why|which|who|will|would|should|could)\b)|\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*/u

function messageSentences(message: string): string[] {
  return sentences(message)
    .flatMap((sentence) => sentence.split(CHAT_SENTENCE_END))
    .map((part) => part.trim())
    .filter((part) => /\p{L}|\d/u.test(part))
}

/** The question a message opens with, up to the first comma before another question. */
const openingQuestion = (message: string) => message.split(COMMA_QUESTION)[0]!

/**
 * The message's question after a lead-up (one sentence), or its last question and the
 * sentences before it (several).
 */
function questionParts(message: string): {
  clauses: string[]
  lastQuestion?: string
  leadIn?: string
  afterComma: string[]
  twoQuestions: boolean
  afterCondition: string[]
} {
  const parts = messageSentences(message)
  const lastQuestion =
    parts.length > 1 ? (parts.filter((part) => part.endsWith('?')).at(-1) ?? parts.at(-1)!) : undefined
  const leadIn = lastQuestion ? parts.filter((part) => part !== lastQuestion).join(' ') : undefined
  const after = (text: string, pattern: RegExp, isLeadUp: (before: string) => boolean = () => true) =>
    [...text.matchAll(pattern)]
      .filter((match) => isLeadUp(text.slice(0, match.index)))
      .map((match) => text.slice(match.index + match[0].length).trim())
      .filter((rest) => terms(rest).length >= 1)
  // In several sentences the lead-up is a sentence of its own. A few words that say nothing of
  // the visitor are the topic, not a lead-up ("timed quizzes - good idea or do they stress…?");
  // a setting still is ("For our finance audit: how long…").
  const clauses = lastQuestion
    ? []
    : after(
        message,
        LEAD_UP_END,
        (before) =>
          terms(before).length > 3 ||
          SELF_LEAD_UP.test(before) ||
          /^\W*(for|as|in|at|from|re|regarding)\b/i.test(before) ||
          // ("Blunt question from a journalist: …", "A GDPR query:": what kind of question it is, or whose.)
          /\b(questions?|query|queries)\b/i.test(before),
      )
  const asked = lastQuestion ?? message
  // "If there's a breach, how quickly…": the comma ends a condition of the question, not a lead-up.
  const condition = CONDITION.test(asked)
  const afterComma = condition ? [] : after(asked, COMMA_QUESTION)
  // Still, when nothing answers the whole, the question after the condition may ("Before my
  // department commits any budget, is there a way to try it for free?").
  const afterCondition = condition ? after(asked, COMMA_QUESTION).slice(0, 1) : []
  // ", and can I…": a second question, not the end of a lead-up.
  const twoQuestions = /,\s+and\s+/i.test(asked) && afterComma.length > 0
  return { clauses, lastQuestion, leadIn, afterComma, twoQuestions, afterCondition }
}
