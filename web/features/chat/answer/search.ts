import { createHash } from 'node:crypto'
import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp'
import MiniSearch from 'minisearch'
import { knownQuestions } from '../questions/sets'
import { asksForList, isYesNoQuestion } from './compose'
import { askedFigure } from './figures'
import { learnKnownQuestions, type KnownQuestions } from './known-questions'
import { buildPassages } from './passages'
import { asksForAmount, DATA_SUBJECT_REQUEST, HOW_MUCH_PRICE, PAID_ONLY_FEATURE, YEAR_GROUP } from './plans'
import {
  A_PRICE,
  hasFigure,
  indexTerm,
  normalize,
  plainWords,
  PLAINLY,
  remembered,
  sentences,
  terms,
  tokenize,
} from './text'
import type { ChatContent, ChatPlan, Passage, PassageKind } from './types'
import { siteVocabulary, type Vocabulary } from './typos'

/**
 * The assistant's knowledge: the passages of one content version and a MiniSearch (BM25+)
 * index over them. Queries are expanded with the words the site uses for what visitors say
 * ("cost" → price, "word file" → DOCX), then results are re-ranked by how much of the
 * question they cover (weighted by how rare each word is) and by the kind of passage.
 */

export interface Settings {
  productName: string
  assistantName: string
  contactEmail: string
}

export interface Hit {
  passage: Passage
  score: number
  /** Share (0-1) of the question's weight found in the passage, rare words counting more. */
  coverage: number
  /** The question's terms found in the passage, or whose site words are ("big" → "MB"), not counting the context's. */
  matched: string[]
  /** Coverage of the question's own words only, leaving out the context's. */
  ownCoverage: number
}

interface SearchOptions {
  /** Terms of an earlier question carried into a short follow-up, at a lower weight. */
  context?: string
  /**
   * Rank passages that state a figure about the question higher when it asks for one (default
   * true). Off for a message that may still hold a lead-up: its words ("my first class this
   * week") would make figures about them look relevant.
   */
  preferFigures?: boolean
  /** Only passages this accepts are ranked (a figure question's deeper look: those that state one). */
  only?: (passage: Passage) => boolean
  limit?: number
}

export interface Knowledge {
  /** Hash of the content this was built from. */
  version: string
  settings: Settings
  plans: ChatPlan[]
  passages: Passage[]
  byId: ReadonlyMap<string, Passage>
  /** Inverse document frequency of a stemmed term (rare terms weigh more). */
  idf(term: string): number
  /** The site's words as written, for correcting visitors' typos. */
  vocabulary: Vocabulary
  search(question: string, options?: SearchOptions): Hit[]
  /** What visitors asked before and which passage answered them (the tuning half's questions). */
  known: KnownQuestions
}

const PRICE = String.raw`\b(prices?|costs?|pricing|fees?)\b`
const RISE = String.raw`\b(go(ing)? up|increas\w*|ris(e|es|ing)|rais(e|es|ing))\b`
/** Prices going up: "prices are going up", "an increase in prices", "putting prices up", "a price hike", "the new prices". */
export const PRICE_RISE = new RegExp(
  [
    `${RISE}(?:\\W+\\w+){0,4}\\W+${PRICE}`,
    `${PRICE}(?:\\W+\\w+){0,4}\\W+${RISE}`,
    // Said together only.
    String.raw`\bput(ting)? (the |your |their |its )?(prices?|costs?|fees?) up\b|\bput(ting)? up (the |your |their |its )?(prices?|costs?|fees?)\b`,
    String.raw`\b(prices?|costs?) (will |would |is going to )?(jump|hike)\w*|\bthe (price )?(jump|hike)\b|\b(more expensive|pricier|dearer|new prices)\b`,
  ].join('|'),
)
/** Prices going up or changing at all ("will prices change during the year?"). */
const PRICE_CHANGE = new RegExp(`${PRICE_RISE.source}|\\bchang(e|es|ing)\\b.*${PRICE}|${PRICE}.*\\bchang(e|es|ing)\\b`)

/** "When does it kick in?", "take effect": when something starts. */
const KICKS_IN = /\bkick(s|ing)? in\b|\btake (effect|hold)\b/
/** "Does that eat into my allowance?": what uses a request, not how many there are. */
export const USES_UP = /\b(eat(s|ing)? into|use[sd]? up|count(s|ed)? (towards|against))\b/

/** "I've", "she's", "we have", typed with or without the apostrophe. */
const SOMEONE_HAS = String.raw`((i|we|she|he)('ve|'s| have| has)?|ive|weve|shes|hes)`
const AN_ORGANISATION = String.raw`organi[sz]ations?|school|schools|trust|academy|admin\w*`

/** Telling items apart: "split them", "where one ends and the next begins", "blend them together". */
const SEPARATING = String.raw`separat\w*|space (them|it|each|out)|spacing|split\w*|divid\w*|tell (them )?apart|where (one|each)( \w+)? (ends|stops|finishes)( and (the )?next( \w+)? (starts|begins))?|(blend|merge|mix|run|lump)s? (them|it|everything|the \w+) (together|into one)`
const IN_A_DOCUMENT = String.raw`(docs?|documents?|files?|docx|training)`

/** When a billing period is paid for: "up front", "in arrears". */
const UP_FRONT = String.raw`(up-? ?front|(in )?arrears|in advance|beforehand)`
const ANNUAL = String.raw`(annual(ly)?|yearly)`
const BILLING = String.raw`(bill\w*|invoic\w*|charg\w*|pay|pays|paid|paying|payments?|subscri\w*|licen[cs]es?|contracts?)`
/** What happens in class, not a plan. */
const CLASS_EVENT = String.raw`(lessons?|activit(y|ies)|sessions?|quiz\w*|class(es)?)`
/** A lesson or activity cancelled, not a plan: "cancel the lesson", "the quiz was cancelled". */
const CANCELLED_EVENT = String.raw`\b(cancel\w* (the |a |my |our |this |that |today's )?(live )?${CLASS_EVENT}|${CLASS_EVENT} (is |was |gets? |got |being )?cancel\w*)\b`
/** "Straight away", "immediately": at once. */
const AT_ONCE = String.raw`(straight away|right away|immediately|instantly|at once)`
/** Payment card details as visitors name them. */
const CARD_DETAILS = String.raw`(credit|debit|bank|payment) cards?|card (details|numbers?|info\w*)`
/** What is left of a paid period: "the unused part of the month", "the remaining days". */
const UNUSED_SHARE = String.raw`(part|portion|days|weeks?|time|bit|month|period)`
/** A change to an account detail ("swap", "correct", "updated"). */
const ACCOUNT_CHANGE = String.raw`chang(e|ed|ing)|updat(e|ed|ing)|edit(ed|ing)?|correct(ed|ing)?|fix(ed|ing)?|switch(ed|ing)?|swap(ped|ping)?|replac(e|ed|ing)|amend(ed|ing)?|modif(y|ied|ying)|alter(ed|ing)?|renam(e|ed|ing)`
/** The visitor's own sign-in details: "my work email", "the account name" (not "email me"). */
const ACCOUNT_DETAIL = String.raw`((my|our|the|that|this|their|his|her|your|account|login|log-?in|registered|sign-?up|school|work|personal|old|new|wrong|incorrect|generic|uni|university|college|admin|administrator|staff|office|one|hotmail|gmail|outlook|normal|real|main) )+(e-?mail( address)?|account name|user ?name|password)|account name|user ?name|(account|login|log-?in|sign-?in) details|(work|school|office|personal|gmail|hotmail|outlook|login|registered) address`
/** Personal e-mail providers, as visitors name them ("my Gmail"). */
const WEBMAIL = String.raw`gmail|hotmail|outlook|yahoo|icloud`
/** What students join an activity on. */
const DEVICES = String.raw`phones?|mobiles?|smartphones?|tablets?|devices?|ipads?|laptops?|chromebooks?|computers?`
/** Other questions about students' devices: their data, their connection, an app. */
const DEVICE_TOPIC = String.raw`gdpr|data|privacy|wi-?fi|internet|connect\w*|camera|apps?`
/** An activity without a screen: printed, on paper, offline. */
const OTHER_MEDIUM = String.raw`print\w*|on paper|paper (copy|copies|version)|offline`
/** Asking which languages the product works in. */
const LANGUAGES_SUPPORTED = String.raw`support\w*|available|which languages|what languages|how many`
/** Languages visitors name for a class that works in two. */
const LANGUAGE_NAMES = String.raw`english|welsh|irish|gaelic|french|spanish|catalan|german|italian|portuguese|dutch|polish|romanian|ukrainian|russian|turkish|arabic|urdu|hindi|punjabi|bengali|gujarati|tamil|somali|chinese|mandarin|cantonese|japanese|korean|vietnamese|tagalog|malay`
/** One assessment in two languages: "in both languages", "works in two languages", "in both English and Polish" (not "they speak two languages"). */
const TWO_LANGUAGES = String.raw`(in|into) (both|two|2) (\w+ )?languages|in both (${LANGUAGE_NAMES}) and (${LANGUAGE_NAMES})`
/** An activity's results, as visitors name them. */
const SCORES = String.raw`scores?|results?|marks`
/** An activity over: "once the quiz closes", "after the due date", "when it has expired" (not "before it closes"). */
const ACTIVITY_END = String.raw`(?<!\bbefore (the |it |my |an? |each )?(\w+ )?)(clos(es|ed)|expir(es|ed|y)|(due date|deadline) (has )?pass(es|ed)?|pass(es|ed)? (its|the|their) (due date|deadline)|(after|past) the (due date|deadline)|(is|are|has|have|was|were|s) (over|finished|ended))`
/** What may become of the results then: kept, or lost. */
const KEPT_OR_LOST = String.raw`remain\w*|stay\w*|kept|keep|still|lose|lost|gone|wip(e|ed|es)|delet\w*|disappear\w*|go back|come back|available|there`
/**
 * A pattern found anywhere in the message, before or after the words an expansion is triggered
 * by: put in front of the trigger, it asks for context without making the context the trigger.
 */
const anywhere = (pattern: string) => String.raw`(?:(?<=\b(?:${pattern})\b.*)|(?=.*\b(?:${pattern})\b))`
/** A pattern found nowhere in the message, before or after the words an expansion is triggered by. */
const nowhere = (pattern: string) => String.raw`(?<!\b(?:${pattern})\b.*)(?!.*\b(?:${pattern})\b)`
/** The parts of a pattern that only look around (`anywhere`, `nowhere`, or a group of them): its context. */
const isContext = (element: AST.Element): boolean =>
  (element.type === 'Assertion' && (element.kind === 'lookahead' || element.kind === 'lookbehind')) ||
  (element.type === 'Group' &&
    element.alternatives.every((branch) => branch.elements.length > 0 && branch.elements.every(isContext)))

/**
 * The same pattern, quicker to run. A context put in front of its trigger (`anywhere(…)` +
 * `\b(word)\b`) reads the whole message at every position the pattern is tried at; with the
 * trigger repeated in front as a lookahead, the context is read only where the trigger is. It
 * matches exactly what the pattern matches: the lookahead asks for nothing the rest does not. A
 * pattern of several branches, or with back-references or named groups (which the copy would
 * renumber or repeat), is returned as it is.
 */
export function triggerFirst(pattern: RegExp): RegExp {
  if (/\\[1-9]|\\k<|\(\?<[a-z]/i.test(pattern.source)) return pattern
  const parsed = parseRegExpLiteral(pattern).pattern
  const [only, ...others] = parsed.alternatives
  if (!only || others.length > 0) return pattern
  const trigger = only.elements.find((element) => !isContext(element))
  if (!trigger || trigger === only.elements[0]) return pattern
  const rest = pattern.source.slice(trigger.start - parsed.start)
  return new RegExp(`(?=${rest})${pattern.source}`, pattern.flags)
}

/** `word` in a message that also says `context`, before or after it ("generic … quizzes", "quizzes … generic"). */
const besides = (word: string, context: string) => new RegExp(anywhere(context) + String.raw`\b(${word})\b`)

/** Moving to a bigger plan in visitors' words: "go up to Pro", "jump to Pro", "from Free to Advanced". */
const MOVING_UP = String.raw`\b(go(es|ing)?|mov(e|es|ed|ing)|step(s|ping)?) ((him|her|them|us|me|someone) )?up\b|\bjump(s|ed|ing)? (up )?(to|onto) (pro|the pro)\b|\b(bigger|higher|larger) plan\b|\b(\w+ )?from (free|advanced) (up )?to pro\b|\b(\w+ )?from free (up )?to advanced\b|\b(free|advanced)\b.*\b(if|when|once) (i|we) (switch\w*|go|move|jump) ((up |over )?to (the )?)?pro\b|\bfree\b.*\b(if|when|once) (i|we) (switch\w*|go|move|jump) (up |over )?to (the )?advanced\b`

/**
 * Moving to a smaller plan in visitors' words: "go down to Advanced", "from Pro to Free", "a
 * cheaper plan" (not "if Assessa goes down", an outage).
 */
const MOVING_DOWN = String.raw`\b(go(ing)?|mov(e|es|ed|ing)|step(s|ped|ping)?|drop(s|ped|ping)?) down\b|\b(go(es|ing)?|mov(e|es|ed|ing)|switch\w*|step(s|ped|ping)?|drop(s|ped|ping)?) from \w+ (back )?down to( (free|advanced|pro)\b)?|\b(smaller|lower|cheaper) plan\b|\b(\w+ )?from pro (back )?(down )?to (advanced|free)\b|\b(\w+ )?from advanced (down )?to free\b|\b(downgrad\w*|switch\w*|mov(e|es|ed|ing)|go(es|ing)?|drop(s|ped|ping)?) (pro (down )?to (advanced|free)|advanced (down )?to free)\b`
/** Reaching a plan's limit in visitors' words: "hit the cap", "run out of requests", "used up all 5 activities". */
const REACHING_LIMIT = String.raw`\b(hit|hits|hitting|reach\w*|exceed\w*|go over|run out|over)\b.*\b(limits?|caps?|ceiling)\b|\blimits?\b.*\b(reached|exceeded)\b|\b(run|running|ran) out of (my |the |our )?(\w+ )?(requests|generations|credits|allowance|quota|activities|goals)\b|\bmax(es|ed|ing)? out\b|\bused? up (all )?(of )?(my |the |our )?(\d+ )?(\w+ )?(requests|generations|credits|allowance|quota|activities|goals)\b`
/** A change that is not to the visitor's own sign-in details: the site's terms, prices or rules; another form's e-mail. */
const NOT_ACCOUNT_DETAIL = String.raw`feedback|contact|forms?|invoices?|billing|newsletters?|terms|prices?|pricing|plans?|pro|advanced|upgrad\w*|downgrad\w*|rules|polic(y|ies)|regularly|students?|pupils?|organi[sz]ation account|approv\w*`
/**
 * "Can I switch it to my school email later?", "a typo in my email, can I correct it?", "my uni
 * email by accident", "once I get a job": what is chosen at registration stays. The change is to
 * the visitor's own account detail, close to it (either side: a clause is also searched with the
 * rest of the message after it), in a message that says when or why (not "will you email me if
 * the terms change in future?", nor the feedback or contact form's e-mail, the invoices' or a
 * student's).
 */
export const ACCOUNT_DETAIL_CHANGE = new RegExp(
  // (The verb first: the conditions are looked at only where a change-word stands.)
  String.raw`\b(${ACCOUNT_CHANGE})\b` +
    nowhere(NOT_ACCOUNT_DETAIL) +
    anywhere(
      String.raw`later( on)?|afterwards?|after (\w+ ){0,2}(register\w*|registration|sign\w* up|signup)|down the (line|track)|in (the )?future|typos?|mistakes?|misspel\w*|mistyp\w*|wrong|by accident|now that|once (i|we|they|she|he) (\w+ )?(get|start|move|leave|join|find|have)|next (year|term)|(has|have|had) (now )?left|now (i|we) (want|need|would like|wish)|a new one`,
    ) +
    String.raw`(?:(?=.{0,60}?\b(${ACCOUNT_DETAIL})\b)|(?<=\b(${ACCOUNT_DETAIL})\b.{0,75}))`,
)

/**
 * "Feedback in both English and Polish", "my class works in two languages, generate it all
 * twice?": one piece of work in two languages, which the site's tip makes by asking the chat for
 * a version. (Not which languages are supported, nor "in both Word and PDF".)
 */
export const ONE_PIECE_IN_TWO_LANGUAGES = new RegExp(
  nowhere(LANGUAGES_SUPPORTED) +
    anywhere(
      String.raw`same|once|twice|versions?|feedback|assessments?|quiz\w*|tests?|questions|worksheets?|generat\w*`,
    ) +
    String.raw`\b(${TWO_LANGUAGES})\b`,
)

/**
 * "A few of mine don't have phones", "only 12 iPads between 30 kids": students without a device,
 * which the site plans for (partners, shared devices, a team activity).
 */
export const LACKS_DEVICES = new RegExp(
  // (Students' devices: not "can I use it without a laptop?". Not a question about another medium,
  // "can I print it out for the one who hasn't got a device?", which the site never answers, nor
  // about something else of the devices: their data, their wifi.)
  anywhere(String.raw`students?|pupils?|kids?|children|child|class|mine|group`) +
    nowhere(`${OTHER_MEDIUM}|${DEVICE_TOPIC}`) +
    // (Nor the teacher's own device: "can I use it in class without a laptop?")
    String.raw`\b(no|(?<!\b(i|we|me|us)\b( \w+){0,4} )without|(do|does|did|have|has) ?n[o']?t (\w+ )?(got|have|own|bring)( (a|an|any|their own|a single))?|(have|has|had|got) no|not (enough|every\w*|all)\b(\W+\w+){0,5}?|too few|short of|lack\w*)( \w+)? (${DEVICES})\b(?! (versions?|apps?|numbers?|support|signal|access))|\bonly (\d+|a few|a couple of|two|three)( \w+)? (${DEVICES})(?<=s)\b|\b\d+ (${DEVICES}) (between|for|among) \d+\b`,
)

/** This website's own chat (Assessa Assistant), as visitors name it: not the app's chat that refines a draft. */
const THIS_WEBSITE_CHAT = String.raw`this (chat|chat ?bot|assistant|conversation)|(website|site) chat|chat on (your|the|this) (website|site)`
/** This website's chat, or a chat box or window named as where the visitor types. */
const THIS_CHAT_BOX = String.raw`${THIS_WEBSITE_CHAT}|chat (box|window)`
/** Messages about something else than a chat refinement's cost. */
const NOT_REFINEMENT = String.raw`planner|by hand|myself|manually|you here|ask you|rat(e|es|ed|ing)|stars?|website|${THIS_WEBSITE_CHAT}|your site|upgrad\w*|downgrad\w*|(switch|chang|mov)\w* (plans?|tiers?)`
/**
 * "When I ask the chat to fix a draft, does that eat into my requests?", "does each follow-up
 * refinement count against the allowance?": what a change asked of a draft costs.
 * ("Why is my request count going down so fast? … I did tweak them a lot in the chat": the same.)
 */
export const REFINEMENT_COST = new RegExp(
  // (Not a follow-up activity, quiz or e-mail, the lesson planner, this site's own chat, a draft
  // edited by hand, nor what a change of plan does to the requests used.)
  nowhere(NOT_REFINEMENT) +
    anywhere(
      String.raw`eat(s|ing)? (into|another|one( more)?)|uses? up|count(s|ed)? as (one of )?(a |an |one |one more |another |an extra |an additional )?(my |our |the )?(monthly )?(go|goes|requests?|credits?|generations?)|(come|comes|coming|taken) out of (the|my|our|your) (\w+ ){0,3}(allowance|requests?|quota)|cost(s)? (me |us )?(another|a|one) (ai )?request|count(s|ed)? (towards|against)|(use|uses|using|cost|costs|take|takes|count|counts) (as )?(a|an|one) (ai )?request|(requests?|allowance|quota|credits?) (\w+ )?(deducted|charged)|(deducted|taken|subtracted) (from|off|out of) (\w+ ){0,2}(requests?|allowance|quota|credits?)|(requests?|allowance|quota|credits?)( count)? (is |are )?(going|goes|went|gone|dropping|drops|dropped|draining|drains|drained|disappearing|vanishing) (down|fast|so fast|quickly)`,
    ) +
    String.raw`\b(tweak\w*|refin\w*|follow-?ups? (in|on|via|through) the chat|(in|via|through|using) the chat|ask(ing)? (it|the chat|the ai) to (fix|change|make|tweak|edit|adjust|redo|rewrite|reword|rephrase|shorten|simplify)|(fix|edit|adjust|change|redo|rewrite)\w* (the |a |my |each |every )?drafts?)\b`,
)

/** Students, as visitors name them, or a visitor's own child. */
const STUDENTS = String.raw`students?|pupils?|kids?|children|child|learners?|class|the little ones|my (son|daughter|child|kid)`
/** Who an AI draft would reach: the students, or "her", "them". */
const LEARNERS = String.raw`${STUDENTS}|them|her|him`
/** What a teacher does with a draft before it goes out. */
const TEACHER_CHECK = String.raw`check\w*|read\w*|review\w*|look\w* (at|over|through)|approv\w*|sign\w* off|edit\w*`
/**
 * "So the AI writes the feedback and it goes straight out to the kids?", "does my teacher still
 * read them?", "is it sent to her automatically?": whether a draft reaches students before the
 * teacher has judged it. (Not students' own submissions, scores or files, which go to the
 * teacher; nor a vote, which is the anonymous voting's question; nor a push to another platform,
 * "straight to my students in Google Classroom", which the site never answers.)
 */
export const AI_DRAFT_UNREVIEWED = new RegExp(
  // (A machine's work: not "will my teacher review my essay before the deadline?".)
  anywhere(String.raw`ai|generat\w*|automatic\w*|robots?|computers?|machines?|bots?|feedback`) +
    // (Nor quizzes that mark themselves, peer comments, what a student writes, this chat's messages.)
    nowhere(
      String.raw`scores?|results?|pdfs?|files?|submi\w*|upload\w*|vot(e|es|ed|ing)|polls?|anonymous\w*|feedback form|contact form|invoices?|e-?mails?|training|integrat\w*|classroom|sync\w*|export\w*|lms|vle|moodle|canvas|teams|push\w*|quiz\w*|answers?|peer|self-?assess\w*|google docs?|${THIS_WEBSITE_CHAT}|messages?|(i|we|they|she|he) (write|wrote|type|typed)|(can|how do|how can|could|how to) (i|we)? ?(send|share|push|get|give|try)`,
    ) +
    String.raw`\b(` +
    [
      // "it goes straight out to the kids", "sent to her automatically"
      String.raw`(straight|directly|automatically|right|instantly)( out| away)? (out )?to (the |my |our |their |your )?(${STUDENTS})`,
      String.raw`(to|out to) (the |my |our |their )?(${LEARNERS}) (automatically|straight away|directly|without (me|the teacher|a teacher|anyone|a human)\b)`,
      // "does my child's teacher still read them?"
      String.raw`(does|do|will|would|did) (the|my|her|his|their|our|a) ((child|son|daughter|kid)'?s )?teachers? (still |actually |even |ever |get to |have to )*(${TEACHER_CHECK})`,
      // "can I check the AI feedback before my students see it?", "teachers have to check everything first"
      String.raw`(teachers?|i|we|you) (still |actually |even |get to |have to |can |need to |must )*(${TEACHER_CHECK})( [\w'-]+){0,4} before (my |the |their |any |our )?(students|pupils|kids|children|class|anyone)\b|(${TEACHER_CHECK}) (it|them|everything|each one|every \w+) (first|beforehand)`,
      // "is the feedback checked by me before the pupils get it?"
      String.raw`(checked|reviewed|read|approved|seen|looked at) by (me|the teacher|a teacher|teachers|a human|my teacher|her teacher|his teacher)`,
      String.raw`(a|any|an actual|a real) (human|person|teacher)( \w+){0,2} (${TEACHER_CHECK})|is it (all|just|only) (the )?ai( or\b|\W*$)|human in the loop`,
      String.raw`(have|has|get|gets|with) no say`,
      // "before I've had a chance to look at them", "without my approval", "until I approve it"
      String.raw`(without|before) (me|the teacher|a teacher|anyone|a human|i|we|us|you)('ve| have| has)? (even |had a chance to |got to |had time to )?((${TEACHER_CHECK})( (it|them|the \w+|each|every|anything|everything)|(?=\W*[?.!]|$))|having (a )?(look|say))`,
      String.raw`(without|until|before) (my|your|the teacher's|a teacher's|their teacher's) (approval|ok|okay|sign-?off|review|say)|until (i|we|you|the teacher)('ve| have| has)? (approv\w*|check\w*|review\w*|ok'?d?|sign(ed|s)? (it )?off)`,
      String.raw`replac(e|es|ing) (my|the|our|a) (teachers?|judge?ment|professional judge?ment|marking)`,
      String.raw`the ai (just |literally |actually |really |now )*(marks?|grades?)( \w+)? (everything|it|my|the|all|their|our|essays?|work)`,
    ].join('|') +
    ')',
)

/**
 * "If I drop to Advanced, will I lose things like the lesson planner?", "if I downgrade do I lose
 * any features?": no plan has fewer features. (Losing the plan's limits at once is a question of
 * when a downgrade takes effect.)
 */
export const DOWNGRADE_LOSES_FEATURES = new RegExp(
  anywhere(String.raw`${MOVING_DOWN}|downgrad\w*`) +
    String.raw`\b(lose|losing|lost|miss out on|give up|go without)\b (\w+ ){0,3}(features?|tools?|functions?|functionality|things like|stuff like)\b`,
)

/**
 * "If I drop a teacher from Pro to Advanced today, when does the cheaper plan actually kick in?":
 * a smaller plan starts with the next billing cycle. (Not what is lost or kept, nor the data over
 * the smaller plan's limits.)
 */
export const DOWNGRADE_TAKES_EFFECT = new RegExp(
  nowhere(String.raw`lose|losing|lost|keep|keeping|features?|happens? to|wiped|deleted|classes|students`) +
    anywhere(String.raw`${MOVING_DOWN}|downgrad\w*`) +
    String.raw`\b(when (does|do|will|would|is) (\w+ ){0,4}(kick in|take effect|start|begin|apply|happen|switch|change)|${AT_ONCE})\b`,
)

/**
 * "Could we let the AI decide which pupils go into which group?", "use Assessa's results to decide
 * automatically…": the terms forbid decisions about students without a teacher's review.
 */
export const SCHOOL_LETS_AI_DECIDE =
  /\b(let|letting|allow|allowing) (the ai|assessa|assessa'?s? (outputs?|results?)|its (outputs?|results?)|the (outputs?|results?))( \w+)? decide\b|\b(use|using) (assessa'?s? |its |the |ai )?(outputs?|results?|scores?) to (decide|make (\w+ )?decisions|sort|place|stream|move|group)\b/

/**
 * "Does your AI ever make decisions about pupils on its own?", "I'm uneasy about AI deciding
 * things about my child": the privacy policy's answer on decisions made without a teacher.
 * (Not a school using the outputs "to make decisions about students", which the terms answer.)
 */
export const AI_DECIDES_ABOUT_STUDENTS = new RegExp(
  // (Asked beside what is sent to the AI provider, the policy's passage on that answers both.)
  nowhere(String.raw`sent to|sends? (\w+ )?to|passed (to|on)|data flows?|providers?`) +
    String.raw`(?:\b(ai|assessa|it|algorithms?|the system|the software|machines?|computers?)( \w+){0,2} (?<!\bto )(make|makes|making|take|takes|taking) (any |the )?(final |automated |automatic |its own )?decisions? (about|on|regarding|over) (\w+ )?(child|children|kids?|pupils?|students?|learners?|sons?|daughters?)\b|\b(ai|algorithms?|machines?|computers?) (is |are )?(decid|judg)\w* (things |stuff )?(about|on) (my |our |the |a )?(child|children|kids|pupils|students|son|daughter)\b|\bautomated decision)`,
)

/**
 * "If I vote in the anonymous poll can my teacher see what I picked?", "is the anonymous vote
 * genuinely anonymous?": whether a vote shows who chose what.
 */
export const VOTE_SHOWS_NAMES = new RegExp(
  anywhere(String.raw`vot(e|es|ed|ing)|polls?|polling`) +
    // (Not the results, how many options or who is taking part: "see which ones got the most votes".)
    nowhere(String.raw`results?|most|how many|taking part|participat\w*|won|wins?|winner|winning`) +
    String.raw`\b((see|know|tell|find out|work out|show|trace|track|record|store|log|save)\w*( \w+){0,3} (who|whose|how (each|every|my|the) \w+|which (\w+ )?(kids?|child(ren)?|students?|pupils?|person|people)|what (i|we|they|he|she|you|each \w+|every \w+|\w+) (picked|chose|voted|answered|put|said|selected|clicked|went for)|(their|our|my|your|the) names?)|(really|genuinely|truly|actually|fully|properly|completely|100%) anonymous|anonymous only\b|anonymous (to|from) (the )?(classmates?|peers|class|other (students|pupils|kids|children))|identif\w* (who|the voters?|each voter)|names? (attached|shown|visible|recorded|linked|show(s)? up)|(tied|linked|attached|connected) to (\w+ )?names?)\b`,
)

/** What signing in takes. */
const ACCOUNT_THINGS = String.raw`accounts?|logins?|log-?ins?|usernames?|user names?|passwords?|e-?mail( address(es)?)?`
/** Not a student's account: a teaching assistant's, a colleague's, a department's shared login. */
const NOT_A_STUDENT_ACCOUNT = nowhere(
  String.raw`how many|max\w*|limits?|per class|delet\w*|remov\w*|(student|pupil|their|personal|child'?s?) data|privacy|gdpr|teacher'?s? accounts?|teachers? (or|and)|organi[sz]ation|admin\w*|assistants?|ta|colleagues?|co-?teachers?|staff|department|shared|wife|husband|partner|friend|head|headteacher|principal|is a (\w+ )?teacher|results?|scores?|require (student|pupil)`,
)
/**
 * "Do pupils have to register to join?", "I assume students need their own logins?", a student's
 * "my teacher says we're doing quizzes, do I have to make an account?": whether students need
 * accounts (they join by QR code). (Not how many students a plan holds, their data, nor the
 * teacher's own sign-up.)
 */
// ("They", "she" count only where they need an account, not "what does she need to register us".)
export const STUDENTS_NEED_ACCOUNTS = new RegExp(
  NOT_A_STUDENT_ACCOUNT +
    String.raw`\b((do|does|will|would|must|should) (the |my |our |your |all |all the )?(${STUDENTS}|they|he|she) (each |all |still |actually )?(need|have|require|got)( to)? (to )?(make|create|set up|register for|sign up for|sign up with|register with|log in with|have|get|use)? ?(an? |their own |his own |her own |own |individual |separate |any )?(${ACCOUNT_THINGS})|(${STUDENTS}) (each |all |still |actually )?(need|needs|have to|has to|must|required to)( to)? (register|sign up|sign in|log in|login|make an account|create an account|make accounts|create accounts|remember (a |their )?passwords?)|(students?|pupils?|kids?)'? (accounts?|logins?|log-?ins?) (needed|required|necessary)|(need|require)s? (\w+ ){0,3}(students?|pupils?|kids?)'? (\w+ )?(accounts?|logins?|log-?ins?)|(need|have) to (create|make|set up|register) (\w+ )?(accounts?|logins?) for (\w+ ){0,2}(students|pupils|kids|children|class))\b|` +
    // (A student asking for themself: "my teacher says…, do I have to make an account?")
    anywhere(
      String.raw`(my|our) (\w+ )?teacher (says|said|told|wants us|is making us|has asked us|asked us|uses|is using|put|puts|set|sets|gave|gives|sent|showed|posted)`,
    ) +
    anywhere(String.raw`quiz\w*|activit\w*|votes?|polls?|projects?|join|in class|lessons?`) +
    String.raw`\b(do|will|would|must) (i|we) (actually |really |still )?(need|have)( to)? (to )?(make|create|set up|register|sign up|have|get)( for)? ?(an? |my own )?(account|login|log-?in)\b`,
)
/**
 * "Do staff sign in on this website or somewhere else?", "is the login on this site?": in the
 * application, not on the website. ("This website" reads "assessa" by now. Not how students
 * join, which needs no sign-in, nor signing in to do something, such as cancelling.)
 */
export const WHERE_TO_SIGN_IN = new RegExp(
  nowhere(
    String.raw`students?|pupils?|kids?|children|learners|join\w*|qr|cancel\w*|subscriptions?|billing|portal|passwords?|google|to (\w+ )?(change|manage|see|find|check|delete|upgrade|download)`,
  ) +
    String.raw`\b(where (do|can|should|would|will|must) (i|we|you|they|teachers|staff|(the|our|my) (teachers|staff|colleagues)) (go (to )?)?(sign|log)(ging)?[- ]?(in|on|up)|(sign|log)(s|ging)?[- ]?(in|on|up)( \w+){0,3} (on assessa|here|somewhere else|elsewhere|on (the|this|your) (website|site)|on (a|the) (different|separate|other) (site|website|page|app))|(is|are) (the |your )?(sign[- ]?in|log[- ]?in|login|sign[- ]?up)( page| form| button)? (on assessa|here|on (this|the|your) (website|site)))\b`,
)
/**
 * "Can they take part without logging in?": the same question asked the other way round, so
 * its answer is not the "No." that students need no account.
 */
export const STUDENTS_JOIN_WITHOUT_ACCOUNT = new RegExp(
  NOT_A_STUDENT_ACCOUNT +
    String.raw`\b(take part|join in|join|participate|play along|answer)( \w+){0,3} without (logging in|signing in|sign in|registering|signing up|(making|creating|having) (an )?accounts?|an account|accounts|a login|logins)\b`,
)

/**
 * "Is my kid's schoolwork being sent off to some outside AI company?", "does it go into
 * ChatGPT?": what the AI features send to the AI model provider.
 */
export const SENT_TO_AI_COMPANY = new RegExp(
  // (Work or data, not "going to ChatGPT" instead, nor this website chat's messages, which the
  // privacy policy answers on their own.)
  anywhere(
    String.raw`data|work|writing|content|info\w*|essays?|feedback|documents?|docs|rubrics?|prompts?|answers|homework|files?|schoolwork|details|stuff|upload\w*`,
  ) +
    nowhere(
      String.raw`${THIS_WEBSITE_CHAT}|chat ?bot|chat (box|window)|messages?|what i type|instead|better|rather|compared?|vs|versus|differen\w*`,
    ) +
    // (A company, or a product named: not "feed my old feedback into the AI", which is training.)
    String.raw`\b(sent|send\w*|shipped|ship\w*|passed|pass\w*|handed|hand\w*|shared?|sharing|uploaded|fed|processed|go(es)?)( off| on| over| out)?( \w+){0,3} (to|with|into|by) (some |an? |another |other |any |the |a big |big )?(((outside|external|third[- ]party|other|us|american|big tech) )?(ai|llm|language model) (compan(y|ies)|firms?|providers?|vendors?)|chatgpt|openai|gpt)\b`,
)

/**
 * "Can staff record SEN or medical info about pupils in there?", "my son is diabetic… is your
 * system meant to store that?": health and other special categories of personal data, which the
 * data processing agreement says Assessa is not designed for. (Not this website's chat, which
 * the privacy policy answers on its own, nor a "diagnostic" quiz.)
 */
export const SPECIAL_CATEGORY_DATA = new RegExp(
  nowhere(THIS_CHAT_BOX) +
    anywhere(
      String.raw`record\w*|enter\w*|put\w*|not(e|es|ed|ing)|log(s|ged|ging)?|stor(e|es|ed|ing)|add\w*|typ(e|es|ed|ing)|keep\w*|writ(e|es|ing)|mention\w*|hold\w*|includ\w*|upload\w*|process\w*|meant for|designed for|intended for`,
    ) +
    String.raw`\b(medical|health (conditions?|needs|info\w*|data|details|notes|records?|issues|problems)|allerg(y|ies)|diagnos(is|es|ed)|special[- ]categor(y|ies)|religio(n|us)|ethnicity|blood sugar|diabet\w*)\b`,
)

/**
 * "A student was off sick, can she still do the quiz after the due date has passed?": taking
 * part once an activity has expired. (Not how long submitted files or scores are kept after it.)
 */
const AFTER_DUE = String.raw`due date|deadline|expir\w*|closed?|late|absent|off sick|missed|over`
const TAKE_PART = String.raw`do|submit|take part|hand\w*|get in|join|scan|complete|answer|access|sit|finish|attempt|respond|enter|open`
export const TAKE_PART_AFTER_DUE_DATE = new RegExp(
  nowhere(String.raw`pdfs?|files?|uploads?|scores?|results|marks?|grades?|data|kept|keep|deleted|wiped`) +
    String.raw`\b((still|later)\b.{0,30}\b(${TAKE_PART})\b.*\b(${AFTER_DUE})|(${AFTER_DUE})\b.{0,80}\bstill (${TAKE_PART}))\b`,
)

/**
 * "Why won't this chat box let me paste in my whole description? It keeps stopping me partway",
 * "this chat keeps cutting off my longer messages", "is there a limit on how long a message can be
 * in this chat box?": how long a message to this chat may be.
 */
export const CHAT_MESSAGE_CUT_OFF = new RegExp(
  anywhere(THIS_CHAT_BOX) +
    String.raw`\b(cut(s|ting)? (\w+ ){0,3}off|(stops?|stopping|stopped) me|won'?t let me (paste|type|write|send)|(stops?|stopping|stopped|cuts?|cutting) (me )?(partway|halfway|short|mid[- ]?\w+)|too long|limit (on|to|for) (how long|the length|the size)|how long (a |my |each |one )?messages? (can|may) be|(characters?|length) limit|maximum length|how many characters)\b`,
)

/**
 * "Who's actually behind this? Has anyone involved ever taught?", "who is behind Assessa - someone
 * from education, or a tech startup?", "…ever taught, or is it just tech people?": who founded the
 * company, whatever else the message weighs. (Not "which AI model is behind it", nor the data
 * "behind its QR code".)
 */
export const WHO_IS_BEHIND_ASSESSA = new RegExp(
  String.raw`\bwho('?s| is| was| are| were)? (actually |really |exactly |even )?(behind|stands? behind|founded|started|set up|created|built) (assessa|this|it|the (company|app|platform|product|tool|site|service|business))\b(?! (model|ai|engine)\b)|\b(is it|or) (just |only |some |a )?(big )?(tech|edtech|ed-tech) (people|company|firm|startup|types)\b|\b(is (this|it)|or) (just )?an anonymous (tech |edtech )?(outfit|company|firm|startup|operation|business)\b`,
)

/**
 * "If you bring in a new subprocessor our DPO is not comfortable with, what options do we have?",
 * "what can we actually do about it, beyond complaining?": the controller may object and, failing
 * that, terminate.
 */
export const SUBPROCESSOR_OBJECTION = new RegExp(
  // (Not whom to contact about one, the DPA's address; nor how much notice comes first, which the
  // whole passage answers.)
  nowhere(String.raw`\b(who|whom) (do|should|can|would) (we|i) (contact|email|e-mail|write to)\b`) +
    nowhere(String.raw`warning|notice|advance|how (long|much|many days)`) +
    anywhere(String.raw`subprocessors?|sub processors?|third[- ]party (suppliers?|providers?|processors?)`) +
    String.raw`\b(object\w*|not (happy|comfortable|ok|okay|keen)|(is|are)n'?t (happy|comfortable|keen)|unhappy|uncomfortable|disagree\w*|(don'?t|do not|can'?t|cannot|won'?t) (agree|accept|approve)|(what|which) (are )?(our|my|the) options|what (options|choices|rights) do (we|i|schools?)|what can (we|i|the school|our school|the trust|schools?) (actually |even |really )?do|veto|refuse|reject)\b`,
)

/** What a question about objecting may also ask: "what can we actually do about it, beyond complaining?", "what happens then?". */
export const OPTIONS_LEFT =
  /\b(what can (we|i|the school|our school|they) (actually |even |really )?do|options?|object\w*|complain\w*|what happens (then|next))\b/

/** What a question about who is behind Assessa may also ask: the founder's teaching background, a real person or a tech company. */
export const FOUNDER_BACKGROUND =
  /\b(teach\w*|taught|teachers?|classrooms?|education\w*|schools?|tech|edtech|ed-tech|real person|actual person|someone|somebody|anyone)\b/

/**
 * "I want to know what info my son's school has put in about him. Who should I ask first, you or
 * the school?", "a mum emailed asking about her son's data, where should I point her?": whom a
 * parent asks about a child's data.
 */
export const PARENT_ASKS_ABOUT_DATA = new RegExp(
  anywhere(
    String.raw`(my|her|his|their|a|the) (sons?|daughters?|child|children|kids?|little one)|sons|parents?|mums?|dads?|mothers?|fathers?|carers?`,
  ) +
    anywhere(
      String.raw`data|info|information|details|(hold|holds|held|keep|keeps|have|has) (\w+ )?(on|about) (him|her|them|my)`,
    ) +
    String.raw`\b(who (should|do|does|am|can|would) (i|we|they|she|he|parents?)\b|who (i|we|they|she|he) (should|can|could|need to|ought to) (speak|talk|go|turn|write|ask|contact)\b|(ask|contact|write to|email|go to) (you|the school|his school|her school|their school)\b|where (should|do|can) (i|we) (point|send|direct) (her|him|them)\b|do (i|we|they) (ask|contact|go to) (you|the school)|(write|go|speak|talk) to (you|assessa|the company) directly|(elsewhere|somewhere else|someone else) first)`,
)

/** Moving up a plan, as visitors say it: "upgrade", "bump her up", "jump to Pro", "go from Free to Advanced". */
const UPGRADING = String.raw`upgrad\w*|(mov\w*|bump\w*|step\w*) (her |him |them |me |us )?up|(switch\w*|jump\w*|go|goes|going|chang\w*|mov\w*) (up )?to pro|go pro|(go|goes|going|mov\w*|switch\w*|jump\w*|chang\w*) from (free|advanced) (up )?to`

/**
 * "If I upgrade her to Pro today, does she get a completely fresh allowance?", "do I get the full
 * 1500 requests fresh or what happens with the ones I already used?": the share used carries over.
 * (Not a move down or a cancellation, nor the activities, classes or training words a plan counts;
 * nor a message that also asks about the bill, which the whole prorating passage answers.)
 */
export const UPGRADE_KEEPS_USAGE = new RegExp(
  nowhere(
    String.raw`downgrad\w*|cancel\w*|activit(y|ies)|class(es)?|words?|goals?|students?|pay|paid|price|bill\w*|charged?`,
  ) +
    anywhere(UPGRADING) +
    String.raw`\b(fresh|afresh|clean slate|(from|at) zero|(whole|full|entire|complete) (new )?(pro )?(allowance|quota|lot)|(full|whole) \d[\d,]* (new )?requests|(ones|requests|what) (i|we|she|he|they)( have|'ve|ve)? (already )?used|count(s)? against)\b`,
)

/**
 * "Before we leave, can we get our data back rather than you just deleting it?": the processing
 * agreement returns it first, on a request made before the organisation account ends. (Not data
 * asked back once it is deleted.)
 */
export const DATA_BACK_BEFORE_DELETION = new RegExp(
  nowhere(String.raw`afterwards|after (it|its|the deletion|deletion|it's|it has been|they have been) `) +
    anywhere(String.raw`before|leav\w*|clos\w*|shut\w*|ends?|stop using|exit\w*|instead of|rather than`) +
    String.raw`\b((get|have|take|receive)( \w+){0,5} data( \w+){0,4} back|hand\w* (\w+ ){0,4}data back|data (handed|given|sent|exported|returned) back|return (\w+ ){0,3}data)\b`,
)

/**
 * "If the police ask you for our pupils' data, do you hand it over?": the DPA's public-authority
 * clause. (The government as one who asks, not a "government school".)
 */
export const AUTHORITY_ASKS_FOR_DATA = new RegExp(
  anywhere(String.raw`data|information|info|records?|details|files|work|answers`) +
    String.raw`\b(police|law enforcement|public authorit(y|ies)|the government|(government|state|public) (agency|agencies|office|body|bodies|department|authorit(y|ies)|officials?)|court orders?|subpoenas?|the authorities)\b`,
)

/**
 * "If I pay for the Pro plan with my card, does Assessa keep my card number?": card details stay
 * with the payment provider. (Not how to pay, nor role cards or exit cards.)
 */
export const PAYMENT_CARD_KEPT = new RegExp(
  anywhere(String.raw`keeps?|kept|stor(e|es|ed|ing)|sav(e|es|ed|ing)|holds?|held|retain\w*|remember\w*`) +
    String.raw`\b(${CARD_DETAILS}|card data|pa(y|ying|id) (\w+ ){0,6}(with|by|on) (my|our|a|the|your) (\w+ )?card)\b`,
)

/**
 * "Is there any way to flag which AI drafts turned out good so I can remember what worked?": the
 * 1-to-5-star rating is that record.
 */
export const RECORD_OF_GOOD_DRAFTS = new RegExp(
  // (Not which students did well.)
  nowhere(String.raw`students?|pupils?|kids|children|learners|class`) +
    anywhere(String.raw`drafts?|assessments?|versions?|outputs?|generated (\w+ )?(quizz?es|questions|feedback)`) +
    String.raw`\b(flag\w*|mark(ing)?|tag\w*|label\w*|keep (a )?(track|record|note) of|track\w*|remember\w*|note (down )?)\b (\w+ ){0,6}(good|worked|work(s|ed)? (well|best)|best|useful|successful|liked|(were|was) (the )?(good|best)( ones?)?)\b`,
)

/**
 * "For the group project can students turn in Google Slides or a Word doc?": students submit PDF
 * files only (a team project also takes typed text). (Not the teacher's training documents.)
 */
export const STUDENT_SUBMISSION_FORMAT = new RegExp(
  nowhere(String.raw`train\w*|teach (the|my|our) ai|learn\w*`) +
    String.raw`\b(students?|pupils?|kids|teams?|groups?|they|we)( \w+){0,3} (turn(s|ing)? in|hand(s|ing)? in|submit\w*|upload\w*|send(s|ing)? in)\b (\w+ ){0,4}(word (docs?|documents?|files?)|docx|google (slides|docs?|sheets)|slides|power ?points?|pptx?|images?|photos?|pictures?|videos?|jpe?g|png|spreadsheets?|excel)\b`,
)

/**
 * "Do the AI requests they don't use in April roll forward into May?", "the rest will go to next
 * month or I lose them?": unused requests do not carry over.
 */
export const UNUSED_REQUESTS_CARRY_OVER = new RegExp(
  // (Not the requests already used when upgrading: an upgrade keeps the month's usage.)
  nowhere(String.raw`upgrad\w*|${MOVING_UP}`) +
    anywhere(String.raw`requests?|allowances?|quotas?|credits?`) +
    String.raw`\b(roll\w* (forward|over|on|into)|(saved|banked|kept|stored) (for|until|in|into) (next month|later|the next month|january|february|march|april|may|june|july|august|september|october|november|december)|carr(y|ies|ied|ying) (\w+ )?(over|forward)|(go|goes|move|moves|transfer\w*) (\w+ )?(to|into) (the )?next month|(unused|leftover|left over|remaining|spare|don'?t use|didn'?t use|not used)\b.{0,60}\b(lost|lose|next month|expire\w*|wasted|disappear\w*))\b`,
)

/**
 * "Should we cancel a paid subscription part-way through a month, will the unused portion of
 * that month's fee be returned?": amounts paid for the period are not refunded. (A plan
 * cancelled: not a newsletter, nor a quiz cancelled.)
 */
export const CANCELLATION_REFUND = new RegExp(
  nowhere(String.raw`newsletters?|e-?mails?|${CANCELLED_EVENT}`) +
    anywhere(String.raw`cancel\w*`) +
    String.raw`\b(refund\w*|money back|(fees?|money|payments?|amounts?|${UNUSED_SHARE}|balance)\b.{0,40}\b(returned|refunded|repaid|credited|paid back|given back)|pro-?rat\w*|(get|gets|getting|got) (anything|any of it|any money|some money|something|money) back)\b`,
)

/**
 * "Teachers here signed up with personal accounts for their classes. What does your side do if
 * you find accounts used like that?": the terms' steps for an account of the wrong type.
 */
export const WRONG_ACCOUNT_TYPE_FOUND = new RegExp(
  // (Used for a school's classes: not what happens to an account's data when it is deleted.)
  nowhere(String.raw`delet\w*|data|cancel\w*`) +
    anywhere(String.raw`schools?|class(es)?|pupils|students|kids|like that|that way|wrong`) +
    anywhere(String.raw`(personal|individual|private|own|wrong) (\w+ )?accounts?|accounts? (of|under) the wrong type`) +
    String.raw`\b(what (do|does|will|would) (you|your side|your team|assessa|the company) do|what happens|consequences?|penalt\w*|sanctions?|(get|gets|are|is) (caught|found out)|if (you|assessa|the company|your team) (find|discover|notice|catch)(e?s)?)\b`,
)

/** A message about personal data: a complaint about it goes to the supervisory authority, a billing dispute does not. */
const ABOUT_DATA = String.raw`data|privacy|gdpr|information|info`

/**
 * "If a parent is unhappy with how you handled their complaint about personal data, where can
 * they escalate it beyond the company?": the supervisory authority. (A complaint about data, and
 * a step past Assessa.)
 */
export const COMPLAINT_BEYOND_ASSESSA = new RegExp(
  anywhere(ABOUT_DATA) +
    anywhere(String.raw`complain\w*|complaints?|unhappy|dissatisfied|not (satisfied|happy)|escalat\w*`) +
    String.raw`\b(escalat\w*|regulators?|supervisory|(beyond|above|outside|over the head of|further than) (you|the company|assessa|your team)|(who|where) (else )?(can|could|do|should|would) (i|we|they|she|he|a parent|parents) (complain|go|turn|take it))\b`,
)

/**
 * "If you discover that a child under that age has signed up without a parent's say-so, what do
 * you actually do about it?": the account is closed and its data deleted.
 */
export const UNDER_AGE_ACCOUNT_FOUND = new RegExp(
  anywhere(
    String.raw`under (13|thirteen|that age|the (minimum )?age( limit)?)|too young|under-?age|(is|am|im|i'?m) (only )?([5-9]|1[0-2])( years? old)?(?! (of|\w+s)\b)`,
  ) +
    anywhere(String.raw`consent|permission|say-?so|parents?|guardians?|knowing|mums?|moms?|dads?|asking|telling`) +
    String.raw`\b(what (do|does|will|would) (you|assessa|the company) (actually |then )?do|what happens|if (you|assessa|the company) (find|discover|learn|notice|realise|realize)(e?s)?)\b`,
)

/**
 * "If a teacher hits the maximum number of classes, does that reset next month like the monthly
 * stuff?": limits other than the monthly ones change only with a plan that has higher limits.
 */
export const FIXED_LIMIT_RESETS = new RegExp(
  anywhere(String.raw`class(es)?|students per class|class size|goals?|training words|words`) +
    anywhere(String.raw`limits?|max\w*|caps?|allowance|number of`) +
    String.raw`\b(reset\w*|renew\w*|refresh\w*|start(s)? (again|over)|go(es)? back to (zero|0))\b`,
)

/** "What's the cap on Assessa's liability?": what it is limited to under the terms. */
export const LIABILITY_CAP = new RegExp(
  anywhere(String.raw`liabilit\w*|liable`) +
    String.raw`\b(cap|capped|limit\w*|max\w*|ceiling|how much|up to what|what amount)\b`,
)

/**
 * "If you terminate our account, is there a grace period where teachers can still log in?":
 * access ends at once.
 */
export const TERMINATED_ACCESS = new RegExp(
  anywhere(String.raw`terminat\w*`) +
    String.raw`\b(grace period|still (log|sign|get|have|keep)|(log|sign) ?in|access|download\w*|how long (do|will|would) (we|i|they|teachers|staff) (have|keep|get))\b`,
)

/**
 * "We think we were overcharged and may escalate. Is there a step you want us to take before
 * anything formal?": write first, so the matter can be resolved informally. (Not a data
 * complaint, which may go to the supervisory authority.)
 */
export const DISPUTE_FIRST_STEP = new RegExp(
  nowhere(ABOUT_DATA) +
    anywhere(
      String.raw`overcharg\w*|disput\w*|escalat\w*|legal action|court|sue|suing|formal (complaint|proceedings|action)|proceedings`,
    ) +
    String.raw`\b(before|first|(first|next) step|beforehand|prior to)\b`,
)

/**
 * "I type my requests in English. How do I make sure the feedback comes out in Spanish?": the
 * language is stated in the request (not the language it is typed in).
 */
export const OUTPUT_LANGUAGE = new RegExp(
  anywhere(String.raw`feedback|assessments?|quiz\w*|questions|outputs?|it|they`) +
    String.raw`\b((comes?|coming|come) out|written|generated|produced|appears?|ends? up) in (${LANGUAGE_NAMES})\b|\bin (${LANGUAGE_NAMES}) (rather than|instead of|and not) (in )?(${LANGUAGE_NAMES})\b`,
)

/** "When's the best moment to give the star rating - on the first draft?": after refining. */
export const WHEN_TO_RATE = new RegExp(
  // (Not the scale the rating is on: "what scale do I use when rating…?")
  nowhere(String.raw`scales?|range|out of|mean\w*|stand for|thumbs|standard`) +
    anywhere(
      String.raw`star rating|stars?|rat(e|ing) (it|them|each|every|an? \w+|the (\w+ )?(assessment|draft|quiz)\w*)|ratings`,
    ) +
    String.raw`\b(when('?s| is| should| do)|best (moment|time|point)|first draft|before or after|after (i'?ve |i have |i )?(finish\w*|refin\w*|edit\w*|fiddl\w*|tweak\w*))\b`,
)

/** "Is each school's data kept apart from other customers, or in one shared pool?": logically separated. */
export const DATA_KEPT_APART = new RegExp(
  // (Not what the DPA's "logical separation" means, asked by someone who has read it.)
  nowhere(String.raw`logical\w*`) +
    String.raw`(?:\b((kept|keep|held|stored|walled off) (apart|separate\w*)|separat\w*)\b.{0,40}\b(other|each|another|different) (schools?|customers?|organi[sz]ations?|clients?|tenants?)\b|\bshared pool\b|\bmixed (in )?with (other|another) (schools?|customers?)\b|\b(seen|accessed|visible|viewed|read) by (an? )?(other|another|different) (customers?|schools?|organi[sz]ations?|trusts?)\b)`,
)

/**
 * "A member of staff is leaving at Easter. How do we cut off their access?": the administrator
 * removes the teacher's e-mail address. (A teacher leaving, not a student.)
 */
export const TEACHER_LEAVES = new RegExp(
  anywhere(
    String.raw`(teachers?|colleagues?|member of staff|staff member|staff|she|he) (\w+ ){0,3}(is |are |has |have )?(leav\w*|left|quit\w*|retir\w*|moving on|moving schools?)`,
  ) +
    String.raw`\b(access|cut (\w+ )?off|stop (her|him|them)|remov\w*|revok\w*|(log|sign) ?in|get into|see (\w+ ){0,2}(classes|results|pupils|students))\b`,
)

/**
 * "If we go for the cheaper paid plan, do teachers miss out on any features compared with Pro?":
 * every plan has every feature.
 */
export const FEATURES_ON_SMALLER_PLAN = new RegExp(
  anywhere(String.raw`cheaper|smaller|lower|cheapest|free|advanced|basic|middle`) +
    String.raw`\b(miss(ing)? out on|lose|lack\w*|go without|fewer|less) (any |some |certain )?(of the )?(features?|functions?|functionality|tools)\b`,
)

/** "Can I pay once for the whole academic year instead of every month?": billing is monthly in advance. */
export const YEARLY_BILLING = new RegExp(
  // (Not a discount for paying yearly, which the site does not offer, nor what a plan costs.)
  nowhere(String.raw`discount\w*|cheaper|reduc\w*|sav(e|es|ing)|how much|costs?|prices?`) +
    String.raw`(?:\b(pay|paying|paid|billed|bill|billing|invoic\w*|charged?) (\w+ ){0,4}?(annual\w*|yearly|once a year|per year|a year (up ?front|in advance)|for the (whole |full |entire )?(academic |school )?year|(up ?front|in advance) for (a|the|one) (whole |full )?year)\b|\b(annual|yearly) (plan|billing|subscription|invoice|payment)s?\b)`,
)

/** "Do you track what pages I look at? I never pressed accept": analytics are off until allowed. */
export const ANALYTICS_BEFORE_CONSENT = new RegExp(
  // (Not the website's chat, shown only once a choice is saved.)
  nowhere(String.raw`chat\w*|assistant`) +
    anywhere(
      String.raw`track\w*|analytics|monitor\w*|record\w*|watch\w*|(see|know|log\w*) (what|which) pages|cookies?`,
    ) +
    String.raw`\b((never|didn'?t|did not|haven'?t|have not|not yet|without) (\w+ )?(press\w*|click\w*|hit|accept\w*|agree\w*|consent\w*|allow\w*|choos\w*|chose))\b`,
)

/** "Why do you charge by number of requests and classes instead of unlocking features?": usage-based pricing. */
export const USAGE_BASED_PRICING = new RegExp(
  String.raw`\b(charg\w*|pric\w*|bill\w*|pay\w*) (by|for|on) (the )?(number of |amount of |how (much|many) )?(requests?|usage|use|classes|limits)\b.{0,80}\b(instead of|rather than|not)\b|\busage[- ]based (pricing|plans?|model|billing)\b|\b(unlock\w*|lock\w*) (\w+ )?features\b.{0,60}\b(why|instead|rather)\b|\bwhy\b.{0,60}\b(unlock\w*|lock\w*) (\w+ )?features\b`,
)

/**
 * "After a quiz closes, does Assessa automatically turn each kid's results into written
 * feedback?": that is planned, not available yet.
 */
export const FEEDBACK_FROM_RESULTS = new RegExp(
  // (Not what the product does not do yet, in general, with this as one example.)
  nowhere(String.raw`not do|doesn'?t do|can'?t do|cannot do|limitations?|e\.?g`) +
    anywhere(String.raw`results?|scores?|answers|responses|quiz\w*|activit\w*`) +
    String.raw`\b(automatic\w*|by itself|on its own|instantly)\b.{0,60}\bfeedback\b|\b(turn|make|generate|create|convert)\w* (\w+ ){0,4}(results?|scores?|answers|responses) into (\w+ )?feedback\b`,
)

/**
 * "When I run out of activities partway through the month, do my earlier quizzes and results
 * vanish?": what is already made stays viewable at a limit. (Not a downgrade, a cancellation or an
 * activity that expires.)
 */
export const WORK_KEPT_AT_LIMIT = new RegExp(
  nowhere(String.raw`downgrad\w*|${MOVING_DOWN}|cancel\w*|expir\w*`) +
    anywhere(REACHING_LIMIT) +
    String.raw`\b(lose|lost|losing|vanish\w*|disappear\w*|deleted|wiped|gone|(still )?(see|view|access|open)|happens to)\b`,
)

/**
 * "How do students get into an activity, is there a game PIN?", "my daughter scans a code in
 * class; what does she have to do to get in?": students join by the activity's QR code.
 */
export const HOW_STUDENTS_GET_IN = new RegExp(
  // (Into the activity: not to their results or feedback afterwards, nor without a device. "Do I
  // need to give them a link?" is answered by the passage on joining without accounts.)
  nowhere(
    String.raw`results|scores?|feedback|marks|grades|data|files?|(give|send|share) (\w+ )?(a |the )?links?|(smart)?phones?|devices?|tablets?|laptops?|ipads?`,
  ) +
    anywhere(String.raw`activit\w*|quiz\w*|votes?|polls?|projects?|questionnaires?|codes?|pins?|in class|lessons?`) +
    String.raw`\b(how (do|does|can|will|would|should) (my |the |our |your )?(${STUDENTS}|they|she|he) (\w+ )?(get (in|into|onto|on to)|join|access|enter|sign in to|log in to|log into)|what (exactly )?(do|does) (my |the |our )?(${STUDENTS}|they|she|he) (have|need) to do to (get in|join|access|take part))\b`,
)

/**
 * "If we ask you to delete a child's data, how long might copies still exist in your backups?":
 * backups are cleared within 90 days.
 */
export const BACKUP_COPIES_KEPT = new RegExp(
  // (Not after a whole account is deleted: the retention list answers that.)
  nowhere(
    String.raw`(delet\w*|clos\w*|cancel\w*) (\w+ ){0,2}accounts?|accounts? (is |was |has been |gets |get )?(deleted|closed)`,
  ) +
    anywhere(
      String.raw`how long|when|still|remain\w*|exists?|kept|keep|clear\w*|delet\w*|linger\w*|retain\w*|purg\w*`,
    ) +
    String.raw`\b(backups?|back-?up (copies|copy|files?)|backed up)\b`,
)

/**
 * "Can you remove features from a plan we've already paid for during that month?": the terms
 * keep a paid plan's core purpose for its billing period. (Not a move to a smaller plan, whose
 * features are the same.)
 */
export const FEATURES_REMOVED_FROM_PAID_PLAN = new RegExp(
  nowhere(String.raw`downgrad\w*|${MOVING_DOWN}|smaller|cheaper`) +
    anywhere(String.raw`paid|paying|pay|subscri\w*|plans?|billing`) +
    String.raw`\b((remove|removing|take away|taking away|withdraw\w*|strip\w*|cut|cutting) (\w+ ){0,3}(features?|functions?|tools?|functionality)|(features?|functions?|tools?|functionality) (\w+ ){0,3}(removed|taken away|withdrawn|stripped|cut))\b`,
)

/**
 * "Accidentally pressed accept all on the cookies thing. How do I undo that?": a cookie choice is
 * changed by clearing it, and the banner asks again.
 */
export const COOKIE_CHOICE_UNDONE = new RegExp(
  anywhere(String.raw`cookies?|consent banner`) +
    String.raw`\b(undo|take (it |that |this )?back|changed? (my |our )?mind|revers\w*|withdraw\w*|by mistake|accidentally|by accident|wrong (button|one|option)|untick\w*|reset\w*|chang\w* (my |the |that |this )?(choice|answer|settings?|preferences))\b`,
)

/**
 * "Why can't I see the assistant chat on your website? My friend has it": this chat is shown only
 * once cookie preferences are saved. (The website's chat, not the app's chat for refining drafts.)
 */
const SITE_CHAT = String.raw`(the |your |this |an? )?(website |site |assistant )?(chat ?bot|chat|assistant)( (bubble|box|window|button|icon))?`
export const SITE_CHAT_NOT_SHOWN = new RegExp(
  nowhere(String.raw`refin\w*|drafts?|assessments?|quiz\w*|generat\w*|tweak\w*`) +
    anywhere(String.raw`website|site|on assessa|browser|cookies?|banner`) +
    String.raw`\b((can'?t|cannot|can not|don'?t|do not|never) (\w+ )?(see|find|get|open) ${SITE_CHAT}|${SITE_CHAT} (isn'?t|is not|doesn'?t|does not|won'?t|never|not) (\w+ )?(show\w*|appear\w*|visible|load\w*|there|pop\w* up)|${SITE_CHAT}\b.{0,60}\b(it|this) (isn'?t|doesn'?t|does not|won'?t|never) (\w+ )?(show\w*|appear\w*|load\w*|pop\w* up))\b`,
)

/** What the return clause also answers: the form and the deadline ("Do we have to ask before the account closes?"). */
export const DATA_BACK_DETAILS =
  /\b(what (form|format)|(is there|any) (a )?deadline|(have|need) to ask|ask (for it )?before|when (do|must|should) (we|i) ask)\b/

/**
 * "If one of our students emails Assessa directly asking for her data to be erased, will you deal
 * with it yourselves?": a request sent to the processor goes to the school's administrator.
 */
export const REQUEST_SENT_DIRECTLY = new RegExp(
  // (Not "should I ask the school or write to you directly?": whom a parent should contact.)
  nowhere(String.raw`should (i|we)|or do (i|we)|who (should|do|can) (i|we)`) +
    anywhere(String.raw`data|erase\w*|eras(e|ure)|delet\w*|cop(y|ies)|access|sar|information|info|answers|hold|held`) +
    String.raw`\b((e-?mail\w*|contact\w*|writ\w*|wrote|submit\w*|send\w*|sent|bypass\w*)( \w+){0,3} (you|assessa|the company|the vendor|the provider)( \w+)? directly|directly to (you|assessa|the company))\b`,
)

/**
 * "If she downgrades to Advanced, what happens to the classes beyond the new limit?": data over a
 * smaller plan's limits stays viewable. (Not whether the limits change at once, which is when a
 * downgrade takes effect.)
 */
export const DATA_BEYOND_SMALLER_PLAN = new RegExp(
  nowhere(String.raw`straight away|right away|immediately|at once|the moment|mid-?month|halfway|when does|kick in`) +
    anywhere(String.raw`${MOVING_DOWN}|downgrad\w*|drop\w* back|stops? paying|cancel\w*|lapse\w*`) +
    String.raw`\b(what (actually )?happens to (the |my |her |his |their |our |those |all |a teacher's |(the )?teachers' )?(\d+ )?(extra |other |remaining |excess |surplus )?(\d+ )?(classes|students|goals|groups|data|work)|(classes|students|goals|groups|data) (beyond|over|above) the (new |smaller |lower )?(plan'?s? )?limits?|(extra|excess|surplus) (classes|students|goals|groups)\b.*\b(deleted|lost|removed|wiped|disappear\w*)|more (classes|students|goals|groups) than (\w+ ){0,3}(allows?|includes?|permits?|has room for))\b`,
)

/**
 * "If I jump to Pro on the 12th, am I charged the full $9.7 again on top?", "do I pay for a whole
 * extra month?": an upgrade's price is prorated. (Not a move down, a cancellation or a price rise.)
 */
export const UPGRADE_BILLED_AGAIN = new RegExp(
  // (Asked beside the requests already used, the whole passage on upgrades answers both.)
  nowhere(
    String.raw`downgrad\w*|cancel\w*|refund\w*|increase\w*|rise|rising|go(ing)? up in price|prices? (go|going|goes|went) up|requests?|allowance|quota|credits?`,
  ) +
    anywhere(UPGRADING) +
    String.raw`\b((charged|charge|pay|paying|billed|bill)( [\w$.]+){0,6} (again|twice|double|on top)|(charged|charge|pay|paying|billed) (for )?(the |a )?(whole|full|entire|complete) (extra )?(\w+ )?(month|price|amount|fee)|(whole|full) extra month)\b`,
)

/**
 * "Once my quiz has expired, can I still go back and see the scores?", "do the kids' scores get
 * wiped along with everything else?": scores outlive the activity. (Not the submitted files, kept
 * 30 days, nor what a plan's limit does to past work.) The files may be named when the scores are
 * asked about besides them: "if the pdfs get deleted after a while does my quiz score also
 * disappear?" (not an account deleted with its files and scores, nor how long the files are kept).
 */
const SCORES_LOST = String.raw`lose|lost|wiped?|deleted?|disappear\w*|gone|go|vanish\w*`
export const SCORES_AFTER_EXPIRY = new RegExp(
  String.raw`(?:` +
    nowhere(String.raw`pdfs?|files?|uploads?|limits?|allow\w*|plans?|feedback`) +
    anywhere(String.raw`expir\w*|closed?|due date|deadline|over|ended|passe[sd]`) +
    anywhere(
      String.raw`${SCORES_LOST}|kept|keep|go back|look back|still (be able to )?(see|look|view|access|open|check|get at)`,
    ) +
    String.raw`\b(scores?|results)\b)|(?:` +
    // (Not how long the files are kept, which the files' passages answer with the scores.)
    nowhere(String.raw`accounts?|plans?|subscriptions?|how long|how many days`) +
    anywhere(String.raw`pdfs?|files?|uploads?|submissions?`) +
    String.raw`\b(scores?|results|marks|grades)\b(?=.{0,30}\b(${SCORES_LOST})\b)(?=.{0,40}\b(also|too|as well)\b)|\b(${SCORES_LOST}) (\w+ ){0,3}(scores?|results|marks|grades) (also|too|as well)\b)`,
)

/**
 * "I tutor privately at weekends, can I use a personal account for that?", "a self-employed
 * tutor, no school involved: is the individual account for me?": what an individual account is
 * for. (Not a school's classes in one, which the terms forbid.)
 */
export const PRIVATE_USE_ACCOUNT = new RegExp(
  nowhere(
    String.raw`(school|my|our|real|actual) (classes|class|pupils|students|kids)|class lists?|names|minimum age|\d+ ?(year|yr)s? old|(year|yr) \d+`,
  ) +
    anywhere(String.raw`privat\w*|tutor(s|ing)?|self-employed|freelance|kitchen table|no school involved|on the side`) +
    String.raw`\b(personal|individual|own|normal) (teacher )?accounts?\b`,
)

/**
 * "She uses her own personal Assessa login for the class. Is that allowed?", "can I keep using my
 * Gmail account with my actual Year 11 class?": a personal account used for a school's classes,
 * which the terms forbid. (Not private tutoring, above; not a child's own account, "do the kids
 * need their own logins?", nor changing an account's address, nor what happens to one found,
 * which the terms answer.)
 */
export const PERSONAL_ACCOUNT_FOR_CLASSES = new RegExp(
  nowhere(
    String.raw`privat\w*|tutor(s|ing)?|self-employed|freelance|home ?school\w*|home educat\w*|age|old enough|youngest|\d+ ?(year|yr)s? old|(are|is|they'?re) (only )?\d+|(chang|switch|updat|mistake|typo|delet)\w*|what happens|what (do|does|will|would) (your|you)|if you (find|discover|notice|catch)|consequences?`,
  ) +
    anywhere(
      String.raw`(my|our|his|her|their|the|actual|real|school|whole)( [\w']+){0,3} (class|classes|pupils|students|kids|sets?)|(year|yr|y) ?\d+s`,
    ) +
    String.raw`(?:\b(personal|individual|(?<!\b(their|there) )own) (\w+ )?(assessa )?(accounts?|logins?|log-?ins?)\b|\b(${WEBMAIL}) (account|login|log-?in)\b|\bsigned up with (my|her|his) (own )?(${WEBMAIL}|personal (e-?mail|address))\b)`,
)

/**
 * What a question about a personal account used with a school's classes may also say: that it
 * would be quicker than waiting for the school, or ask whether that is allowed and what to use
 * instead. (Only "is that allowed?": "is the free plan fine for 30?" and "is it ok to upload…?" ask
 * other things.)
 */
export const WAITING_FOR_THE_SCHOOL =
  /\b(quicker|faster|easier|more easy|simpler|less hassle|wait\w*|instead)\b|\b(is|was|would) (that|it|this|she|he|they) (\w+ )?(permitted|allowed|ok|okay|acceptable|legal|fine)\b(?! (to|for|if|with|when)\b)/

/**
 * "My old reports are full of the kids' names, what should I do before I train it on them?":
 * the training article's advice on personal data in training documents. (Not a document laid out
 * as a table, which is rejected, nor what to type into this website's chat.)
 */
export const NAMES_IN_TRAINING_DOCUMENTS = new RegExp(
  nowhere(String.raw`tables?|layout|images?|pictures?|file types?|size|mb|format|${THIS_CHAT_BOX}`) +
    anywhere(String.raw`train\w*`) +
    anywhere(String.raw`${STUDENTS}|childrens|their|real`) +
    String.raw`\bnames?\b`,
)

/**
 * "Safeguarding: what should staff keep out of the photos they give the AI?", "any advice on
 * what should be in the shot?": the advanced article's advice to leave names and faces out of
 * the frame. (Not a photo's size or format.)
 */
export const WHO_IS_IN_THE_PHOTO = new RegExp(
  nowhere(String.raw`size|mb|pixels|resolution|formats?|heic|png|jpe?g|compress\w*|file types?`) +
    anywhere(String.raw`photo\w*|snap\w*|pictures?|camera`) +
    String.raw`\b(faces?|safeguard\w*|(in|out of) (the |those |these |that )?(shot|frame|pictures?|photos?)(?! of))\b`,
)

/**
 * "The first few minutes of my lessons are chaos, kids drifting in…", "my adult learners trickle
 * in… what do you suggest for the start of class?": settling a class as it arrives, which the
 * classroom-management article answers with a do-now task. (Not accounts, plans or activities
 * that happen to start.)
 */
export const SETTLING_AT_THE_START = new RegExp(
  nowhere(String.raw`accounts?|e-?mail|plans?|upgrad\w*|log ?ins?|logins?|passwords?|qr|activit\w*`) +
    anywhere(
      String.raw`chaos|chaotic|settle\w*|wild|hyper|stampede|noisy|loud|calm(er)?|drift\w* in|trickl\w* in|come in|coming in|walk in|arriv\w*`,
    ) +
    String.raw`\b(start (of|to) (the |my |each |every |a )?(lesson|class|session|period)s?|first (few |five |ten |\d+ )?(minutes|mins?)|(lessons?|class|sessions?) (always )?start\w*|start of class|beginning of (the |my |each |every |a )?(lesson|class|session)s?|(settle|calm)( down)? (straight away|right away|immediately|at once|quickly|sooner|quicker) (when|as soon as|once) (they|the class|the kids|students|pupils) (walk|come|get) in)\b`,
)

/** Advice-asking words: what one should do rather than what a plan allows. */
const ADVICE_WORDS = String.raw`should|advise\w*|advice|recommend\w*|suggest\w*|best|ideal|sensible|wise|good idea|may as well|might as well|fine|ok|okay|too many|habit|realistic|manageable|(article|post|blog|guide|site|page)s? (\w+ )?(says?|said)`
/** How many goals: "how many", "all 10", "3". */
const GOAL_COUNT = String.raw`how many|number of|all|\d+|ten|several|multiple|lots of|loads of|too many|more than( \w+)?|piling up|a pile of`
/** A goal in use. */
const GOAL_ON = String.raw`active|switched on|turned on|on at once|live|running at once|on the go|in play|in progress|open at once`
/**
 * "How many goals should I have active per class?", "I may as well have all 10 switched on?":
 * the advice on active goals, not a plan's number of goals.
 */
export const ACTIVE_GOALS_ADVICE = new RegExp(
  anywhere(ADVICE_WORDS) +
    // (Not what a plan allows, "on the Advanced plan's 10 goals", nor goals met at the end of a unit, which are retired.)
    nowhere(
      String.raw`limits?|allowed|included|can (i|we) (have|set|create|make|add)|can be|plans? (allow|include|gives?)|plan's|which plan|what plan|plan (is|should|would|do)|(do|will) (i|we) get|should (i|we) (get|buy|choose|pick)|(once|when|after) (the|a|my|our|this|that|each) (\w+ )?(units?|topics?|terms?|modules?|goals?)|(is|are) over|finished|met|achieved|done|end of|moved? on|next unit|last unit|old`,
    ) +
    // (The number is of the goals: not "a quick check on each active goal every lesson".)
    String.raw`\b((${GOAL_COUNT})( \w+){0,3} goals?\b.{0,60}\b(${GOAL_ON})|(${GOAL_COUNT})( \w+){0,2} (active|live|switched-on) (\w+ )?goals?|goals?\b.{0,60}\b(all|\d+|every one of them|each of them) (of them |\w+ )?(${GOAL_ON})|goals?\b.{0,60}\b(${GOAL_ON})\b.{0,30}\bat (once|a time|the same time|any (one )?time)|(all|every one|each) of them (\w+ )?(${GOAL_ON}) as goals)\b`,
)

/**
 * Visitors' words → the site's words, added to the query at a lower weight (a third element
 * gives the weight of true synonyms, such as phone → device).
 */
const EXPANSIONS: readonly (readonly [RegExp, string, number?])[] = [
  [
    // (A renewal the visitor wants to stop is a cancellation; the site never says "renew".)
    /\b(cancel\w*|unsubscrib\w*|(stop|turn off|switch off|disable|prevent|avoid)( \w+){0,3} (auto[- ]?)?renew\w*|auto[- ]?renew\w*|stop (my |the )?(paid |current )?(subscription|plan|paying)|end (my )?(paid |current )?(subscription|plan))\b/,
    'cancellation cancel',
  ],
  [
    // (Not "how do I stop that?" after a classroom problem, nor "stop kids copying".)
    /\bhow (do|can|to|would) (i |we )?(cancel|unsubscribe|(stop|end|change|manage|switch)(?! (that|this|them|him|her|it( from)? happening|(the |my |our )?(students?|kids?|pupils?|class|people|children|groups?|behaviou?r))\b))\b|\bwhere (do|can) i (\w+ )?(go to )?(cancel|manage|change|switch|stop|end)\b/,
    'manage subscription customer portal account settings',
  ],
  [
    // ("A paid plan" names the kind of plan, not its price; "my paid month" and "what we have
    // already paid" name a billing period that was paid for. "Charged up front?" asks when, not
    // how much, unless the visitor weighs it against trying for free.)
    new RegExp(
      String.raw`(?![^.?!]*(?:${DATA_SUBJECT_REQUEST}))(?<!(?:${DATA_SUBJECT_REQUEST})[^.?!]*)(?:${anywhere('free|trials?|try')}|(?<!\b${UP_FRONT}\b.*)(?!.*\b${UP_FRONT}\b))\b(prices?|pricing|costs?|${HOW_MUCH_PRICE}|expensive|cheap\w*|fees?|(?<!\bwhy (would|should) (i|we) )(?<!\bwhen (i|we|you) )pay|(?<!\b(already|have|has|had|i|we|i've|we've|ive|weve) )paid(?! (plans?|tiers?|subscriptions?|versions?|accounts?|months?|periods?|weeks?|for)\b)|paying|charged?|charges?)\b|(?<!\bby )\bhow much\W*$`,
    ),
    'price per month pricing plan free',
  ],
  // "Do you charge for a subject access request?": the rights are free of charge, no plan's price.
  [
    besides(String.raw`fees?|charge[sd]?|charging|cost\w*|pay|paying|price\w*|free`, DATA_SUBJECT_REQUEST),
    'free of charge',
    1,
  ],
  [PRICE_CHANGE, 'price rise increase future frozen'],
  // "Is that a Pro thing?", "only on Pro?", "a paid extra?": whether a feature comes with every plan.
  [PAID_ONLY_FEATURE, 'every plan includes every feature same features', 1],
  // "What kinds of assessment": the site lists types and forms.
  // (Not "some kind of quick check": a hedge.)
  [/\b(what|which|many|different|other|all the) (kinds|sorts|variet(y|ies)) of\b/, 'types', 1],
  // Kinds of something abstract are what the articles call its dimensions ("three types of engagement").
  [
    /\b(what|which) (are|were) (the )?(\w+ )?(types|kinds|sorts) of\b|\b(different|main|two|three|four|five) (types|kinds|sorts) of\b/,
    'dimensions',
    1,
  ],
  // "Can it produce…", "churn out": the AI generates and you create.
  [/\bproduc(e|es|ed|ing)\b|\b(churn|spit|knock|whip) (\w+ )?(out|up)\b/, 'generate create'],
  [/\brefund\w*|\bmoney back\b|\b(get|give|pay)s? (us |me )?back the money\b/, 'refunded cancellation'],
  // "If I cancel halfway through, I'm not getting anything back?", "you just keep the money?": a refund.
  [
    new RegExp(
      // (A plan cancelled: not a newsletter, nor a quiz cancelled and wanted back.)
      nowhere(String.raw`newsletters?|e-?mails?|${CANCELLED_EVENT}`) +
        anywhere(String.raw`cancel\w*`) +
        String.raw`\b((get|gets|getting|got) (anything|any of it|any money|some money|something|money) back|keep(s|ing)? (the|my|our) money)\b`,
    ),
    'refunded cancellation',
  ],
  // "Charged up front or in arrears?": when a billing period is paid ("billed monthly in advance").
  [new RegExp(String.raw`\b${UP_FRONT}\b`), 'billed in advance', 1],
  [besides(String.raw`charg\w*|pay|pays|paying|paid`, UP_FRONT), 'billed', 1],
  // "Billed monthly or annually?", "an annual subscription?": the site bills monthly.
  // (Next to the billing word: not "which plan is best for our annual reports?".)
  [
    new RegExp(
      String.raw`\b${ANNUAL} (\w+ ){0,2}(${BILLING}|plans?|pric\w*)\b|\b${BILLING} (\w+ ){0,2}${ANNUAL}\b|\bmonthly or ${ANNUAL}\b|\b${ANNUAL} or monthly\b`,
    ),
    'billed monthly',
    1,
  ],
  // "The unused part of the month back": what was paid for and not used.
  [
    new RegExp(
      String.raw`\b(unused|remaining|leftover|left-over) ${UNUSED_SHARE}\b|\b${UNUSED_SHARE} (i|we) (dont|don't|do not|didnt|didn't|did not|wont|won't|will not) use\b`,
    ),
    'refunded cancellation',
    1,
  ],
  [/\bpdfs?\b/, 'pdf'],
  [/\b(docx|word (docs?|documents?|files?)|ms word|microsoft word)\b/, 'docx'],
  [/\bgoogle ?docs?\b/, 'google docs training documents docx'],
  // "Can I train it on PDFs?": a format named beside training is asked about against the files training takes.
  [besides('pdfs?', String.raw`train\w*|teach (it|the ai)`), 'docx files', 1],
  // Feedback that "sounds like me", "in my own voice": the AI trained on the teacher's own examples.
  [
    /\bsounds? (more )?like (me|myself|us|i do|i write|i talk|a (real )?(human|person|teacher))\b|\b(my|our) (own )?(voice|style|tone)\b/,
    'your voice tone style train',
  ],
  [/\bqr\b|\bqr ?codes?\b|\bscan\w*/, 'qr code'],
  // "Do I need to give them a link?", "is there a join code?": how students reach an activity,
  // which is its QR code (not "the link to the next lesson").
  [
    besides(
      String.raw`links?|urls?|(join|game|class|access|room) ?(codes?|pins?)|pins?`,
      String.raw`join\w*|activit\w*|quiz\w*|votes?|polls?|(get|getting|gets) (\w+ ){0,2}(into|in to|onto|on)|students?|kids|pupils?|class`,
    ),
    'qr code join',
    1,
  ],
  [/\b(accounts?|log ?ins?|logins?|sign ?ups?|register|registration|passwords?)\b/, 'account'],
  [
    // ("My year 3s", "my 5th graders" are students too.)
    /\b(students?|pupils?|kids|learners|children|class|(year|yr|grade) \d+s|\d+(st|nd|rd|th) graders)\b.*\b(accounts?|log ?ins?|logins?|sign ?up|register|passwords?)\b/,
    'student accounts without creating an account qr code',
  ],
  [
    // "I teach year 9 science and…" is the visitor's job, not training the AI.
    /\btrain\w*\b(?! (sessions?|days?|courses?|workshops?|meetings?)\b).*\b(ai|model|bot|assessa|it)\b|\b(feed|feeding|give|giving|upload\w*) (\w+ ){0,4}(into|to) (the |my )?(ai|model|bot|assessa)\b|\b(teach\w*|learn\w*) (the |my |your |our )?(ai|model|bot|assessa|it)\b|\b(ai|model|assessa|it) (learn|train)\w*/,
    'training documents train ai',
  ],
  [/\b(uploads?|uploading|files?|documents?|attach\w*|formats?|file types?|hand in|send in)\b/, 'upload file submit'],
  [
    /(?<!\b(group|class|team) )\b(size|big(ger|gest)?|larg(e|er|est)|mb|megabytes?|heavy)\b(?! (groups?|teams?)\b)/,
    'mb size under',
  ],
  [
    /\b(group|team) sizes?\b|\b(size|big|large) (of )?(a |the )?(groups?|teams?)\b|\bwhat size (should|do|can|are|is|would) (the |my |our )?(groups?|teams?)\b|\b(per|each|in a) (group|team)\b/,
    'groups group members',
  ],
  [
    /\b(delet\w*|remov\w*|clos\w*|eras\w*|shut\w* down)\b.*\baccount\b|\baccount\b.*\b(delet\w*|remov\w*|clos\w*|shut\w* down)/,
    'account deletion delete e-mail self-service',
  ],
  // The information or details held about something are what the site calls its data.
  [/\b(information|info|details)\b/, 'data', 1],
  [/\b(ads|adverts?|advertisements?|ad targeting)\b/, 'advertising', 1],
  // Files that vanish or get wiped are deleted.
  [/\b(vanish\w*|disappear\w*|are gone|go missing)\b/, 'deleted'],
  // Students critiquing each other's work is what the site calls peer review; comments that are
  // brutal or useless are what its advice keeps kind and focused.
  [/\bcritiqu\w*|\bcriticis\w*|\bcriticiz\w*/, 'review feedback', 1],
  [/\b(brutal|harsh|mean|nasty|unkind|cruel|savage|pile-?on)\b/, 'kind'],
  [/\b(useless|unhelpful|good job|well done|nice work)\b/, 'focused specific'],
  // Jotting or scribbling something down is writing it.
  [/\b(jot\w*|scribbl\w*|note) (\w+ )?down\b|\bjot\w*\b/, 'writing write', 1],
  // Sitting down to go through or look over something is reviewing it.
  [
    /\b(go(es|ing)?|went|look(s|ing)?|read(s|ing)?) (back )?(through|over)\b|\bsit down (and|to|with)\b|\btake stock\b/,
    'review',
    1,
  ],
  // A state comprehensive or an academy is a school.
  [
    /\b(state|comprehensive|grammar|secondary|primary|independent|private|public) (schools?|comprehensives?|academ(y|ies))\b|\b(comprehensive|academy)\b/,
    'school',
    1,
  ],
  // Keeping data, not keeping goals active, a class on track or the money paid.
  [
    // ("I keep forgetting": doing something again and again. Card details are not kept at all:
    // the payment provider holds them, below.)
    new RegExp(
      nowhere(CARD_DETAILS) +
        String.raw`\b(keep(?! (\w+ ){0,3}(active|inactive|track|going|engaged|focused|busy|in mind)\b)(?! \w+ing\b)(?! (the|my|our|your) money\b)|kept|stored?|retain\w*|retention|(hold|holds|holding|hang|hangs|hanging) on ?to|purg\w*|(sit|sits|stay|stays|remain|remains) on (your|the) servers?|(stick|sticks|hang|hangs|stay|stays) around)\b`,
    ),
    'kept retention deleted days years',
  ],
  // "How long can my message be?" asks for a length, not a time.
  // (Not a wait in class: "how long wait time after asking?", "how long should I pause?".)
  [
    /\bhow (long|quickly|soon|fast)\b(?!(?: \w+){0,6} (?:can|may|should|could|must) be\b)(?!(?: \w+){0,3} (?:wait[- ]time|pause|silence|thinking)\b)/,
    'days years hours within',
  ],
  [/\bhow long(?: \w+){0,6} (?:can|may|should|could|must) be\b|\blength\b/, 'characters limited long'],
  [
    /\b(cut (off|out)|revok\w*|block\w*|withdraw\w*|remov\w*|tak(e|ing) away)\b(?: \w+){0,3} access\b|\b(left|leaves|leaving) (us|(the|our|my) (school|team|department))\b|\bno longer (see|access|get into|log in)\b/,
    'removes administrator teacher e-mails access',
  ],
  [
    /\bnotice\b|\bhow far (ahead|in advance)\b|\bin advance\b|\bbeforehand\b|\b(told|informed|warned|notified) (before|first|ahead)\b|\bwarn(ing)?\b|\bheads[- ]up\b/,
    'notice days before advance inform',
  ],
  // ("Auto-generate", "auto mark": "auto" is short for automatically.)
  [/\bautomatic\w*\b|\bauto\b|\bby itself\b|\bon its own\b/, 'automatically instant'],
  [
    /\b(once|when|after) (the |a |my )?\w+ (is |has )?(over|ended|ends|closes|closed|finishes|finished|done)\b/,
    'after closes',
  ],
  [/\b(finish\w*|complet\w*|done with|wrap\w* up|moved? on)\b/, 'move on finished'],
  [/\bneed(s|ed)?\b|\brequire\w*\b|\brequirements?\b/, 'requires required', 1],
  [/\b(get|bring|let) (\w+ ){0,2}(into|in to|onto)\b|\bjoin\w*\b/, 'join qr code'],
  [
    /\btak(e|ing) ([\w']+ ){1,4}out\b|\bstrip\w*\b|\bredact\w*\b|\banonymi[sz]\w*\b|\bclean(s|ed|ing)? ([\w']+ ){0,2}(out|up)\b|\bscrub\w*\b|\bblank(s|ed|ing)? ([\w']+ ){0,2}out\b/,
    'remove replace',
  ],
  // Pupils' names in a teacher's own documents are personal data to take out before uploading.
  [
    /\b(pupils?|students?|kids?|children|childs?)'?s? (real |full |actual )?names\b|\bnames of (my |the |our )?(pupils|students|kids|children)\b/,
    'personal data remove',
  ],
  [/\bhow (do|will|can|would) (i|we|you) (know|tell|see|check)\b/, 'see shows message'],
  [
    // (Not "a version in a second language", "in two languages": ONE_PIECE_IN_TWO_LANGUAGES.)
    new RegExp(
      String.raw`\b((?<!\b(second|both|two|2) )languages?|multilingual|bilingual|eal|translat\w*|spanish|french|german|italian|dutch|polish|(only|just|other than|besides) english|english only)\b`,
    ),
    'languages 25+',
  ],
  [/\b(safe|secure|security|gdpr|privacy|private|data protection|protect\w*)\b/, 'data protection security privacy'],
  [
    /\b(schools?|district|institution|organi[sz]ations?|academy|university|college|official)\b|\b(our|the|academy|multi-academy) trust\b/,
    'organisation account school administrator',
  ],
  [/\b(sign ?up|signup|register|registration|create an account)\b/, 'sign-up registration free'],
  [/\b(upgrad\w*)\b/, 'upgrade prorated immediately'],
  // "Upgrade halfway through the month, are we charged for the whole month again?": the difference is prorated.
  [
    // ("Jump to Pro today… charged the full $9.7 again?": moving up in other words.)
    besides(String.raw`(whole|full|entire) month|twice|again|double|on top of`, String.raw`upgrad\w*|${MOVING_UP}`),
    'prorated price difference rest current billing period',
  ],
  [/\b(downgrad\w*)\b/, 'downgrade billing period'],
  // Moving between plans in visitors' words: "switch to Pro", "go down to Advanced".
  // (Or by the plans' order: "from Free to Advanced" is up, "from Pro to Advanced" down.)
  [new RegExp(MOVING_UP), 'upgrade', 1],
  [new RegExp(MOVING_DOWN), 'downgrade', 1],
  // "Does it switch straight away?", "when would the smaller plan take effect?": a downgrade waits
  // for the next billing cycle. (Losing or keeping the plan's limits is the expansion below.)
  [
    new RegExp(
      nowhere(String.raw`lose|losing|lost|keep|keeping`) +
        besides(
          String.raw`straight away|right away|immediately|at once|instantly|take effect|takes effect|kick in|kicks in|happen`,
          MOVING_DOWN,
        ).source,
    ),
    'next billing cycle mid month',
    1,
  ],
  // "Do I lose the Pro limits straight away?": whether a plan's limits last to the end of the period.
  [
    /\b(lose|losing|lost|keep|keeping) (the |my |our |its )?(\w+ )?(limits?|plan|features|allowance|allowances|requests|classes|students|activities|goals)\b(?=.*\b(straight away|immediately|right away|at once|instantly|the moment|as soon as|mid[- ]?month|same day)\b)/,
    'billing period mid month',
  ],
  // Switching plans ("switch to Pro", "switch my subscription"), not switching activities.
  // (The look-behind follows "switch", so it runs only where "switch" is found.)
  [
    /\bswitch\w*\b(?=.*\b(?:plans?|tiers?|subscriptions?|free|advanced|pro|paid|annual|yearly)\b)|\bswitch\w*\b(?<=\b(?:plans?|tiers?|subscriptions?|free|advanced|pro|paid|annual|yearly)\b.*\bswitch\w*)|\b(change|move) (my |the |a )?(plan|tier|subscription)\b/,
    'upgrade downgrade manage subscription',
  ],
  // "Going from me explaining to group work", "make that switch smoother": the site's transitions.
  [
    /\b(switch\w*|mov(e|ing)|go(ing)?|chang\w*|shift\w*) (from \w+( \w+){0,3} )?(to|into) (group ?work|groups|pairs|the next (activity|task))\b|\b(switch|changeover|change ?over)s? (between|from)\b|\bthat switch\b|\bchangeovers?\b/,
    'transition transitions',
  ],
  // "Won't they end up on social media?": phones as a distraction.
  [
    /\bsocial media\b|\b(tiktok|instagram|snapchat|youtube|games?)\b|\boff[- ]task\b|\bdistract\w*/,
    'distract distraction',
  ],
  [
    /\b(under 13|minimum age|how old|age limit|age requirement|old enough|age (cut[- ]?off|restriction|minimum|rule)s?|too young)\b/,
    'age 13 years old parental consent',
  ],
  // "My 12 yr old", "an 11-year-old": a child's age is what the message is about.
  [/\b\d{1,2}([- ]?(yr|year)s?[- ]?olds?| ?yo)\b/, 'age 13 years old parental consent', 1],
  [/\b(photos?|pictures?|images?|jpe?g|png|snap\w*)\b/, 'photo png jpg compressed'],
  // A file format the site never names is asked about against the ones it accepts: an image
  // format against the photos' (PNG, JPG or JPEG), another against the files' (DOCX, PDF).
  [/\b(heic|heif|gif|webp|tiff?|bmp|svg)\b/, 'photo png jpg jpeg format', 1],
  [/\b(power ?points?|pptx?|keynote|google slides|excel|xlsx?|odt|rtf|mp4|mp3)\b/, 'file format pdf docx', 1],
  // Reduced or lower limits are the smaller plan's.
  [/\b(reduc\w*|lower|smaller) (limits?|allowances?|quotas?)\b/, 'smaller plan limits', 1],
  // (Not "reduced limits" or "a reduced price".)
  [
    /\b(shrinks?|shrunk|shrinking|resolution|resiz\w*|compress\w*|downscal\w*|scal(e|ed|es) down|reduc\w*(?! (limits?|prices?|costs?|allowances?|plans?|rates?|fees?|quotas?|numbers?|amounts?)\b)|(high|hi|full)[- ]?res|dimensions?)\b/,
    'compressed pixels',
    1,
  ],
  [
    /\babilit(y|ies)\b|\b(low|lower|lowest|weak|weaker|weakest|bottom|top|struggling|dumb|slow|slower|thick)\b'? (groups?|sets?|tables?)\b/,
    'level weak label known',
  ],
  [/\b(readable|legible|illegible|blurry|blurred|unreadable)\b/, 'legible readable'],
  // "Bits of my old feedback": the site's pieces of feedback.
  [
    /\bbits of (my |our |your )?((own|old|previous|past|best|favourite|existing) )*(feedback|marking|writing|work|comments|reports)\b/,
    'pieces',
    1,
  ],
  // "Empty lines", "empty rows": the site's blank lines.
  [/\bempty (lines?|rows?)\b/, 'blank lines', 1],
  [
    // (Not "split my week": time.)
    new RegExp(String.raw`\b(${SEPARATING})\b(?! (up )?(my|the|your|our) (week|day|time|evenings?|weekends?)\b)`),
    'separate blank lines',
  ],
  // Inside one document, the site's one way of telling examples apart: as strong as the
  // visitor's own words, so the rule that says how ("at least three blank lines") outranks the
  // sentences that only name the same document. (Not "split the topic into chunks".)
  [besides(SEPARATING, IN_A_DOCUMENT), 'separate blank lines', 1],
  [
    // ("Some outside AI company", "shipped off": the AI model provider it is sent to.)
    /\bthird[- ]part(y|ies)\b|\b(outside|external|other|another) (ai )?(compan(y|ies)|firms?|provider|services?)\b|\b(sent|send|sending|passed|shared?) (to|with)\b|\b(sent|shipped|handed) off\b/,
    'subprocessors ai model provider sent',
  ],
  [
    // (A condition by name, "ADHD", "epilepsy", is health information too. Typed into this chat,
    // it is personal data the website chat asks not to be sent, below.)
    new RegExp(
      nowhere(THIS_CHAT_BOX) +
        String.raw`\b(health( notes| records?| information| data)?|medical( conditions?| notes| records?| information| data)?|medication|medicines?|diagnos\w*|allerg\w*|special (educational )?needs|sen|disabilit\w*|religio\w*|ethnic\w*|adhd|autis\w*|epilep\w*|dyslexi\w*|dyspraxi\w*|asthma\w*|diabet\w*)\b`,
    ),
    'special categories health information',
  ],
  // (Not where the site's cookies are stored: "what cookies does your site put on my laptop?")
  [
    new RegExp(
      nowhere(String.raw`cookies?`) +
        String.raw`\b(phones?|mobiles?|smartphones?|tablets?|devices?|ipads?|laptops?|chromebooks?)\b`,
    ),
    'device phone tablet',
    0.8,
  ],
  [LACKS_DEVICES, 'no device pair partner shared devices per group fewer', 1],
  [/\bbreach\w*|\bhack\w*|\bleak\w*|\bcompromised\b|\bstolen\b/, 'breach notification 72 hours'],
  // "Who pays for the audit?": each party bears its own costs.
  [
    new RegExp(
      anywhere(String.raw`audit\w*|inspect\w*`) +
        String.raw`(\bwho('s| is| will| would| has to| should| must| ends up| winds up| gets stuck)? (pay|pays|paying|covers|covering|foots|footing|bears)\b|\bwho picks up the (bill|tab|costs?)\b|\bat whose (cost|expense)\b)`,
    ),
    'bears own costs',
    0.8,
  ],
  // "Do you store my card number?": payment card details stay with the payment provider.
  [new RegExp(String.raw`\b(${CARD_DETAILS})\b`), 'payment card details provider stored', 1],
  // "Which e-mail address should our admin register with?": for an organisation, one that appears
  // on its website.
  [
    new RegExp(
      anywhere(String.raw`schools?|organi[sz]ations?|admin\w*|college|trust|academy|district|institution`) +
        String.raw`\b(which|what|whose) (sort of |kind of |type of )?e-?mail( address)?\b(?=.*\b(register|registering|registration|sign up|signing up|set (it |this )?up|use)\b)`,
    ),
    'organisation email address appears on that website',
    1,
  ],
  // The end of a lesson is where the site "closes" it, in its "last few minutes".
  // (Not beside an exit ticket, which is the end of a lesson by name.)
  [
    /(?<!\bexit tickets?\b.*)(?!.*\bexit tickets?\b)(\b(at |for )?the end of (a|the|each|every|my|your) lesson\b|\bplenar(y|ies)\b)/,
    'close last few minutes',
    1,
  ],
  // A DPA's security "schedule" or "annex" is what the site calls its security measures.
  [/\bsecurity (schedule|annex|appendix|section|clause)s?\b/, 'security measures', 1],
  // A model "vendor" or "supplier" is what the site calls a provider ("an external model vendor").
  [
    /\b((external|outside|third[- ]party) )?(ai|model|llm|language model) (vendors?|suppliers?)\b/,
    'ai model provider',
    1,
  ],
  // "Does Assessa hold our card numbers, or is that handled by someone else?" (a PCI question):
  // whether card details are stored, and by whom.
  [
    new RegExp(
      anywhere(String.raw`${CARD_DETAILS}|pci( dss)?`) +
        String.raw`\b(hold|holds|holding|handl\w*|someone else|third[- ]part(y|ies)|pci( dss)?)\b`,
    ),
    'stored payment provider card details',
    1,
  ],
  // "Do you end up owning my comments?": the rights in uploaded content and the licence granted.
  [
    // (Owning as a verb: not "my own documents".)
    /(?<!\b(my|our|your|their|his|her|its|the|on) )\bowns?\b(?= (the|my|our|them|it|this|that|those|these|any|all)\b)|\b(owning|ownership)\b|\brights (over|in)\b|\bcopyright\b|\bintellectual property\b/,
    'rights content licence ownership',
  ],
  // "Can the AI make mistakes?", "is it always right?", "do you guarantee it's accurate?": the
  // terms' warning that AI output can be inaccurate, and the teacher's review. (The AI's own
  // mistakes, not the students' ones it helps to find.)
  [
    // (Only "ever", "sometimes", "can"… between the AI and the verb: not "it shows which students made mistakes".)
    /\b(ai|it|assessa|the (feedback|output|drafts?|assessments?))( (ever|sometimes|still|also|really|actually|often|never|can|could|might|will|would|does|do|did|may))* ((get|gets|getting|got) (it|things|stuff|something|anything) wrong|(make|makes|making|made) (a |an |any )?(mistakes?|errors?)|hallucinat\w*|(make|makes|making) (things|stuff) up)\b|\b(guarantee|promise)\w* (that )?(the )?(ai('s)?|it|its|it's|feedback|output|drafts?)( \w+){0,4} (correct|accurate|error[- ]free)\b|\b(is|are) (the )?(ai|its output|the output|ai feedback|ai output)( \w+){0,2} (always )?(accurate|reliable|right|correct|trustworthy)\b|\bis it always (right|correct|accurate)\b|\b(can|should|could) (i|we|you) (trust|rely on) (the |its |what the )?(ai|feedback|output|drafts?)\b/,
    'output incomplete inaccurate unsuitable professional judgement',
    1,
  ],
  // "The maximum you'd be liable for", "can we sue you for": the limit of the provider's liability.
  [/\bliable\b|\bliability\b|\bsue\b|\bcompensat\w*|\bdamages\b/, 'liability limited total claims', 1],
  // "The most you'd pay out": a liability's limit is stated as its total.
  [/\b(maximum|max|most|cap|ceiling)\b(?=[\w' ]* liab)/, 'total limited', 1],
  [
    /\broadmap\b|\bcoming soon\b|\bfuture features?\b|\bplanned\b|\bin progress\b|\bwhen will\b|\bavailable yet\b/,
    'roadmap status',
  ],
  // "Is it OK to type a pupil's diagnosis into this chat?": the website chat asks for no personal
  // data about students.
  [
    new RegExp(
      anywhere(THIS_CHAT_BOX) +
        String.raw`\b((personal|private|sensitive|medical|health) (data|details|info\w*)|(details|names?|diagnos\w*|information|info) (about|of) (a |my |the |our )?(\w+ )?(students?|pupils?|child|children|kids?)('?s'? (\w+ )?(diagnos\w*|conditions?|needs|health|medical))?|(students?|pupils?|child|children|kids?)'?s?'? (\w+ )?(names?|details|data|diagnos\w*|conditions?|medical|health))\b`,
    ),
    'personal data about students website chat messages',
    1,
  ],
  // "This chat box", "the chat on your website": Assessa Assistant, the website chat.
  [
    new RegExp(
      nowhere(String.raw`in the app|app's|refin\w*|drafts?`) +
        String.raw`\b(${THIS_WEBSITE_CHAT}|chat (box|window) here|(typing|type|typed|paste|write|writing) (\w+ )?(in|into) (this|here))\b`,
    ),
    'website chat assistant',
    1,
  ],
  [/\blesson plan\w*\b/, 'lesson planner planning'],
  [
    new RegExp(
      [
        String.raw`\bfounders?\b|\b(who(ever)?|(person|people|human|someone|somebody) (who|that))('s| is)? (actually |really |originally |first )?(made|built|created|founded|started|runs|behind|set up|owns|make|build|create|start)\b(?! (the |our |my |their |your |any |all )?(\w+ )?(materials?|content|data|work|resources?|assessments?|files?|documents?|uploads?|intellectual|copyright|ip|stuff)\b)|\b(person|people|human|brains?|minds?|one|woman|man|guy) behind\b`,
        // "Made by people who've actually taught?", "teachers or just a tech company?": who made it.
        String.raw`\b(this|it|assessa|the (app|tool|platform|product|site|company)) (\w+ )?(made|built|created|designed|developed|started) by (actual |real |former |ex-?)?(people|teachers?|educators?|someone|a teacher|a tech|tech|a company|a startup)\b`,
        // (As a choice between the two: "a tech company based in the EU?" or "sell my data" is not about who made it.)
        String.raw`\b(teachers?|taught|educators?)\b,? or (just |only |merely )?(an? |another |some |a big )?(tech|software) (company|companies|startup|start-up|firm)\b|\b(tech|software) (company|startup|start-up|firm),? or (an? |by |actual |real )*(teachers?|educators?)\b`,
      ].join('|'),
    ),
    'founder',
    1,
  ],
  // "How long should I pause / wait before taking answers?": the site's "thinking time".
  [
    /\bpaus(e|es|ing)\b|\bwait[- ]time\b|\bhow long (should|do|must|can) (i|we) (wait|hold on|hold off)\b|\blet (them|students|the class|pupils|kids|everyone) think\b|\b(silent|quiet) thinking\b/,
    'thinking time silent seconds',
    1,
  ],
  [
    /\bbefore (i |we )?(tak\w*|get\w*|hear\w*|collect\w*) (\w+ )?(answers|responses)\b|\bbefore (they|anyone|students) (answer|respond)/,
    'responses',
  ],
  // "What subject did they teach?": the site says what someone taught, not their "subject".
  [/\b(what|which) subjects?\b|\bsubjects? (did|does|do) (he|she|they|you|the founder)\b/, 'taught teach'],
  // Other AI tools, compared with Assessa; not a student's use of one ("did they write the essay with ChatGPT?").
  [
    /(?<!\b(?:plagiar\w*|cheat\w*|detect\w*|copied|essays?|homework)\b.*)\b(chat ?gpt|gpt|gemini|copilot|claude)\b(?!.*\b(?:plagiar\w*|cheat\w*|detect\w*|copied|essays?|homework)\b)|\binstead of (using |just )?(an? |another |other )?(ai|chatbot|tool|app|general)\b|\bcompared? (to|with)\b|\bwhy (would|should) (i|we) (use|pay|choose|bother)\b/,
    'compared other methods general-purpose chatbot',
  ],
  [/\b(rate|rating|stars?)\b/, 'rate stars'],
  // "Score how good it was", "grade the draft": the site's star ratings (not students' scores).
  [
    /\b(score|scoring|grade|grading) (how (good|well|useful)|it|them|the (ai|drafts?|outputs?|results?|assessments?))\b|\bhow good (it|the (draft|output|result|assessment)) (was|is)\b/,
    'rate stars',
    1,
  ],
  [
    /\btime limits?\b|\btimers?\b|\btimed\b|\b(against|beat|race) the clock\b|\b(clocks?|countdowns?) (on|in|for)\b/,
    'time limits quiz',
  ],
  [/\b(vot(e|es|ing)|polls?|anonymous\w*)\b/, 'anonymous voting'],
  // "More than one right answer": the site's checkbox questions, where several options are correct.
  [/\b(more than one|several|multiple|two or more) (right|correct|true) (answers?|options?)\b/, 'checkbox correct'],
  [/\bkeywords?\b|\bword clouds?\b/, 'keyword collector'],
  [/\bteam ?projects?\b|\bgroup (work|projects?)\b/, 'team project'],
  [new RegExp(REACHING_LIMIT), 'reach reached limit exceeded blocked upgrade'],
  // "Add the 21st kid", "create my 2nd class": one past a count, which is reaching a limit (not "my 1st class").
  [
    new RegExp(
      String.raw`\b(add\w*|creat\w*|mak(e|es|ing)|enrol\w*|invit\w*|put (in|on)|set(ting)? up) (a |the |my |our )?(\d+1st|\d*(2nd|3rd|[04-9]th|1[1-3]th)) (students?|kids?|pupils?|learners?|class(es)?|groups?|activit\w*|goals?)\b`,
    ),
    'reach reached limit exceeded blocked upgrade',
  ],
  // "Do my old ones disappear?", "can I still open what I made?": what exists stays viewable.
  [
    besides(
      String.raw`lose|losing|lost|disappear\w*|delet\w*|locked|lock(s|ing)? (me )?out|wiped|gone|still (open|see|view|access|use|get (at|to))`,
      REACHING_LIMIT,
    ),
    'existing stays remains viewable',
    1,
  ],
  [
    new RegExp(
      String.raw`\bunused\b(?! ${UNUSED_SHARE}\b)|\broll ?over\b|\broll(s|ed)? (on |over )?(in)?to (the )?((next|following) month|january|february|march|april|may|june|july|august|september|october|november|december)\b|\bcarry ?over\b|\bleft ?-?overs?\b|\bcarried\b|\b(added|add|moved|move|transferr?ed) (on )?to (the )?(next|following) month\b|\b(added|add|moved|move|transferr?ed) (on )?to (january|february|march|april|may|june|july|august|september|october|november|december)\b` +
        // "The requests I not use in December, they pass to January?": an allowance passed on.
        String.raw`|${anywhere('requests?|allowance|credits?')}\b(pass(es|ed)?|go(es)?) (on |over )?to (the )?((next|following) month|january|february|march|april|may|june|july|august|september|october|november|december)\b`,
    ),
    'unused requests carry over',
  ],
  // "I've used all my activities this month. When do they reset?", "…when can I run another?":
  // monthly limits start again with the next billing month.
  [
    new RegExp(
      anywhere(String.raw`used (up|all)|run out|ran out|maxed out|limits?|caps?|allowance|quota`) +
        // ("When does that count go back to zero?")
        String.raw`\bwhen (do|does|will|can|could) (they|it|that|i|we)( \w+){0,3} (reset|refresh|start again|renew|get more|go back to (zero|0)|(run|create|make|start) (another|more|a new))\b` +
        // (Naming the limit, no context needed: "When do my activities reset?")
        String.raw`|\bwhen (do|does|will) (the|my|our) (monthly )?(limits?|allowance|activities|requests|quota) (reset|refresh|renew|start again)\b` +
        // ("Can't create a 6th class. Will that free up next month?")
        String.raw`|\b(will|does|do|would) (that|it|they|this|these|the \w+)( \w+){0,2} (free up|come back) (next|each|every|at the start of (the )?next|in a) month\b`,
    ),
    'monthly limits start again next billing month',
    1,
  ],
  // "Do I get a fresh allowance?", "does my usage reset?": what is used carries over.
  [
    /\b(fresh|new|full) (\w+ )?(allowance|quota|batch of requests)\b|\ballowance (\w+ )?(fresh|afresh|again)\b|\b(usage|allowance|requests?|count|quota) (\w+ )?(reset|start (again|over|afresh))\b|\b(back to|from|start at|starts at|start from) (zero|0|scratch)\b|\b(get|gets|getting) (the )?(whole|full|entire) (\d[\d,]* |\w+ )?fresh\b|\bclean slate\b/,
    'share used carries over proportionally',
  ],
  // "Your core values", "what does the company stand for": the About page's values.
  [
    /\b(core |company |guiding )?(values|principles|ethos)\b|\bstand for\b|\b(guide|guides|drive|drives|underpin\w*) (it|them|us|assessa|the team|their work)\b/,
    'value',
    1,
  ],
  // Joining a school that already uses it: its administrator approves the teacher's address.
  [
    /\b(get|be|being|getting) added\b|\badd (me|us)\b|\bjoin(ing)? (my|our|the|an?) (\w+ )?(school|organisation|org)\b|\b(school|organisation) (already )?(has|uses|is on)\b/,
    'approve approved administrator',
  ],
  // Adding a colleague's e-mail is its administrator pre-approving a teacher's address; a colleague
  // is another teacher, and getting in is access.
  [
    /\b(add|adds|added|adding|approv\w*|allow\w*|whitelist\w*|put) (in )?(her|his|their|a|the|my|our|your|a new) (work |school )?(e-?mails?|addresses|address)\b/,
    'pre-approved approves e-mail administrator teacher',
    1,
  ],
  [/\b(colleagues?|co-?workers?|members? of staff|staff members?)\b/, 'teacher', 1],
  [/\b(get|gets|getting) (in|into|access)\b|\bwants? (in|into)\b|\blet (her|him|them) in\b/, 'access'],
  // ("Can they still do it after it's passed?": an activity whose date has gone by.)
  [
    /\bdue dates?\b|\bexpir\w*|\bdeadlines?\b|\b(after|once|now) (it|its|it's|it has|it is|the (date|day|activity|quiz)( has| is)?) (passed|gone by|been and gone)\b/,
    'due date expires expiry',
  ],
  // "Once a quiz closes, do the scores get wiped?", "will I still see the scores from quizzes
  // that closed in September?": an activity's scores stay after it expires. The words between
  // the scores and the activity's end are the question's own.
  [
    new RegExp(
      // (Not results turned into feedback by themselves, "automatically": the planned instant assessments.)
      nowhere(String.raw`automatic\w*`) +
        anywhere(KEPT_OR_LOST) +
        // ("Can I still view last term's results once…": from "still", the words are the question's.)
        String.raw`(\b(still|go back|come back)\b.{0,40}\b(${SCORES})\b.{0,60}\b(${ACTIVITY_END})\b|\b(${ACTIVITY_END})\b.{0,60}\b(${SCORES})\b|\b(${SCORES})\b.{0,60}\b(${ACTIVITY_END})\b)`,
    ),
    'scores metadata remain stays after activity expires',
    1,
  ],
  // "What happens to uploaded files after the activity closes?": submitted PDFs are deleted 30 days
  // after it expires. (Not the scores, which the expansion above has.)
  [
    new RegExp(
      nowhere(SCORES) +
        String.raw`(\b(files?|pdfs?|uploads?|submissions?|uploaded \w+)\b.{0,60}\b(${ACTIVITY_END})\b|\b(${ACTIVITY_END})\b.{0,60}\b(files?|pdfs?|uploads?|submissions?)\b)`,
    ),
    'submitted pdfs deleted after activity expires',
  ],
  // "How long are the PDFs pupils upload kept?", "my son uploaded his project as a PDF, how long
  // do you hang on to it?": what students hand in is an activity's submission, not the photos a
  // teacher uploads (kept with the account data). (Who may open them is the access rule's.)
  [
    new RegExp(
      nowhere(String.raw`${SCORES}|who|access\w*`) +
        anywhere(
          String.raw`how long|kept|keeps?(?! \w+ing\b)|stor(e|ed|es|ing)|retain\w*|retention|hang on|hold on|delet\w*|wip(e|ed|es)|remov\w*|gone`,
        ) +
        String.raw`(\b(${STUDENTS}|son|daughter|teams?|they)\b.{0,20}\b(upload\w*|submit\w*|hand(s|ed)? in|turn(s|ed)? in)\b.{0,40}\b(pdfs?|files?|projects?|work)\b|\b(pdfs?|files?)\b.{0,30}\b(${STUDENTS}|son|daughter|teams?)\b.{0,20}\b(upload\w*|submit\w*|hand(s|ed)? in|turn(s|ed)? in)\b)`,
    ),
    'submitted pdfs deleted after activity expires',
    1,
  ],
  // "The uploaded files get deleted after a while. Does the quiz score get wiped too?": the scores stay.
  [
    new RegExp(
      anywhere(String.raw`files?|pdfs?|uploads?|submissions?`) +
        // (Where the activity's end is named, the expansion above has it already. Not an account deleted.)
        nowhere(String.raw`clos(e|es|ed|ing)|expir\w*|due dates?|deadlines?|accounts?`) +
        String.raw`\b(${SCORES})\b( \w+){0,2} (wip|delet|lost|gone|remov|disappear)\w*( \w+)? (too|as well|also|along)\b`,
    ),
    'scores metadata remain stays after activity expires',
    1,
  ],
  [/\bcookies?\b/, 'cookies consent'],
  // "What kinds of cookies does your site set?": the site's three categories of cookies.
  [
    besides(String.raw`kinds?|types?|sorts?|categor(y|ies)|which ones|what cookies`, String.raw`cookies?`),
    'three categories',
    1,
  ],
  // "What cookies does your site put on my computer?": the site keeps them in the visitor's browser.
  [besides(String.raw`${DEVICES}|pcs?|macs?|machines?`, String.raw`cookies?`), 'browser storage', 1],
  // "A practical thing, like a science experiment": judging a practical skill, as in lab work.
  [/\bexperiments?\b|\blab\b|\bhands-on\b|\bpracticals?\b/, 'practical skill lab work', 1],
  // "Giving marks for the little check-in quizzes": whether formative checks are graded.
  [
    /\b(give|giving|gives|put|putting|award|awarding) (\w+ )?(marks?|scores?|grades?|percentages?)\b|\bmarks? (for|on) (the |my |our |these |those )?(\w+ )?(quiz\w*|checks?|check-ins?|tickets?|activit\w*)\b/,
    'graded grade',
    1,
  ],
  // Cookies a visitor cannot refuse ("are some mandatory?", "which can't I turn off?"): the necessary ones, always on.
  [
    besides(
      String.raw`mandatory|compulsory|obligatory|essential|required|can'?t (i |we |you )?(be )?(turn|turned|switch|switched) off|cannot be (turned|switched) off|(refuse|reject|decline|block|opt out of) (all|every|every single|each)`,
      String.raw`cookies?`,
    ),
    'necessary always on switched off',
    1,
  ],
  [
    /\b(change|update|edit|correct|fix|switch|swap|replace)\b.*\b(name|e-?mail|password)\b/,
    'account name e-mail password cannot updated after registration',
  ],
  [ACCOUNT_DETAIL_CHANGE, 'cannot changed', 1],
  [/\b(individual|personal|private|own) (account|use)\b/, 'individual teacher account personal unofficial'],
  // "The backstory", "how it all started": why the product was made, the About page's story.
  [
    /\bback ?story\b|\borigin stor(y|ies)\b|\bhow (it|assessa|this|you) (all )?(started|began|came about)\b/,
    'why built founded taught',
    1,
  ],
  // A quiz is one of the site's activities.
  [/\b(quizz?(es)?|tests?)\b/, 'quiz activity', 0.8],
  [/\b(kinds?|sorts?|types?|varieties|options|formats?)\b/, 'type types format formats'],
  [/\bparticipat\w*|\bengag\w*|\btake part\b|\bjoin in\b|\bspeak up\b/, 'take part participation engagement'],
  // (Also a pupil who "won't speak", "selectively mute", who should take part "without speaking".)
  [
    /\b(quiet|shy|reluctant|introvert\w*|(selectively )?mute|mutism|(wont|won't|doesnt|doesn't|does not|will not|never|cant|can't|cannot|refuses? to|too (shy|anxious|nervous) to) (speak|talk|say anything|answer out loud|speak up)|without (speaking|talking|saying anything|having to speak))\b/,
    'quieter quiet',
  ],
  // Getting students "involved" is getting them to take part.
  [/\b(get|getting|gets) (\w+ ){0,3}(involved|to participate|participating)\b/, 'take part', 1],
  [/\bhow many (students|pupils)\b/, 'students per class'],
  [/\bresults?\b|\bscores?\b|\bprogress\b/, 'results scores track'],
  [KICKS_IN, 'immediately'],
  // Something that "kicks in" starts: the same thing said the site's way.
  [KICKS_IN, 'takes effect starts', 1],
  // "Straight away or from some later point?": asks when a change takes effect.
  [
    new RegExp(
      String.raw`\b((apply|applies|start|starts|change|changes|happen|happens|kick in|kicks in) )?${AT_ONCE} or (\w+ ){0,3}(later|after|next|end|when)( point| date| on)?\b`,
    ),
    'takes effect starts next billing cycle',
    1,
  ],
  [/\bkick(ing|s)? (it |things )?off\b|\bkick ?start\w*/, 'open start'],
  [/\b(download\w*|install\w*)\b/, 'app browser'],
  // "Do I lose…?" is answered by what you keep.
  [/\b(lose|loses|losing|lost)\b/, 'keep stays'],
  // "What I've already made": what the site calls created.
  [
    /\b(what|everything|anything|stuff|things) (i|we|you) ?('ve|ve| have)? (already )?(made|done|built|produced)\b/,
    'created',
    1,
  ],
  // "Right away?" asks when something takes effect.
  [/\b(right away|straight away|at once|instantly)\b/, 'immediately effect'],
  // "Am I locked in?", "tied into a contract?", "a minimum term?": whether a plan can be left, not its price.
  [
    new RegExp(String.raw`\b(locked|tied) in(to)?\b(?! ${A_PRICE})|\bminimum (contract|term|period|commitment)\b`),
    'cancel any time',
    1,
  ],
  // (Not features "locked behind" a plan: every plan has every feature.)
  [
    new RegExp(String.raw`\block(s|ed|ing)?\b(?! (behind|away)\b)(?! in(to)?\b(?! ${A_PRICE}))|\bguarantee[sd]?\b`),
    'frozen',
    1,
  ],
  [
    /\b(settl\w*|calm\w*|chao\w*|noisy|loud|rowdy|unruly|disrupt\w*|misbehav\w*|chatter\w*|chatting|off[- ]task|talking over|hyper|excitable|giddy|wound up)\b/,
    'settled chaotic calm routines interruptions',
  ],
  // "The least dramatic way to deal with it", "without a big scene": the smallest correction that works.
  [
    /\b(least|lowest|most low)[- ]?(dramatic|fuss|disruptive|invasive|key|confrontational)\b|\bwithout (making |causing |turning it into )?(a |any )?(big )?(scene|showdown|fuss|drama|confrontation)\b/,
    'least-invasive correction smallest intervention minor disruption',
    1,
  ],
  // "Check which ones are actually working": which run smoothly and which have not stuck.
  [
    /\b(which|what)( ones?| bits?| parts?| things?| routines?)? (is|are|'?s|were|aren'?t|isn'?t)( actually| really)? (working|sticking)\b|\bwhether (they|it)('?re|'?s| are| is) working\b/,
    'run smoothly stuck',
  ],
  // Not being happy with a change, disagreeing with it, is objecting to it.
  [
    /\b(not happy|unhappy|(not|aren'?t|isn'?t|are not|is not|am not) (\w+ )?(comfortable|ok|okay)|uncomfortable|don'?t like|do not like|say no|push back|veto|refuse)\b/,
    'object objection',
    1,
  ],
  // Bringing in, taking on or switching to a new subprocessor is the DPA's addition or replacement.
  [
    /\b(bring|brings|bringing|brought|take|takes|taking|took|switch|switching|swap|swapping|onboard\w*) (on|in|to) (a |an |any )?(new |different |another )?(sub-?processors?|suppliers?|vendors?|providers?|third part(y|ies))\b/,
    'addition replacement',
  ],
  // (Agreeing is also what the site asks of an administrator: "agree" keeps its own weight.)
  [/\b(disagree|don'?t agree|do not agree)\b/, 'object objection', 0.8],
  // Data leaving the country is an international transfer.
  [
    /\boutside (the|our|my|this) (country|uk|eu|eea|european union|us|usa|europe|region)\b|\b(abroad|overseas|offshore)\b|\b(other|another|foreign|third) countr(y|ies)\b/,
    'international transfer',
    1,
  ],
  // "What legal mechanism…" for data abroad: the safeguards for a transfer.
  [
    new RegExp(
      anywhere(String.raw`abroad|overseas|transfer\w*|outside|international|countr(y|ies)`) +
        String.raw`(\b(legal )?mechanisms?\b|\bscc\b|\bstandard clauses\b)`,
    ),
    'safeguards standard contractual clauses',
    1,
  ],
  // A button or setting to delete the account is what the site calls self-service deletion; so is
  // doing it yourself rather than asking ("a button in the app for deleting an account, or do we
  // have to ask you?", "does it have to go through you?").
  [
    new RegExp(
      String.raw`\b(delet\w*|clos\w*|remov\w*) (my |the |an? )?(account )?(button|option|setting|link)s?\b|\b(button|option|setting|link) (to|for) (delet|clos|remov)\w*\b|` +
        anywhere('accounts?') +
        // (The trigger is the button or the asking, not "delete": the words an expansion stands for count as filler.)
        besides(
          String.raw`buttons?|options?|settings?|in the app|myself|ourselves|(go|goes|going) through you( guys)?|(have|need) to (ask|e-?mail|contact|write to) you`,
          String.raw`delet\w*|eras\w*`,
        ).source,
    ),
    'self service deletion',
    1,
  ],
  // How to word a request is how to write a specific one ("Vague requests produce vague assessments").
  [/\b(word|phrase|wording|phrasing) (my|the|a|your|our) (requests?|prompts?)\b/, 'specific request template vague', 1],
  // "It wrecks the bits of the draft I liked": a follow-up that disturbs what was right.
  [/\b(ruin|wreck)(s|ed|ing)?\b/, 'disturbs', 1],
  // A formula or structure for wording requests is the site's request template.
  [
    /\b(formula|recipe|framework|structure|template)\b(?=.*\b(request|requests|prompt|prompts|ask|asking|wording|word|type|write|writing)\b)|\b(request|requests|prompt|prompts|ask|asking|wording|word|type|write|writing)\b.*\b(formula|recipe|framework|structure)\b/,
    'template request',
    1,
  ],
  // Billing history, invoices, records of what was paid: the privacy policy's payment records.
  [
    /\b(billing|payment|invoice|purchase) (history|records?|details|data)\b|\binvoices\b|\brecords? of (what|how much) (we|i) (paid|pay)\b|\b(what|how much) (we|i) paid\b/,
    'payment records',
    1,
  ],
  // Muttering, whispering, tapping pens: the minor disruption the site answers with least-invasive correction.
  [/\b(mutter\w*|whisper\w*|tapping|fidget\w*|messing (about|around)|low[- ]level)\b/, 'minor disruption'],
  // A starter, bell work or a settling task is what the site calls a do-now task.
  // (Not a "starter plan" or "starter kit".)
  [
    /\b(lesson )?starters?\b(?! (plans?|tiers?|packs?|packages?|kits?|subscriptions?|versions?|accounts?)\b)|\bbell ?-?(work|ringers?)\b|\bdo now\b|\b(entry|settling) (tasks?|activit\w*)\b/,
    'donow task',
    1,
  ],
  // Routines that are "not working" have not stuck; those that are, run smoothly.
  [
    /\b(aren'?t|are not|isn'?t|is not|not|are|is) (really )?working\b|\b(stick|sticks|sticking)\b(?! around\b)/,
    'smoothly stuck',
  ],
  // Passengers, coasters and free riders in a group are those who do not contribute.
  [
    /\b(passengers?|coast(s|ing|ers?)?|free[- ]?rid(e|es|ing|ers?)|hitch-?hik\w*|(does|do|doing|did) (all the work|everything)|pull(s|ing)? (their|his|her|your) weight)\b/,
    'everyone contributes contribution',
  ],
  // Answer choices to pick from are what the site calls options.
  [/\b(choices|alternatives)\b/, 'options', 1],
  // Guessing what will happen is predicting it.
  [
    /\b(guess\w*|predict\w*|what (they think |they reckon |will )?(will|is going to|s going to|would) happen)\b/,
    'predict prediction',
    1,
  ],
  // Starting "without me saying a word" is starting without instructions.
  [
    /\bwithout (me |my |you |the teacher |anyone )?(saying (a word|anything)|explaining( anything)?|telling them|being told|a word|instructions|prompting)\b/,
    'without instructions',
  ],
  [/\bwalk ?-?throughs?\b|\bstep[- ]by[- ]step\b/, 'guide steps'],
  // "Colours in the margin", "a colour code": the site's traffic-light code.
  [/\bcolou?r(s|ed|ing)?\b|\bcolou?r[- ]cod\w*|\btraffic[- ]lights?\b/, 'traffic light green amber red', 1],
  // "Is it meant for that?": what the product is designed for.
  // (Not who it is for: "meant for private tutors".)
  [
    /\b(meant|intended|built|made) (for|to)\b(?! (\w+ )?(tutors?|teachers?|schools?|students?|pupils?|parents?|me|us|people|individuals?)\b)/,
    'designed',
    1,
  ],
  // Differentiated versions of a task: the site's tiers and levels of challenge.
  [
    /\bdifferentiat\w*|\bmixed[- ]abilit(y|ies)\b|\bversions? of (one|a|the same|each|every) (task|activity|worksheet)\b/,
    'tiered tier levels challenge',
  ],
  // "Can the quiz scores alone decide who moves set?", "decisions about pupils with no teacher
  // checking": the terms forbid decisions about students without a teacher's review.
  [
    new RegExp(
      anywhere(String.raw`decid\w*|decisions?|determin\w*`) +
        String.raw`\b(alone|on (its|their) own|only|solely|purely|automatically|no (teacher|human|one) (\w+ )?(checking|reviewing|looking|involved)|without (a |any )?(teacher|human|review\w*|check\w*|oversight))\b`,
    ),
    'decisions about students without appropriate review by a teacher',
    1,
  ],
  // "Is a generated quiz pitched right for my weaker readers?", "too hard?", "a quick sanity check":
  // the article's advice to check everything and answer it yourself as a struggling student would.
  [
    new RegExp(
      anywhere(String.raw`generat\w*|ai|quiz\w*|assessments?|tests?|questions|drafts?`) +
        String.raw`\b(pitched (right|correctly|about right|at the right level)|(right|correct) level|too (hard|difficult|easy|wordy)|sanity[- ]check\w*|(test|try|trial|check) (it|the quiz|the assessment|the test|them)( out)? (myself|first|before)|(clear|readable|accessible|easy) enough)\b`,
    ),
    'check everything answer yourself struggling student unclear questions',
  ],
  // "Does generating still work if I never upload training documents?", "can I skip the
  // training?": without training, generation still works, in a more general tone.
  [
    new RegExp(
      anywhere(String.raw`generat\w*|works?|use it|still`) +
        String.raw`\b(without|never|skip\w*|dont|don't|do not|wont|won't|not) (\w+ ){0,3}(train\w*|upload\w*)\b`,
    ),
    'without training generation still works tone general',
    1,
  ],
  // "Is it OK if I just give my TA my password?": the account is not to be shared.
  [
    /\b(give|giving|share|sharing|tell|telling|lend|lending|pass|passing) (\w+ ){0,3}(my|our|the) (password|login|log-?in|account( details)?)\b|\b(share|sharing|shared) (an? |one |my |our |the same )?(account|login|password)\b/,
    'share your account password confidential anyone else',
    1,
  ],
  // "I'm a private tutor working from home": the individual account's own example.
  [
    // (The visitor as the person: "private tutoring" is already the site's own words, and "meant
    // for private tutors, for schools, or both?" asks whom it is for.)
    new RegExp(
      anywhere(String.raw`i'?m|i am|as an?|i work as|i work`) +
        String.raw`\b(private(ly)? (\w+ )?tutors?|tutors? (privately|from home|at home|on my own)|self[- ]employed tutors?|home tutors?|one[- ]to[- ]one tutors?)\b`,
    ),
    'private tutoring personal unofficial independent',
    1,
  ],
  // "Which activities can students do?": the five activity types Assessa offers.
  [
    // ("What kinds of activities…" already names the types.)
    /\b(which|what) (different )?(live |classroom |student )?activit(y|ies) (can|could|are|does|do|is)\b(?!.*\b(per|a|each|every) month\b)/,
    'activity types offers five run',
  ],
  // "Strugglers and high flyers", "5 on the SEN register and 3 well ahead", "ranges from people who
  // panic at fractions to ex-engineers": students at different levels, with support and extension.
  [
    /\b(strugglers?|high[- ]?flyers?|high[- ]?achievers?|low[- ]?attainers?|(more|less|most|least) able|gifted|(well|way|far) ahead|(way |far )?behind the (rest|others)|(weaker|stronger|weakest|strongest) (ones|students|pupils|kids|learners)|wide (range|spread) of (abilit\w*|levels)|sen register)\b|\branges? from\b.{1,60}\bto\b/,
    'different levels support extension ready',
  ],
  // "Deal with constant low-level chatter… call them out in front of the whole class?": respond
  // to minor disruption, correct it, without a public confrontation.
  [/\blow[- ]level\b/, 'minor disruption', 1],
  // (Not "handle the next lesson".)
  [/\b(deal|dealing|deals) with\b|\b(handle|handling|tackle|tackling) (it|this|that|them|him|her)\b/, 'respond', 1],
  [
    /\bcall(ing|ed)? (\w+ )?out\b|\btell(ing)? (\w+ )?off\b|\btold (\w+ )?off\b|\breprimand\w*/,
    'correct correction',
    1,
  ],
  [/\b(show ?downs?|stand ?-?offs?|power struggles?|(make|making|cause|causing) a scene)\b/, 'confrontations', 1],
  [/\bin front of (the |everyone|everybody|their )/, 'public'],
  [
    // (Not what may "come in handy".)
    /\b(come|comes|coming|walk|walks|walking|file|files|filing|pile|piles|piling) in\b(?! (time|handy|useful)\b)|\barriv\w*|\bentry routines?\b|\b(start|beginning) of (the |every |each )?(lesson|class|period)\b|\bfirst (few )?(min(ute)?s|moments)\b/,
    'students arrive start lesson',
  ],
  [/\b(stress\w*|anxious|anxiety|nervous|panic\w*|overwhelm\w*)\b/, 'pressure hurt'],
  [/\b(absent|absence|off sick|missed (it|the lesson|the class))\b/, 'no longer take part expires'],
  [
    /\b(part ?way|half ?way|mid[- ]?(month|year|term|cycle|way))\b|\b(rest|remainder|middle) of the (month|year|term|period)\b|\b(days?|weeks?) into (the|my|a|this) (month|year|term|period|cycle|subscription)\b/,
    'current billing period end immediately',
  ],
  [
    /\b(tweak\w*|adjust\w*|edit\w*|modif\w*|polish\w*|fine[- ]tun\w*|soften\w*|shorten\w*|tone (it |them )?down|(shorter|kinder|warmer|gentler|softer))\b/,
    'refine refinement',
  ],
  // "So I don't mix them up", "get them muddled": telling things apart, not confusing them.
  [
    /\bmix(es|ed|ing)? (them|it|these|those|\w+ \w+) up\b|\bmix-?ups?\b|\bmuddl\w*|\bget (\w+ )?confused\b/,
    'confused tell apart',
  ],
  // "When a teacher leaves", "our leavers": an address removed from the organisation.
  [
    // (Staff: not "my Year 6 leavers".)
    /\b(teachers?|staff|colleagues?|member of staff) (leaves?|leaving|left|moves? on|quits?)\b|\b(someone|somebody|people) (leaves?|leaving|left)\b(?=.*\b(access|classes|accounts?|organi[sz]ation|results|data)\b)|\bstaff leavers?\b/,
    'teacher leaves organisation removed address loses access',
    1,
  ],
  // "Which one takes priority?", "if they contradict each other": which document prevails.
  [
    // (Between documents: not "priority support" or "conflict between two students".)
    new RegExp(
      anywhere(String.raw`dpa|terms|agreements?|polic(y|ies)|documents?|contracts?`) +
        String.raw`(\b(priority|precedence|prevails?|overrides?|overrule\w*|conflict\w*|contradict\w*|inconsisten\w*|clash\w*)\b|\b(says?|state) (different|conflicting) things\b|\bwhich (one|document|agreement) wins\b)`,
    ),
    'conflict prevails',
    1,
  ],
  // "A photo from my iPhone": the device is where the photo comes from, not an app asked about.
  [
    new RegExp(
      anywhere(String.raw`photos?|pictures?|images?`) +
        String.raw`(?<!\bapps?\b.*)(?!.*\bapps?\b)\b(iphones?|androids?|ipads?|phones?|cameras?)\b`,
    ),
    'photo',
    1,
  ],
  // "Can the AI just write my lesson plans?": AI lesson planning, which the roadmap lists.
  [
    /\b(can|could|will|would|does|do) (the ai|it|assessa|you) (just |also |actually )?(write|draft|create|generate|make|do|produce)( all| whole| full| entire| complete)? (my |our |the )?(whole |full |entire |complete )?(lesson plans?|lessons? for me|planning|(weekly|daily|termly|unit|week's|weeks) (?!(payment|pricing|price|subscription|billing|paid)\b)(\w+ )?plans\b(?!.*\b(monthly|annual\w*|yearly|billing|pay\w*|pric\w*|cost\w*)\b))\b/,
    'ai lesson planning coming soon',
    1,
  ],
  // "Progress across several school years", "from Year 7 through to GCSE", "last year compared to this
  // year": multi-year tracking.
  [
    /\b(across|over|through) (several|multiple|many|different|all the) (school )?years\b|\b(across|over|through) (the )?school years\b|\bfrom (reception|nursery|ks ?\d|(year|yr|y|grade) ?\d+) (right |all the way )?(through |up )?(to|until|till|into)\b|\byear (on|to) year\b|\blong[- ]term (progress|tracking)\b|\b(last|previous|past) (school )?years?\b(?=.*\b(this|current|next) (school )?year\b)|\b(this|current) (school )?year\b(?=.*\b(last|previous) (school )?years?\b)/,
    'multi-year progress tracking in progress',
    1,
  ],
  // "What do we need to register the school?": what registering an organisation requires.
  [
    new RegExp(
      anywhere('need|needs|required|requires|requirements?|ready|provide|details|info|information') +
        anywhere(AN_ORGANISATION) +
        // (Not a class or risk register, nor students signing up.)
        String.raw`(?<!\b(risk|take|taking|took|do|doing|the|class|a) )(?<!\b(students|pupils|kids|they)( \w+){0,3} )\b(regist\w*|set(ting)? (it |us |\w+ )?up|sign(ing)? (it |us |\w+ )?up)\b`,
    ),
    'requires name official website e-mail address appears',
    1,
  ],
  // "Can I use my personal Gmail for the school account?": the address must appear on the school's website.
  // (Not "I signed up with my Gmail by mistake, can I change it?": an account's address cannot change.)
  [
    new RegExp(
      anywhere(AN_ORGANISATION) +
        nowhere(String.raw`(chang|switch|updat|mistake)\w*`) +
        String.raw`\b(${WEBMAIL}|(personal|own|private|home) (e-?mail|address))\b`,
    ),
    'e-mail address appears official website',
    1,
  ],
  // "I cancelled, am I cut off right away?": a cancelled plan is kept to the end of the period.
  [
    new RegExp(
      // (A plan cancelled: not a cancelled lesson.)
      anywhere(String.raw`cancel\w*`) +
        anywhere(String.raw`plans?|subscriptions?|accounts?|pro|advanced|limits?|paid`) +
        String.raw`\b(cut off|locked out|lose access|still (use|have|keep|get))\b`,
    ),
    'keep paid plan until end billing period',
    1,
  ],
  // "If I cancel, do I lose everything that same day?": asks when a cancellation takes effect.
  // (Not a cancelled lesson or activity.)
  [
    new RegExp(
      String.raw`(?<!${CANCELLED_EVENT}.*)(?!.*${CANCELLED_EVENT})` +
        anywhere(String.raw`cancel\w*`) +
        String.raw`\b((that|the) same day|that day|${AT_ONCE}|the (moment|minute|second)|still (get to )?use (it|them)|stops? working|lose (everything|it all)|(everything|it all) (is |be |gets? )?(gone|wiped|deleted))\b`,
    ),
    'cancellation takes effect end billing period keep paid plan',
    1,
  ],
  // "Should I just hit generate again?": refining in the chat instead of starting over.
  [
    /\b(re-?generat\w*|generat\w* (it |them |a new one |another one )?(again|afresh|from scratch)|(hit|press|click) generate)\b/,
    'starting over refine chat instead',
    1,
  ],
  // "Marking a group project fairly when some coasted": the product and each student's contribution.
  [
    new RegExp(
      anywhere(String.raw`group|groups|team|teams|project|projects`) +
        String.raw`\b(fairly|fairness|coast\w*|(did|does|do|doing) (all|more|most) (of )?the work)\b`,
    ),
    'assess team project fairly contribution separately',
    1,
  ],
  [USES_UP, 'uses request'],
  // "Burned through most of my requests", "ran through half of them": the site's "already used".
  [/\b(burn(ed|t|ing)?|blown|blew|chew(ed|ing)?|ran|rac(ed|ing)|zoom(ed|ing)?) through\b/, 'used already', 1],
  // "What I've already used", "I've used most of my requests", beside an upgrade: the share used, which carries over.
  [
    new RegExp(
      anywhere(String.raw`upgrad\w*|(go|goes|going|move|moves|moving|step|steps|stepping) from (free|advanced) up to`) +
        String.raw`\b(what ${SOMEONE_HAS} (already )?used|${SOMEONE_HAS} (already )?used (most|all|half|nearly all|almost all|the bulk|a lot|\d+))\b`,
    ),
    'share already used proportionally',
    1,
  ],
  [/\b(robotic|generic|bland|impersonal|soulless|not like me)\b/, 'sound like me style'],
  [/\b(notebooks?|exercise books?|workbooks?)\b/, 'exercise book page'],
  [
    new RegExp(
      String.raw`\b(copy|export|download) of (my|our|all|everything|the data)\b|\bsubject access\b|${DATA_SUBJECT_REQUEST}|\b(ask|asks|asked|asking|request\w*) to see (the |my |his |her |their |our )?(data|information|info|personal data)\b|\bsee (the |all )?(data|information|info) (of|about|on) (my|his|her|their|our|a) \w+\b|\b(data|everything|what) (you )?(hold|held|have|keep) (on|about) (me|us|him|her|them|my|our)\b`,
    ),
    'access request rights',
  ],
  // Students rating themselves ("rate their confidence", "rate how sure they are") assess
  // themselves; the star rating is the teacher's of an assessment.
  [
    /\brat(e|es|ing) (themselves|(their|your|his|her) (own )?(confidence|understanding|learning|work)|how (sure|confident))\b|\b(confidence|self[- ]?assessment) (scale|rating)\b/,
    'confidence sure self-assessment',
    1,
  ],
  // "Hand our data back, and in what form?": the format data is returned in, not an assessment form.
  [
    besides(
      String.raw`(in )?(what|which) (form|shape)`,
      String.raw`data|back|return\w*|export\w*|cop(y|ies)|download\w*`,
    ),
    'format commonly used',
    1,
  ],
  // "Our data back before you delete it", "exported back to us": the DPA's return of data at the end.
  [
    /\bdata( \w+)? back\b|\b(get|give|send|hand|have|want|pass)\w* (it|everything)( \w+)? back\b|\bback to (us|me)\b|\bexport\w*\b(?=.*\b(delet\w*|clos\w*|stop\w*|leav\w*|end\w*|cancel\w*)\b)/,
    'return personal data',
  ],
  // "Can you take longer / drag it out / push the deadline back?": the site's "extend … by up to".
  [
    /\b(take|takes|taking) longer\b|\bdrag\w* (it |this |that |things )?out\b|\bpush\w* (it |that |this |the |your )?(deadline |date |time )?back\b|\b(stretch\w*|extend\w*) (it|that|this|the (deadline|time|period))\b|\b(deadline|time|period) (\w+ )?(be )?(stretched|extended)\b|\bextension (of|to) (the )?(deadline|time|period)\b|\bmore time\b/,
    'extend extendable',
    1,
  ],
  // "Who can actually open that file?": who can see or access it.
  [
    /\bwho (\w+ )?(can|could|will|gets to|is able to|has access to) (\w+ )?(open|see|view|read|access|look at|get at|download)\b/,
    'see access',
    1,
  ],
  // Generic quizzes come from vague requests ("my AI quizzes come out really generic").
  [
    besides('generic|bland|samey|boring', String.raw`quiz|quizzes|questions|assessments?|requests?|outputs?|results?`),
    'vague specific',
    1,
  ],
  // A multiple-choice question's wrong answers are its wrong options, which the site ties to misconceptions.
  [
    /\b(wrong|incorrect|false|dummy|decoy) (answers?|options?|choices?)\b|\bdistractors?\b/,
    'wrong option misconception distractors diagnostic',
    1,
  ],
  // How a visitor clicks around or uses the app is what the privacy policy calls usage statistics.
  [
    /\bclick(s|ing|ed)? (around|about|through)\b|\bhow (i|we|they|teachers) (use|navigate|move around) (the app|it|assessa|the site)\b/,
    'usage statistics analytics',
    1,
  ],
  // Kept "indefinitely" or "forever" asks how long it is kept.
  [/\b(indefinitely|forever|for ever|permanently|for good)\b/, 'kept retention cleared days years', 1],
  // A rubric or a grid in a document is laid out as a table.
  [/\b(grids?|rubrics?|spreadsheet-?like|columns? and rows?|rows? and columns?)\b/, 'tables', 1],
  // Updating or going back to the training material is refreshing the training.
  [/\b(updat\w*|redo\w*|revisit\w*|go back (and|to|over))\b(?=.*\b(train\w*|ai|examples?)\b)/, 'refresh retrain', 1],
  // A teacher's written comments are their feedback ("hundreds of old comments" → "pieces of feedback").
  [/\bcomments\b/, 'feedback', 1],
  // A job in a group is a role ("which jobs should I hand out?").
  [besides('jobs?', 'groups?|teams?|tables?|pairs?'), 'roles', 1],
  // "Is analytics running before I've clicked accept?": what the policy says holds until the visitor allows it.
  [
    /\b(before|until|without) (i|we|you)( have|'ve| ve)?( even)? ((click(ed)?|hit|press(ed)?|tap(ped)?)( on)? (accept|allow|agree|ok|yes)|accepted|consented|given consent|give consent|said yes to (the )?cookies)\b|\bbefore (accepting|consenting|giving consent)\b/,
    'denied by default off until you allow them',
    1,
  ],
  // "How long do you keep my name and email?": the privacy policy's account data.
  [
    besides(
      String.raw`(my|our|teachers'?|staff) (name|e-?mail( address)?|login details|personal details)((,| and| or| &) (my |our )?(name|e-?mail( address)?|password|school))*`,
      String.raw`how long|kept|retain\w*|retention|hold on to|after (i|we) (leave|close|delete)|after (my|our|the) account`,
    ),
    'account data',
    1,
  ],
  [/\bwip(e|ed|es|ing)\b|\bgets? rid of\b|\bbinned\b/, 'deleted delete'],
  // A screenshot is a picture, as the site's photos and images are.
  [/\bscreen ?(shots?|grabs?|caps?)\b/, 'photo image', 1],
  // "Secretly", "without their friends seeing": the site's anonymous votes.
  [
    /\bsecret(ly)?\b|\bin private\b|\bwithout (anyone|others|the others|classmates|their (friends|classmates)) (seeing|knowing)\b/,
    'anonymous',
    1,
  ],
  // "Set aside time", "carve up my week", "fit it into a week": the site's blocked calendar slots.
  [
    /\bset aside\b|\bcarve (up|out)\b|\bblock (out|off)\b|\b(each|every|a|my|those|these) (time |weekly )?blocks?\b|\bblocks? of time\b|\b(structure|organi[sz]e|plan) (my|the|your|our) week\b|\bfit (\w+ ){0,6}into (a|my|the|each|every) (normal |typical |working )?(week|day)\b|\btime (each|every|a|per) week\b/,
    'block slots calendar',
  ],
  // "I keep forgetting…", "a trick for remembering": the site's calendar reminder.
  [/\bforg[eo]t\w* to\b|\bremember(ing)? to\b|\bfor remembering\b|\bremind (me|myself)\b/, 'reminder calendar'],
  // "Once the account is gone": when it no longer exists, is closed or deleted.
  [/\b(is|are|was|were|has|have|'?s) (been )?gone\b|\bno longer exists?\b/, 'exists ends closed deleted'],
  // "Choose how they show what they've learned": the site's choice ("choose" and "choice" stem apart).
  [/\bchoos(e|es|ing)\b|\bchose\b|\bpick(s|ing)? (how|what|which)\b/, 'choice'],
  // "Output formats": what students produce, the site's product formats.
  [/\boutputs? (formats?|types?|options?)\b/, 'product formats'],
  // "Which one matters most for learning?": the one "most closely tied to learning".
  [
    /\bwhich (one|of them|kind|type|dimension)s? (\w+ )?(matters?|counts?|is|are) (the )?most\b|\bmost (important|tied|linked|closely linked|related|connected) (to|for|with)\b/,
    'most closely tied',
  ],
  // "So I remember which ones were good", "keep track of what worked": a record of them.
  [/\bremember (which|what|how|who|where)\b|\bkeep(ing)? track\b|\bkeep(ing)? (a )?(note|notes|log|tally)\b/, 'record'],
  // "What students handed in": their submissions.
  [/\b(hand|hands|handed|handing|turn|turned|turning) in\b/, 'submissions submitted'],
  // "On the go at once", "switched on at the same time": what the site calls active.
  [/\bon the go\b|\bswitched on\b|\bat (the same time|once|a time)\b|\bsimultaneous\w*|\blive at once\b/, 'active'],
  // "Switch a goal off", "retire a goal": what the site calls setting it to inactive.
  [/\b(switch|turn)(ed|ing)? (\w+ ){0,3}off\b|\bdeactivat\w*|\bretir(e|ed|ing)\b|\bshelv(e|ed|ing)\b/, 'inactive'],
  // "Re-model it", "teach it again": the site's "reteach" and "model it again". ("Model it again" is the site's own phrase.)
  [
    /\bre-?(model|teach|explain)\w*\b|\b(teach|explain|go over) (it |that |this |them )?again\b/,
    'reteach model again',
    1,
  ],
  // "A sensible cut-off", "what threshold": the share of the class a decision turns on ("if fewer than two thirds…").
  [/\b(cut-?offs?|thresholds?|tipping point|benchmark)\b/, 'fewer than most'],
  // "The chat helper isn't showing up": the site's assistant, shown only once cookie preferences are saved.
  [
    besides(
      String.raw`(isn'?t|isnt|is not|not|never) (showing|appearing|there|loading|visible)|(doesn'?t|doesnt|does not|won'?t|wont) (show|appear|load|pop up)|(can'?t|cant|cannot) (see|find)|missing|disappeared`,
      String.raw`chat|chatbot|chat ?bot|assistant|helper|chat box|chat window`,
    ),
    'assistant shown only after saved',
    1,
  ],
  // "Do my classes get deleted / disappear if I go over the limit?": what was created stays and remains viewable.
  [
    besides(
      String.raw`(get|gets|be|are|is) (deleted|removed|wiped|lost)|disappear\w*|vanish\w*|wiped`,
      String.raw`limits?|caps?|over|exceed\w*|hit|reach\w*`,
    ),
    'stays remains viewable',
    1,
  ],
  // "Park that goal", "put it on hold", "pause a goal" without deleting it: an inactive goal waits for later.
  [
    besides(
      String.raw`park|parked|parking|pause|paused|pausing|put (\w+ ){0,2}on hold|put (\w+ ){0,2}aside|set (\w+ ){0,2}aside|archive|archived|archiving|hibernat\w*|mothball\w*|bring (\w+ ){0,2}back|reactivat\w*`,
      String.raw`goals?`,
    ),
    'inactive paused saved for later',
    1,
  ],
  // "We finished our fractions topic, do I delete that goal?": a met goal is set to inactive when you move on.
  [
    besides(
      String.raw`finish\w*|done|complet\w*|wrapped up|moved? on|met|achieved|covered|over|delet\w*|remov\w*|get rid of`,
      String.raw`goals?`,
    ),
    'inactive move on met',
    1,
  ],
  // "How do I know the training actually worked?": the green success message when training finishes.
  // ("Finished" is the site's own word.)
  [
    new RegExp(
      anywhere(String.raw`train\w*|sync\w*|upload\w*|documents?|docs`) +
        String.raw`\b(worked|work|succeeded|successful\w*|went through|took|taken)\b(?<=\b(know|tell|check|see|sure|confirm|sign|signs)\b.*)`,
    ),
    'green success message',
    1,
  ],
  // "How often should I go back and review my goals?": a natural review point, the end of each unit or half term.
  // (Checking on a goal is the activity that checks it: "at least once a fortnight".)
  [
    besides(String.raw`revisit\w*|review\w*|go(ing)? back( and| over| to)?`, String.raw`goals?`),
    'review point end of each unit half term',
    1,
  ],
  // "What should we judge AI tools on? Is there a checklist?": what to look for when choosing an AI app.
  // (A checklist of criteria for a tool, not the skills checklist an assessment can take.)
  [
    besides(
      String.raw`judg\w*|criteria|checklist|look for|look out for|red flags?|shortlist\w*|evaluat\w*|weigh (them|up)`,
      String.raw`(ai|edtech) (tools?|apps?|platforms?|products?|vendors?|systems?)|shortlist\w*|demos?`,
    ),
    'look for ai app',
    1,
  ],
  // Characters beside words: the rule that links them ("capped at 100 per allowed word").
  // (Only the two words and how they relate trigger it: not "as well as" between them.)
  [
    /(?<=\bwords?\b.*)\b(characters?|relate\w*|relation\w*|link\w*|connect\w*|ratio)\b|(?<=\bcharacters?\b.*)\b(words?|relate\w*|relation\w*|link\w*|connect\w*|ratio)\b|\bcharacters?\b(?=.*\bwords?\b)|\bwords?\b(?=.*\bcharacters?\b)/,
    'capped 100 per allowed word',
    1,
  ],
  // A school checking its processor: the DPA's "audits".
  [/\binspect\w*|\baudit\w*|\bcheck up on\b|\bspot[- ]checks?\b/, 'audits audit inspections', 1],
  [/\b(reply|replies|respond|get back)\b/, 'respond response answered within'],
  // "Who should I ask, you or the school?": whom to contact.
  [
    /\bwho (should|do|can|would) (i|we) (ask|contact|speak to|talk to|go to|write to)\b|\bwho to (ask|contact)\b/,
    'contact',
  ],
  // "A template I can hand out": the site's cards and sheets ("a three-line goal card").
  [/\b(templates?|pro ?formas?|handouts?|printables?)\b/, 'card sheet'],
  // "Why was Assessa started?", "what problem was it meant to fix?": why it exists, in its founder's words.
  [
    /\bwhy (was|did|is|were) (assessa|it|the company|you|this) (\w+ )?(started|set up|founded|created|built|made|start|set|found|create|build|make)\b|\bwhy (does|do) (assessa|it|you) exist\b|\bwhat problem (was|is|does|did) (assessa|it|this)\b/,
    'exists founder',
    1,
  ],
  // "What can I do instead of hands-up?": what to replace it with.
  [/\binstead of\b|\balternatives? to\b/, 'replace', 1],
  // "Any trick for…": the site's tips.
  [/\b(tricks?|trick of the trade)\b/, 'tip', 1],
  // "Exit slips", "exit cards": the site's exit tickets.
  // (Also a question slip handed in at the end of the lesson.)
  [
    /\bexit (slips?|cards?|pass(es)?)\b|\b(question|end[- ]of[- ]lesson) (slips?|cards?)\b|\bslips?\b(?=.*\bend of (the )?(lesson|class|period)\b)/,
    'exit ticket',
    1,
  ],
  // "Cut the topic into chunks": the site's parts.
  [
    /\b(chunks?|pieces|bits|portions|segments|sections) (of|for) (the|a|my|each|every) (topic|unit|text|lesson)\b|\b(topic|unit|text) into (\w+ )?(chunks|pieces|bits|portions|segments|sections)\b|\b(chunks|portions|segments)\b(?=( \w+){0,6} (topic|unit|text)\b)/,
    'parts split',
  ],
  // "This chat box": the site's chat.
  [/\bchat ?(box|window)\b/, 'chat', 1],
]

/** Kind priors: FAQ answers are written as answers to visitors' questions; article prose is background. */
const KIND_WEIGHT: Record<PassageKind, number> = {
  faq: 1.2,
  plan: 1.05,
  tutorial: 1,
  legal: 0.95,
  page: 0.9,
  article: 0.6,
}

/** "Should I", "should a teacher", "they should": what someone ought to do. */
const SOMEONE = String.raw`(i|we|they|teachers|a teacher|each teacher|my (team|staff|colleagues|department))`
export const SHOULD_SOMEONE = String.raw`\bshould ${SOMEONE}\b|\b${SOMEONE} should\b`

/** Asking for advice ("should I", "any tips"): the articles give it, legal text never does. */
export const ADVICE_QUESTION = new RegExp(
  String.raw`${SHOULD_SOMEONE}|\btips?\b|\badvice\b|\bbest way\b|\bgood (way|idea|number|size)\b|\bany ideas\b|\brecommend\w*|\b(would|do|could|can) you suggest\b`,
)
const ADVICE_KIND_WEIGHT: Record<PassageKind, number> = { ...KIND_WEIGHT, article: 1, legal: 0.6 }

/**
 * The form of a question ("what is", "how do", "which", "what if"). A FAQ item asked in the
 * same form as the visitor's question is more likely the same question.
 */
function questionForm(question: string): string | undefined {
  // "So what…", "OK, how…": a leading filler word is not the question's form.
  const text = plainWords(question)
    .replace(/^(so|and|ok|okay|well|but|also|right|hmm+|um+) /, '')
    // "What's a keyword collector?" ("whats" once its apostrophe is gone) asks what it is.
    .replace(/^whats\b/, 'what is')
    // "Where do I go to stop my plan?" asks how to do it in the app.
    .replace(/^where (do|can) (i|we) (\w+ )?(go to|go|find|click)\b/, 'how do i')
  const match =
    /^(what (is|are)|what if|what happens|what (kinds?|types?|sorts?) of|which|how (many|much|long|often)|how (do|can|should)|who|where|when|why|can|do|does|is|are|will)\b/.exec(
      text,
    )
  if (match) return match[0].replace(/^what (kinds?|types?|sorts?) of$/, 'which')
  // "What does Assessa do?" asks what it is.
  if (/^what (does|do) [a-z]+ do\b/.test(text)) return 'what is'
  // "What files can…" asks the same as "Which files can…".
  return /^what [a-z]+ (can|do|does|should|is|are)\b/.test(text) ? 'which' : undefined
}

/** "How do I…" asks for steps: the tutorial's "What to do" sections answer it. */
const PROCEDURAL_QUESTION =
  /^\s*how (do|can|should|would) (i|we|you)\b|^\s*how to\b|\bsteps?\b|\bwhat (should|do|can|must) (i|we) do\b/i
const PROCEDURAL_HEADING = /\b(what to do|how to|steps?|getting started)\b/i

/** Indexed fields: the page title and the extra keywords share one field (fewer lookups per term). */
const FIELDS = ['heading', 'text', 'extra'] as const
const EXPANSION_WEIGHT = 0.45
/** A FAQ item that asks "why…?" ranks at this share for a question of another form. */
const WHY_HEADING = 0.75
const RERANK_DEPTH = 40
/** Weight of an earlier question's words carried into a follow-up. */
const CONTEXT_WEIGHT = 0.4

function processTerm(term: string): string | null {
  return indexTerm(term)
}

/** Low-information words visitors add ("maximum", "possible"): they count less towards coverage. */
export const SOFT_TERMS: ReadonlySet<string> = new Set(
  terms(
    'constant constantly maximum max upper limit limits possible allow allowed need use using work way thing make help happen exactly able one ever still add put go find give take try good best ideal someone mentioned stuff recommend realistically roughly sensible reasonable total actual bit mostly mainly barely etc supposed honestly love somehow anyway anyhow properly decent advice advise tips suggestions full blog post article',
  ),
)

/**
 * Where the visitor says who they are ("for our school", "as a secondary teacher", "in my
 * class", "my year 9s"), where they read it ("your blog talks about") or when ("in October";
 * not "may", a verb far more often): their setting, not their topic. Those words count as soft, unless the question
 * also uses them outside such a phrase.
 */
const OWN_SETTING =
  /\b(for|at|in|from|with|to) (our|my) (\w+ )?(school|schools|class|classes|classroom|students|pupils|kids|department|district|academy)\b|\bas an? (\w+ )?(teacher|tutor|educator)\b|\b(my |our )?(year|grade|yr) \d+s?\b|\b(for|by|over) (next|this|the coming) (week|term|half[- ]term|lesson|unit)\b|\b(my |our )?\d{1,2}(st|nd|rd|th)[- ]?(graders?|grade|years?)\b|\bmy (son|daughter|child|kid)\b|\bi (teach|work) (at|in) (a|an|the|our|my) (\w+ ){0,3}(school|academy|college|trust)\b|\b(my|our) (department|faculty|trust|team|staff|senior leadership team|leadership team|slt|head|head teacher|headteacher|principal)\b|\b(my|our|a) (tutor|form) (group|class)\b|\bmy tutees\b|\b(in the middle of|during|halfway through|right before) (the |a |my |our )?(\w+ )?(season|term|semester|year|week)\b|\b(report|exam|mock|marking|assessment|parents evening) (season|week|time)\b|\b(head|heads) of (department|faculty|year|subject|maths|science|english|history)\b|\b(deputy head|headteacher|head teacher|principal|senco|hod|business manager|bursar|data protection officer|dpo|it (coordinator|technician|manager|lead))\b|\b(our|my|the) (school'?s? )?(finance|accounts|admin|hr|it|legal|procurement|compliance) (office|team|department|dept|people|lead|manager)\b|\b(your|the|that|this) (\w+ )?(blog|blog post|article|post|site|website|guide) (talks|talked|says|said|mentions|mentioned|describes|described|covers|covered|recommends|suggests)( about)?\b|\b(in|on) your (blog|article|site|website)\b|\b(my|our) ((old|past|previous|written|school|student|pupil|end[- ]of[- ](term|year)|termly|annual) )*reports\b|\b(january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|tomorrow)\b|\b(after|from|before|at) (lunch|lunchtime|break|breaktime|recess|assembly|playtime)\b|\b(the |our |my )?(summer|easter|christmas|xmas|winter|spring|half[- ]term) (holidays?|hols|break|vacation)\b|\b(at|over|during|before|after|by|until) (the |our )?(\w+ )?half[- ]term\b|\b(need|needed|asking|ask) (this|it|that) for (our|my|a|the) (\w+ ){0,2}(dpia|audit|report|review|records?|checklist|procurement|paperwork|forms?|governors|board)\b|\b(maths?|mathematics|english|science|history|geography|french|spanish|german|physics|chemistry|biology|art|music|drama|computing|pe|re|rs|economics|psychology|latin) (groups?|sets?|class(es)?|teachers?|lessons?|department|students|pupils)\b/g

/** The frame of a question about timing ("how far ahead", "within what timeframe", "does it kick in straight away"), a mishap ("if something goes wrong"), a rule of thumb, "in plain terms", "quick one", a leading "say I…" or how it feels ("transitions are a nightmare"): its words are not its topic. */
const QUESTION_FRAME = new RegExp(
  String.raw`\bhow far (ahead|in advance|before)\b|\b(within |in |by )?(what|which) (sort of |kind of )?(timeframe|time frame|timescale|time ?scale|time period|period of time|timeline)\b|\b(if|when) (something|anything|things|it) (goes|go|went) wrong( with (the|your) (service|app|platform|product|site|system))?\b|\b(kick|kicks) in\b|\b(straight|right) away\b|\bthe moment (i|we|you) \w+\b|\brules? of thumb\b|\b(in the meantime|for the time being|for now|until then)\b|\bquick (one|question)\b|^\W*(let'?s )?say(?= (i|we|if)\b)|${PLAINLY}|\b(is|are|was|were|been|being|getting|gets|feels?|always|such) (a |an |such a |an absolute |a total |a real |a complete |complete |total |absolute )?(nightmare|pain|disaster|chaos|chaotic|mess|messy|struggle|headache|hassle|faff|drag|shambles|zoo|circus)\b`,
  'g',
)

export function settingTerms(question: string): Set<string> {
  const text = normalize(question)
  const core = new Set(terms(text.replace(OWN_SETTING, ' ').replace(QUESTION_FRAME, ' ')))
  return new Set(terms(text).filter((term) => !core.has(term)))
}

export interface Expansion {
  /** The visitor's terms that triggered it. */
  readonly trigger: readonly string[]
  /** The site's terms added. */
  readonly words: readonly string[]
  weight: number
}

/**
 * Is the answer a figure? "How long…?", "how many…?", "how far ahead?"; so is a question whose
 * subject the site states as one (languages → "25+", a breach → "72 hours": the expansion
 * carries the site's figure).
 */
export function asksForFigure(question: string): boolean {
  return (
    /\bhow (many|much|long|big|old|often|soon|quickly|fast|far)\b|^\W*when\b|\bwhen (do|does|is|are|will|would|can|should)\b|\bwithin\b|\bsize\b|\blimit\b|\bmax(imum)?\b|\bmin(imum)?\b|\bage\b|\bat least\b|\bdays?\b|\byears?\b|\bnotice\b|\bin advance\b|\bahead\b/.test(
      normalize(question),
    ) || expandQuery(question).some(({ words }) => words.some((word) => /^\d/.test(word)))
  )
}

/**
 * What kind of answer a question asks for: a named kind of figure ("figure:duration",
 * "figure:count"…), a figure of no named kind ("figure": "is there a rule of thumb?"), a yes or
 * no, or something else.
 */
function whatIsAsked(question: string): string {
  const named = askedFigure(question)?.kind
  if (named) return `figure:${named}`
  return asksForFigure(question) ? 'figure' : isYesNoQuestion(question) ? 'yes-no' : 'other'
}

const GLOBAL_EXPANSIONS = EXPANSIONS.map(
  ([pattern, words, weight]) => [new RegExp(triggerFirst(pattern).source, `${pattern.flags}g`), words, weight] as const,
)

/** The expansions a question triggers. */
export const expandQuery = remembered(function expandQuery(question: string): readonly Expansion[] {
  const text = normalize(question)
  const out: Expansion[] = []
  for (const [pattern, words, weight = EXPANSION_WEIGHT] of GLOBAL_EXPANSIONS) {
    // Every phrase that triggers it: "unused requests roll over" names both "unused" and "roll over".
    const matches = [...text.matchAll(pattern)]
    if (matches.length > 0)
      out.push({ trigger: [...new Set(matches.flatMap((match) => terms(match[0])))], words: terms(words), weight })
  }
  return out
})

export function buildKnowledge(content: ChatContent, version = hashContent(content)): Knowledge {
  const passages = buildPassages(content)
  const byId = new Map(passages.map((passage) => [passage.id, passage]))

  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: [...FIELDS],
    storeFields: [],
    extractField: (passage, field) =>
      field === 'extra'
        ? `${passage.title} ${passage.keywords ?? ''}`
        : (passage[field as keyof Passage] as string | undefined),
    tokenize: (text) => [...tokenize(text)],
    processTerm,
    searchOptions: {
      boost: { heading: 2.5, text: 1, extra: 1 },
      weights: { fuzzy: 0.5, prefix: 0.4 },
      combineWith: 'OR',
    },
  })
  index.addAll(passages)

  // Per passage, computed once: heading terms (a tutorial section's heading, "What to do",
  // only makes sense with its step's title), the question form of a FAQ heading, and whether
  // the heading reads as steps.
  const info = new Map(
    passages.map((passage) => [
      passage.id,
      {
        headingTerms: new Set(
          terms(passage.kind === 'tutorial' ? `${passage.title} ${passage.heading}` : passage.heading),
        ),
        form: passage.kind === 'faq' ? questionForm(passage.heading) : undefined,
        procedural: PROCEDURAL_HEADING.test(passage.heading),
        // The terms of each sentence that states a figure, for "how many…?" questions.
        figureSentences: sentences(passage.text)
          .filter(hasFigure)
          .map((sentence) => new Set(terms(sentence))),
        // The terms of each line that announces a list ("Assessa offers five activity types:"), for "what kinds of…?".
        listLines: listAnnouncements(passage.text).map((line) => new Set(terms(line))),
        // How often its text names each of the opposite moves ("upgrade", "downgrade").
        moves: countMoves(terms(passage.text)),
      },
    ]),
  )

  // Each article's name, from its address ("/blog/formative-assessment": formative, assessment),
  // with the words no other article's name shares: "your engagement article" names one.
  const articleNames = new Map<string, Set<string>>()
  for (const passage of passages)
    if (passage.kind === 'article' && !articleNames.has(passage.url))
      articleNames.set(passage.url, new Set(terms(passage.url.replace(/^.*\//, '').replace(/-/g, ' '))))
  const nameCount = new Map<string, number>()
  for (const name of articleNames.values()) for (const term of name) nameCount.set(term, (nameCount.get(term) ?? 0) + 1)
  /** The article a question names ("your blog post on formative assessment"), if it names one. */
  const namedArticle = (question: string): string | undefined => {
    const text = normalize(question)
    if (!ARTICLE_REFERENCE.test(text)) return undefined
    const words = new Set(terms(text))
    let best: { url: string; matched: number } | undefined
    for (const [url, name] of articleNames) {
      const matched = [...name].filter((term) => words.has(term))
      const names = matched.length === name.size || matched.some((term) => nameCount.get(term) === 1)
      if (names && matched.length > (best?.matched ?? 0)) best = { url, matched: matched.length }
    }
    return best?.url
  }

  // Document frequency over all fields, for the coverage weights.
  // The same words, as written, are the vocabulary typos are corrected to.
  const df = new Map<string, number>()
  const wordsOf: (readonly string[])[] = []
  for (const passage of passages) {
    const words = tokenize(`${passage.heading} ${passage.text} ${passage.title} ${passage.keywords ?? ''}`)
    wordsOf.push(words)
    const seen = new Set(words.map(indexTerm).filter((term): term is string => term !== null))
    for (const term of seen) df.set(term, (df.get(term) ?? 0) + 1)
  }
  const total = passages.length
  const commonDf = total * 0.2
  const idf = (term: string) => Math.log(1 + total / ((df.get(term) ?? 0) + 0.5))

  const settings: Settings = {
    productName: content.settings?.productName ?? 'our product',
    assistantName: content.settings?.assistantName ?? 'assistant',
    contactEmail: content.settings?.contactEmail ?? '',
  }

  // "The company", "your startup": the product's makers, whom every page is about as much.
  const productTerms = new Set(terms(`${settings.productName} company firm startup`))
  // "If I drop to Advanced, when does the change kick in?": in a question about a move between
  // plans, "the change" is the move, not the site's changes to its terms.
  const moveTerms = new Set(terms('change switch'))

  /** "Smoother", "quickest": a comparative the site never writes, as the word it does ("smoothly" → smooth). */
  const siteForm = (term: string) => {
    if (df.has(term) || !/(er|est)$/.test(term)) return term
    const base = [term.replace(/(er|est)$/, ''), term.replace(/(\w)\1(er|est)$/, '$1'), term.replace(/i(er|est)$/, 'y')]
      .map((form) => indexTerm(form))
      .find((form): form is string => form !== null && df.has(form))
    return base ?? term
  }

  function search(question: string, options: SearchOptions = {}): Hit[] {
    const own = [...new Set(terms(question).map(siteForm))]
    // (A year group's number in the lead-up, "for my Y10 physics group", is no figure to look for.)
    const contextText = options.context
      ? normalize(options.context).replace(YEAR_GROUP, (group) => group.replace(/ ?\d.*$/, ''))
      : undefined
    const context = contextText ? [...new Set(terms(contextText))].filter((term) => !own.includes(term)) : []
    if (own.length === 0 && context.length === 0) return []
    const expansions = expandQuery(options.context ? `${question} ${options.context}` : question)
    const contextTerms = new Set(contextText ? terms(contextText) : [])

    const weightOf = new Map<string, number>()
    const setting = settingTerms(question)
    // What the visitor means: their words and their true synonyms.
    const meant = new Set([...own, ...expansions.filter(({ weight }) => weight >= 1).flatMap(({ words }) => words)])
    const movesPlan = MOVES.some((term) => meant.has(term))
    // A true synonym carries the meaning of the visitor's words ("who started" → founder, "go
    // down" → downgrade): those words then count no more than filler.
    const replaced = new Set(
      expansions
        .filter(({ weight }) => weight >= 1)
        .flatMap(({ trigger, words }) => trigger.filter((term) => !words.includes(term))),
    )
    // A number the site never states is the visitor's own ("my 12 year old", "28 exit tickets"), not the topic.
    // Every page is about the product: its name says nothing about which one answers.
    const soft = (term: string) =>
      SOFT_TERMS.has(term) ||
      setting.has(term) ||
      replaced.has(term) ||
      productTerms.has(term) ||
      (movesPlan && moveTerms.has(term)) ||
      (/^\d+$/.test(term) && !df.has(term)) ||
      // A lone letter ("8B", "plan B") names nothing on its own.
      /^[a-z]$/.test(term)
    for (const term of own) weightOf.set(term, soft(term) ? 0.25 : 1)
    for (const term of context) if (!weightOf.has(term)) weightOf.set(term, CONTEXT_WEIGHT * (soft(term) ? 0.25 : 1))
    const added = new Set<string>()
    for (const { words, weight } of expansions) {
      for (const term of words) {
        // An added word found almost everywhere ranks nothing and costs a scan of its postings.
        if (!weightOf.has(term) && (df.get(term) ?? 0) > commonDf) continue
        if (weightOf.has(term) && !added.has(term)) continue
        weightOf.set(term, Math.max(weight, weightOf.get(term) ?? 0))
        added.add(term)
      }
    }
    const query = [...weightOf.keys()].join(' ')
    const results = index.search(query, {
      // The terms are already normalised and stemmed.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostTerm: (term) => weightOf.get(term) ?? EXPANSION_WEIGHT,
      // A visitor's word the site never uses may be a typo ("clases") or a form the stemmer
      // keeps apart from the site's ("quietest" → "quieter"): fuzzy and prefix matches then.
      fuzzy: (term) => (term.length >= 5 && !df.has(term) && !added.has(term) ? 1 : false),
      maxFuzzy: 1,
      prefix: (term) => term.length >= 4 && !df.has(term) && !added.has(term),
      filter: options.only ? (result) => options.only!(byId.get(result.id as string)!) : undefined,
    })

    // Coverage: how much of what the visitor asked the passage speaks to. A visitor's word
    // also counts as covered when the passage has the site's word for it (its expansion).
    const weighted = [
      ...own.map((term) => [term, idf(term) * (soft(term) ? 0.3 : 1)] as const),
      ...context.map((term) => [term, idf(term) * CONTEXT_WEIGHT * (soft(term) ? 0.3 : 1)] as const),
    ]
    const totalWeight = weighted.reduce((sum, [, weight]) => sum + weight, 0) || 1

    // "The techniques in your article", "each of those": the items of a section as a group.
    const aboutGroup = ABOUT_GROUP.test(normalize(options.context ? `${question} ${options.context}` : question))
    const form = questionForm(question)
    // Plan-limit passages answer "how many / how much" questions, not "what are teaching goals?".
    const amount = asksForAmount(question, { strict: true })
    const procedural = PROCEDURAL_QUESTION.test(question)
    const kindWeight = ADVICE_QUESTION.test(normalize(question)) ? ADVICE_KIND_WEIGHT : KIND_WEIGHT
    // A question answered by a figure prefers a passage with a sentence that states one about what was asked.
    const figure =
      options.preferFigures !== false &&
      /\bhow (many|much|long|far|big|often)\b|\bnotice\b|\bsize\b|\bretention( period)? (for|of|on)\b/.test(
        normalize(question),
      )
    // A heading about the opposite move ("What happens when I upgrade?" for "if I drop down to
    // Advanced") answers another question.
    const opposite = OPPOSITES.flatMap(([one, other]) =>
      meant.has(one) && !meant.has(other) ? [other] : meant.has(other) && !meant.has(one) ? [one] : [],
    )
    const named = namedArticle(options.context ? `${question} ${options.context}` : question)
    const ownWeight = weighted.slice(0, own.length)
    const ownTotal = ownWeight.reduce((sum, [, weight]) => sum + weight, 0) || 1
    // "What kinds of activities…?" is answered by a list: a passage that announces one about what was asked is preferred.
    const listing = options.preferFigures !== false && asksForList(question)
    const coverageOf = (sentence: ReadonlySet<string>) =>
      ownWeight.reduce(
        (sum, [term, weight]) => sum + (sentence.has(term) || expansionFound(expansions, term, sentence) ? weight : 0),
        0,
      ) / totalWeight

    const hits: Hit[] = []
    // Re-ranking moves a result by a bounded factor, so only the head of the BM25 list can reach the top.
    for (const result of results.slice(0, RERANK_DEPTH)) {
      const passage = byId.get(result.id as string)
      if (!passage || (passage.collective && !aboutGroup)) continue
      const {
        headingTerms: heading,
        form: headingForm,
        procedural: stepsHeading,
        figureSentences,
        listLines,
        moves,
      } = info.get(passage.id)!
      const matched = new Set(result.queryTerms)
      const credited = new Set(matched)
      const ownCredit = new Set(matched)
      for (const { trigger, words } of expansions) {
        if (words.some((word) => matched.has(word))) for (const term of trigger) credited.add(term)
        // A follow-up's word is not spoken to by the earlier question's words ("and a refund?" after "cancel").
        if (words.some((word) => matched.has(word) && !contextTerms.has(word)))
          for (const term of trigger) ownCredit.add(term)
      }
      // A passage about the opposite move does not speak to the move asked about, neither through
      // the words they share ("billing period" is in the upgrade clause as well as the downgrade
      // one) nor by naming it in passing ("More detail on upgrades, downgrades…").
      const aboutOpposite = opposite.some((term) => heading.has(term) || speaksMostOf(moves, term))
      if (aboutOpposite)
        for (const term of MOVES) {
          credited.delete(term)
          ownCredit.delete(term)
        }
      const coverage =
        weighted.reduce((sum, [term, weight]) => sum + (credited.has(term) ? weight : 0), 0) / totalWeight
      const ownCoverage =
        ownWeight.reduce((sum, [term, weight]) => sum + (ownCredit.has(term) ? weight : 0), 0) / ownTotal
      // A heading that names what was asked ("How long we keep data: Usage statistics") beats a passing mention.
      const inHeading = new Set([...credited].filter((term) => heading.has(term)))
      for (const { trigger, words } of expansions) {
        if (words.some((word) => heading.has(word))) for (const term of trigger) inHeading.add(term)
      }
      const headingCoverage =
        weighted.reduce((sum, [term, weight]) => sum + (inHeading.has(term) ? weight : 0), 0) / totalWeight
      let figureCoverage = 0
      if (figure)
        for (const sentence of figureSentences) figureCoverage = Math.max(figureCoverage, coverageOf(sentence))
      let listCoverage = 0
      if (listing) for (const line of listLines) listCoverage = Math.max(listCoverage, coverageOf(line))
      hits.push({
        passage,
        coverage,
        matched: [...ownCredit].filter((term) => !added.has(term)),
        ownCoverage,
        score:
          result.score *
          kindWeight[passage.kind] *
          (0.35 + coverage) *
          (0.7 + 0.6 * headingCoverage) *
          (form && headingForm === form ? 1.15 : 1) *
          // A FAQ item that asks why answers with reasons, not what a "what" or "how" question asks for.
          (headingForm === 'why' && form && form !== 'why' ? WHY_HEADING : 1) *
          (procedural && stepsHeading ? 1.5 : 1) *
          (figure ? 0.7 + 0.8 * figureCoverage : 1) *
          (listing ? 0.6 + 1.2 * listCoverage : 1) *
          (aboutOpposite ? OPPOSITE_MOVE : 1) *
          (named && passage.url === named ? NAMED_ARTICLE : 1) *
          (passage.limitKind && !amount ? 0.5 : 1),
      })
    }
    hits.sort((a, b) => b.score - a.score)
    return hits.slice(0, options.limit ?? 10)
  }

  const vocabulary = siteVocabulary(wordsOf)
  const known = learnKnownQuestions(knownQuestions, passages, whatIsAsked)
  return { version, settings, plans: content.plans, passages, byId, idf, vocabulary, search, known }
}

/** Lines that announce the list after them ("Assessa offers five activity types:" then its items). */
function listAnnouncements(text: string): string[] {
  const lines = text.split('\n')
  return lines.filter(
    (line, index) =>
      /:\s*$/.test(line) && lines.slice(index + 1, index + 3).filter((next) => /\S/.test(next)).length >= 2,
  )
}

/** Moves that are each other's opposite: a passage about one (its heading, or most of its mentions) does not answer a question about the other. */
const OPPOSITES: ReadonlyArray<readonly [string, string]> = [[terms('upgrade')[0]!, terms('downgrade')[0]!]]
const OPPOSITE_MOVE = 0.5
const MOVES = OPPOSITES.flat()

/** How often each of the opposite moves is named in a passage's terms. */
function countMoves(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const term of list) if (MOVES.includes(term)) counts.set(term, (counts.get(term) ?? 0) + 1)
  return counts
}

/**
 * Does the passage speak mostly of this move, and of its opposite at most in passing ("If you
 * upgrade, the change is immediate… More detail on upgrades, downgrades…" does not answer "when
 * does a downgrade kick in?")?
 */
function speaksMostOf(moves: ReadonlyMap<string, number>, move: string): boolean {
  const count = moves.get(move) ?? 0
  const other = OPPOSITES.find((pair) => pair.includes(move))!.find((term) => term !== move)!
  return count > (moves.get(other) ?? 0)
}

/** "Your article", "the blog post on…", "that guide": the visitor speaks of an article. */
const ARTICLE_REFERENCE = /\b(article|articles|blog|blog post|post|piece|guide|write-?up)\b/
const NAMED_ARTICLE = 2

/** A question about several strategies or techniques together ("how long do those techniques take?", "things like hinge questions or exit tickets"). */
const ABOUT_GROUP =
  /\b(strategies|techniques|ideas|tips|methods|approaches|each of (them|those|these)|all (of )?(them|those|these)|things like|stuff like|the likes of)\b/

/** Is a visitor's term spoken to in a sentence by the site's word for it? */
function expansionFound(expansions: readonly Expansion[], term: string, sentence: ReadonlySet<string>): boolean {
  return expansions.some(({ trigger, words }) => trigger.includes(term) && words.some((word) => sentence.has(word)))
}

function hashContent(content: ChatContent): string {
  return createHash('sha1').update(JSON.stringify(content)).digest('hex')
}

// A fetched result is a new object on every cache read (Next parses the cached JSON), so the
// identity check alone would rebuild every time; the content hash decides. The last build is
// kept: a revalidated fetch with changed content hashes differently and gets a new index.
const byObject = new WeakMap<object, Knowledge>()
let latest: Knowledge | undefined

/** The knowledge for a fetched content result, rebuilt only when the content changed. */
export function knowledgeFor(content: ChatContent): Knowledge {
  const known = byObject.get(content)
  if (known) return known
  const version = hashContent(content)
  if (latest?.version !== version) latest = buildKnowledge(content, version)
  byObject.set(content, latest)
  return latest
}
