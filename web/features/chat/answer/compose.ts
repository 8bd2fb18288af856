import type { AskedFigure } from './figures'
import { list } from './plans'
import { NUMBER_WORDS, hasDigits, hasFigure, numbersIn, sentences, terms } from './text'
import type { Passage } from './types'

/**
 * Picks the sentences of a passage that answer the question: quoted as written (numbers and
 * all), never paraphrased. FAQ answers lead with their direct answer ("No. Students join…"),
 * so their first sentence is always kept; other passages give their best-matching sentence
 * with the one after it when it is short or introduces a list.
 */

/** Share of the best sentence's match at which the sentence after it is quoted too. */
const NEXT_SENTENCE_SHARE = 0.5
const MAX_CHARS = 420
const MAX_SENTENCES = 3
const OPENING_BONUS = 1.5
/** How much less a sentence with digits may score than one with its figure in words before the words are kept. */
const SPELLED_FIGURE_LEAD = 0.8

/** "…is a manual step today; … is on the roadmap with the status Planned.": what the product does now and what is to come. */
const STATES_AVAILABILITY =
  /\b(available|part of the product|(a )?manual step) today\b|\bon the roadmap\b|\bnot (yet )?available\b|^not yet\b/i

const clean = (sentence: string) => sentence.replace(/^[-•*]\s+/, '').trim()

export interface QuoteOptions {
  /** The question's stemmed terms (and their expansions) with their weights. */
  weights: ReadonlyMap<string, number>
  /** Favour sentences with figures ("how long", "how many"). */
  wantsFigure?: boolean
  /** The kind of figure asked for ("max size" → "10MB", "how many languages" → "25+ languages"). */
  asked?: AskedFigure
  /** The figure is a count or a duration ("how many", "how long"), which the site also writes in words. */
  wantsCount?: boolean
  /** Sentences already shown (for "tell me more"). */
  skip?: ReadonlySet<string>
  /** The passage is a FAQ item asking what the visitor asked: its opening sentence is the answer. */
  sameQuestion?: boolean
  /** The visitor asked a yes/no question ("Do students need accounts?"). */
  yesNo?: boolean
  /** The visitor asked for the items of a list ("What are the three types of…?"). */
  listing?: boolean
  /** The visitor asked how to do something ("How do I come up with the wrong options?"). */
  howTo?: boolean
}

const LISTED =
  /\b(types?|kinds?|sorts?|dimensions?|parts?|stages?|forms?|categories|elements?|components?|values|principles|strateg(y|ies)|techniques?)\b/i

/**
 * "What are the three types…?", "What kinds of…", "Which types of…": a question whose answer is
 * a list's items; also "What are they?" after a lead-up that names them ("…three kinds of engagement.").
 */
export function asksForList(question: string, leadIn?: string): boolean {
  // (The message's last sentence asks it after a lead-up: "Our head of department says… What are the kinds…?")
  const last = question.slice(question.search(/[^.!?]*[.!?]*\s*$/))
  return (
    [question, last].some(
      (asked) =>
        (/^\W*(what|which) (are|were)\b/i.test(asked) && LISTED.test(asked)) ||
        /^\W*(what|which) (kinds?|types?|sorts?|forms?) of\b/i.test(asked),
    ) || pointsAtList(question, leadIn)
  )
}

/** A last "what are they?", "which three…?" whose lead-up names what they are ("Your blog mentions three kinds of engagement."). */
function pointsAtList(question: string, leadIn = ''): boolean {
  const pointing =
    /(?:^|[.!?]\s+)(what|which) ((are|were) (they|those|these)|two|three|four|five|six)\b[^.!?]*\W*$/i.exec(question)
  return pointing !== null && LISTED.test(`${leadIn} ${question.slice(0, pointing.index)}`)
}

/** A sentence that introduces what is forbidden ("In particular, you must not:"). */
const FORBIDDING_LEAD_IN = /\b(must not|may not|cannot|can't|do not|don't|never|not allowed to|prohibited)\b[^.]*:$/i

/** A list item line that opens with its label ("Cognitive engagement: The depth of…"). */
const LABELLED_ITEM = /^[-•*]?\s*([A-Z][^:.?!]{1,40}):\s+\S/

/**
 * The labels of the labelled list right after a sentence that announces it ("Engagement is
 * often described in three connected dimensions."), as written, or none.
 */
function listLabels(passage: Passage, sentence: string): string[] {
  const lines = passage.text.split('\n')
  const at = lines.findIndex((line) => line.includes(sentence))
  if (at < 0 || !hasFigure(sentence)) return []
  const labels: string[] = []
  for (const line of lines.slice(at + 1)) {
    const match = LABELLED_ITEM.exec(line)
    if (!match) break
    labels.push(match[1]!.trim())
  }
  return labels.length >= 2 ? labels : []
}

/** "Do students need…?", "Can I…?", "Is there…?": questions a bare "Yes." or "No." answers. */
export function isYesNoQuestion(question: string): boolean {
  return /^\s*(do|does|did|is|are|was|were|can|could|will|would|should|shall|may|might|am|have|has|had)\b/i.test(
    question,
  )
}

const BARE_YES_NO = /^(yes|no|not yet|not automatically)\b[^.!?]{0,30}[.!?]?$/i

interface Sentence {
  text: string
  terms: ReadonlySet<string>
  /** In the passage's first paragraph: a FAQ answer's direct answer. */
  opening: boolean
}

// Passages live as long as their knowledge version; their sentences are split once.
const sentenceCache = new WeakMap<Passage, Sentence[]>()

function sentencesOf(passage: Passage): Sentence[] {
  let cached = sentenceCache.get(passage)
  if (!cached) {
    const [first = ''] = passage.text.split('\n')
    const opening = new Set(sentences(first).map(clean))
    cached = sentences(passage.text)
      .map(clean)
      .filter(Boolean)
      .map((text) => ({ text, terms: new Set(terms(text)), opening: passage.kind === 'faq' && opening.has(text) }))
    sentenceCache.set(passage, cached)
  }
  return cached
}

/** Does the passage state the kind of figure asked for? An article's advice heading may ("Keep no more than three goals active per class"). */
export function statesFigure(passage: Passage, asked: AskedFigure): boolean {
  return (
    (passage.kind === 'article' && asked.states(passage.heading)) ||
    // A list of labelled items under a heading that names what is counted ("What we value": six values).
    countsItemsOf(passage, asked) ||
    sentencesOf(passage).some((sentence) => asked.states(sentence.text))
  )
}

/**
 * A passage's lines, and its introduction when its first line counts the items after it as what
 * its heading names ("What we value": "Six values guide…").
 */
function introAndItems(passage: Passage): { intro?: string; items: string[] } {
  const lines = passage.text.split('\n').filter((line) => line.trim())
  const counted = new RegExp(`^${NUMBER_WORDS[lines.length - 1] ?? '-'} (\\w+)`, 'i').exec(lines[0] ?? '')?.[1]
  return counted && terms(passage.heading).includes(terms(counted)[0] ?? '')
    ? { intro: lines[0], items: lines.slice(1) }
    : { items: lines }
}

/**
 * The labels of a passage that is one labelled list, a line per item ("Efficiency: Every feature…"),
 * as written (after an introduction: "Six values guide what we build…").
 */
function itemLabels(passage: Passage): string[] {
  const labels = introAndItems(passage).items.map((line) => LABELLED_ITEM.exec(line)?.[1]?.trim())
  return labels.length >= 3 && labels.every(Boolean) ? (labels as string[]) : []
}

/** Is the passage one labelled list under a heading that names what the question counts? */
const countsItemsOf = (passage: Passage, asked: AskedFigure) =>
  asked.kind === 'count' &&
  asked.nouns!.some((noun) => terms(passage.heading).includes(noun)) &&
  itemLabels(passage).length > 0

/**
 * "How many core values are there?", "what kinds of…?" about a passage that is itself a list
 * under a heading that names what was asked ("What we value"): how many items, and their labels as written.
 */
function countedItems(passage: Passage, options: QuoteOptions): string | undefined {
  if (options.skip?.size || !(options.listing || options.asked?.kind === 'count')) return undefined
  const heading = new Set(terms(passage.heading))
  if (options.asked?.kind === 'count' && !options.asked.nouns!.some((noun) => heading.has(noun))) return undefined
  if (options.listing && ![...options.weights.keys()].some((term) => heading.has(term))) return undefined
  const labels = itemLabels(passage)
  if (labels.length === 0) return undefined
  const count = NUMBER_WORDS[labels.length] ?? String(labels.length)
  return `${passage.heading.replace(/[.:?]$/, '')} (${count}): ${list(labels)}.`
}

/**
 * The labelled item of the same list that a sentence refers to by its label ("Other teaching
 * content … is kept as part of the account data" → "Account data: kept while the account exists…").
 */
function referredItem<T extends { sentence: string }>(sentence: string, candidates: readonly T[]): T | undefined {
  const lower = sentence.toLowerCase()
  return candidates.find((candidate) => {
    const label = LABELLED_ITEM.exec(candidate.sentence)?.[1]?.trim().toLowerCase()
    return (
      label !== undefined &&
      candidate.sentence !== sentence &&
      new RegExp(
        String.raw`\b(is|are) (kept|stored|held|treated) as (part of )?(the |your )?${label.replace(/[^a-z0-9 ]/g, '.')}(?![a-z0-9])`,
      ).test(lower)
    )
  })
}

/** "The rating is…" right after a sentence that rates: the noun picks up what the sentence before it named. */
function namesAgain(sentence: string, before: Sentence): boolean {
  const noun = /^The (\w+) (is|are|was|were)\b/.exec(sentence)?.[1]
  const term = noun ? terms(noun)[0] : undefined
  return term !== undefined && before.terms.has(term)
}

/** "…puts that agreement in place" right after the sentence that named the agreement: it points back to it. */
function namesThatAgain(sentence: string, before: Sentence): boolean {
  return [...sentence.matchAll(/\b(?<!so |such |means |ensures? |shows? |sure |says? )(that|those) (\w+)/gi)].some(
    (match) => {
      const term = terms(match[2]!)[0]
      return term !== undefined && before.terms.has(term)
    },
  )
}

export function quotePassage(passage: Passage, options: QuoteOptions): string[] {
  const items = countedItems(passage, options)
  if (items) {
    // (With the list's introduction, which says what the items are for.)
    const { intro } = introAndItems(passage)
    return intro ? [intro, items] : [items]
  }
  const parsed = sentencesOf(passage)
  const all = parsed.map((sentence) => sentence.text)
  // (Sentences shown under the passage's name, below, were shown as written.)
  const named = passage.named ? `${passage.heading.trim()}: ` : undefined
  const skip =
    named && options.skip
      ? new Set([...options.skip].map((shown) => (shown.startsWith(named) ? shown.slice(named.length) : shown)))
      : (options.skip ?? new Set<string>())
  const candidates = all.map((sentence, index) => ({ sentence, index })).filter(({ sentence }) => !skip.has(sentence))
  if (candidates.length === 0) return []
  const scoreOf = (index: number) => {
    let score = 0
    for (const term of parsed[index]!.terms) score += options.weights.get(term) ?? 0
    // A FAQ answer's first paragraph answers; the rest advises. Asked "can it…?", a sentence
    // that says what it does today and what is still to come answers too.
    return parsed[index]!.opening || (options.yesNo && score > 0 && STATES_AVAILABILITY.test(parsed[index]!.text))
      ? score * OPENING_BONUS
      : score
  }
  const scored = candidates.map((candidate) => ({ ...candidate, score: scoreOf(candidate.index) }))
  let best = scored.reduce((a, b) => (b.score > a.score ? b : a), scored[0]!)
  // The best match, when a figure takes its place: it is kept beside the figure if there is room.
  let displaced: (typeof scored)[number] | undefined
  // The figure is the list item the best sentence names: the two are quoted together, nothing else.
  let byReference = false
  const asked = options.asked
  const statesAsked = (candidate: { sentence: string }) => asked !== undefined && asked.states(candidate.sentence)
  if ((options.wantsFigure || asked) && !statesAsked(best)) {
    // "How long…?" is answered by a figure: the best sentence that has one, unless it barely matches.
    // The kind asked for first ("max size" → "10MB", "how many languages" → "25+ languages"), even
    // in a sentence that shares no other word with the question; then digits ("30 days"); a
    // number in words ("three or four") when there are none.
    const near = scored.filter(
      (candidate) => (candidate.score > 0 && candidate.score >= best.score * 0.15) || statesAsked(candidate),
    )
    const withAsked = near.filter(statesAsked)
    const withDigits = withAsked.length > 0 ? withAsked : near.filter((candidate) => hasDigits(candidate.sentence))
    const withFigure = withDigits.length > 0 ? withDigits : near.filter((candidate) => hasFigure(candidate.sentence))
    // "…is kept as part of the account data": the item of the list it names states the figure.
    const referred = referredItem(best.sentence, scored)
    const figure =
      referred && (statesAsked(referred) || hasDigits(referred.sentence))
        ? referred
        : withFigure.length > 0
          ? withFigure.reduce((a, b) => (b.score > a.score ? b : a))
          : undefined
    // A best sentence with its own figure keeps its place when none states the kind asked for;
    // so does one that states its figure in words ("for the next three billing cycles") against
    // a digit that speaks clearly less to the question.
    const keep =
      withAsked.length === 0 &&
      (hasDigits(best.sentence) ||
        (options.wantsCount === true &&
          hasFigure(best.sentence) &&
          figure !== undefined &&
          figure.score < best.score * SPELLED_FIGURE_LEAD))
    if (figure && !keep) {
      if (figure !== best) displaced = best
      byReference = figure === referred
      best = figure
    }
  }

  // After a sentence that introduces a list ("…the following retention periods:"), the item the
  // question names ("logs: kept for 90 days"), else the next sentence. Items run on while each ends with ";" or ",".
  const nextOrNamedItem = (at: number) => {
    if (!all[at]!.endsWith(':')) return at + 1
    let item: (typeof scored)[number] | undefined
    for (let index = at + 1; index < all.length; index++) {
      const candidate = scored.find((entry) => entry.index === index)
      if (candidate && candidate.score > (item?.score ?? 0)) item = candidate
      if (!/[;,]$|[;,] (and|or)$/.test(all[index]!)) break
    }
    return item?.index ?? at + 1
  }

  const chosen = new Set<number>()
  // A passage whose first sentence says what it is opens with it ("… is on the roadmap with the status Planned.").
  if (passage.lead && skip.size === 0 && !skip.has(all[0]!)) chosen.add(0)
  if (passage.kind === 'faq' && options.sameQuestion && skip.size === 0) {
    // A bare "Yes." or "No." answers only a yes/no question, and needs the sentence that explains it.
    const bare = BARE_YES_NO.test(all[0]!)
    const first = bare && !options.yesNo && all.length > 1 ? 1 : 0
    chosen.add(first)
    if (all[first]!.length < 50 && first + 1 < all.length) chosen.add(first + 1)
    if (best.score > 0 && best.index >= first) chosen.add(best.index)
  } else {
    // A sentence that states the figure asked for answers even when it shares no other word.
    let start = best.score > 0 || statesAsked(best) ? best.index : candidates[0]!.index
    if (BARE_YES_NO.test(all[start]!) && (!options.yesNo || !options.sameQuestion) && start + 1 < all.length) start += 1
    chosen.add(start)
    // "This opens…", "…until then", "The same applies when…": a sentence that leans on the one before needs it.
    // So does "The rating is stored…" after "…rate it from 1 to 5 stars.": the thing it just named,
    // and "…puts that agreement in place" after the sentence that names the agreement.
    if (
      start > 0 &&
      (/^(this|that|these|those|it|they|then|such|the same (applies|apply|is true|goes|holds))\b|\buntil then\b/i.test(
        all[start]!,
      ) ||
        namesAgain(parsed[start]!.text, parsed[start - 1]!) ||
        namesThatAgain(parsed[start]!.text, parsed[start - 1]!))
    )
      chosen.add(start - 1)
    const current = all[start]!
    // The next sentence, when the first is short or leads into it, or speaks to the question too
    // ("ask for the change in the chat." → "Each chat refinement uses an AI request").
    const next = scored.find((candidate) => candidate.index === start + 1)
    const speaksToo = next !== undefined && best.score > 0 && next.score >= best.score * NEXT_SENTENCE_SHARE
    // (Not one that only says it again: "Every plan includes every feature." and the feature
    // list's "Every feature included".)
    const repeats = (at: number) =>
      parsed[at]!.terms.size > 0 && [...parsed[at]!.terms].every((term) => parsed[start]!.terms.has(term))
    if (
      !byReference &&
      (current.length < 80 || /[:?]$/.test(current) || speaksToo) &&
      start + 1 < all.length &&
      !skip.has(all[start + 1]!) &&
      !repeats(start + 1)
    )
      chosen.add(nextOrNamedItem(start))
  }

  // A figure question answered in two places of the passage ("deleted 30 days after expiry",
  // "that 30-day window") gets both: the other may be the one that states it plainly.
  if (options.wantsFigure && skip.size === 0 && !byReference) {
    const runnerUp = scored
      .filter((candidate) => !chosen.has(candidate.index) && hasDigits(candidate.sentence))
      .reduce<(typeof scored)[number] | undefined>((a, b) => (!a || b.score > a.score ? b : a), undefined)
    if (runnerUp && runnerUp.score >= best.score * 0.5 && runnerUp.score > 0) chosen.add(runnerUp.index)
  }

  // Is there room for one more sentence in the reply?
  const roomFor = (sentence: string) =>
    chosen.size < MAX_SENTENCES &&
    [...chosen].reduce((sum, index) => sum + all[index]!.length, sentence.length) <= MAX_CHARS
  // An article's advice ends with a tip, its concrete step ("Write the wrong answers first: list
  // the three mistakes…"): quoted when it speaks to the question at all.
  const tip =
    passage.kind === 'article' && skip.size === 0
      ? scored.find((candidate) => candidate.sentence.startsWith('Tip:') && candidate.score > 0)
      : undefined
  if (options.howTo && tip && !chosen.has(tip.index)) {
    // Asked "how do I…?", with no room, the tip takes the place of a sentence that only followed
    // on from the best one, when it speaks to the question at least as much.
    const follower = scored.find(
      (candidate) => chosen.has(candidate.index) && candidate.index !== best.index && candidate.score <= tip.score,
    )
    if (!roomFor(tip.sentence) && follower) chosen.delete(follower.index)
    if (roomFor(tip.sentence)) chosen.add(tip.index)
  }

  // The sentence that matched the question best still answers its other half ("what's wrong with it?").
  if (displaced && skip.size === 0 && roomFor(displaced.sentence)) chosen.add(displaced.index)

  // Asked anything else, the tip follows what was quoted when there is room (after the best match's other half).
  if (tip && !chosen.has(tip.index) && roomFor(tip.sentence)) chosen.add(tip.index)

  // A second figure asked in the same message ("what kind of file, and how large?") is stated too.
  const second = asked?.also
  if (
    second &&
    skip.size === 0 &&
    chosen.size < MAX_SENTENCES &&
    ![...chosen].some((index) => second.states(all[index]!))
  ) {
    const extra = scored
      .filter((candidate) => !chosen.has(candidate.index) && second.states(candidate.sentence))
      .reduce<(typeof scored)[number] | undefined>((a, b) => (!a || b.score > a.score ? b : a), undefined)
    const length = [...chosen].reduce((sum, index) => sum + all[index]!.length, extra?.sentence.length ?? 0)
    if (extra && length <= MAX_CHARS) chosen.add(extra.index)
  }

  // An item of a list that forbids ("In particular, you must not:" … "use Assessa, or its
  // outputs, to make decisions…") would read as an instruction on its own: it keeps its lead-in.
  for (const index of [...chosen]) {
    if (!/^[a-z]/.test(all[index]!)) continue
    let at = index - 1
    while (at >= 0 && /[;,]$|[;,] (and|or)$/.test(all[at]!)) at--
    if (at >= 0 && FORBIDDING_LEAD_IN.test(all[at]!)) chosen.add(at)
  }

  // A sentence that asks ("New to Assessa?") or introduces (":") is never the last one quoted.
  const last = Math.max(...chosen)
  if (/[:?]$/.test(all[last]!) && last + 1 < all.length) chosen.add(nextOrNamedItem(last))

  if (options.listing && skip.size === 0) {
    // The sentence that announces the list, then the list's labels as written.
    // (A quoted item of the list reads back to the sentence that announces it.)
    let first = Math.min(...chosen)
    while (first > 0 && LABELLED_ITEM.test(all[first]!) && listLabels(passage, all[first]!).length === 0) first--
    // (From the first sentence of the paragraph that announces it: "…in three connected dimensions.")
    while (first > 0 && listLabels(passage, all[first - 1]!).length > 0) first--
    const labels = listLabels(passage, all[first]!)
    const items = `${list(labels)}.`
    // "… five activity types:" reads on into its items.
    if (labels.length > 0) return all[first]!.endsWith(':') ? [`${all[first]!} ${items}`] : [all[first]!, items]
  }

  const out: string[] = []
  let length = 0
  // An article's advice heading may be where the figure is ("Keep no more than three goals
  // active per class"): a figure question whose quoted sentences have no digits opens with it.
  const heading = headingStatement(passage, options, scoreOf)
  const stated = (sentence: string) => (asked ? asked.states(sentence) : hasDigits(sentence))
  // (Also when the quoted sentences state only the heading's own number, as its reason: "With
  // more than three, some will be neglected" under "Keep no more than three goals active".)
  const headingNumbers = new Set(heading ? numbersIn(heading) : [])
  const statesOtherFigure = (sentence: string) =>
    stated(sentence) && (numbersIn(sentence).length === 0 || numbersIn(sentence).some((n) => !headingNumbers.has(n)))
  if (heading && (!asked || asked.states(heading)) && ![...chosen].some((index) => statesOtherFigure(all[index]!))) {
    out.push(heading)
    length += heading.length
  }
  // Named advice (an article's strategy, a tutorial's pro tip) is known by its name ("A do-now
  // task waiting at the door"): the quote opens with it.
  // (It names what is quoted, and takes no room from it.)
  const name = named && skip.size === 0 && out.length === 0 ? passage.heading.trim() : undefined
  for (const index of [...chosen].sort((a, b) => a - b)) {
    const sentence = all[index]!
    if (out.length >= MAX_SENTENCES || (out.length > 0 && length + sentence.length > MAX_CHARS)) break
    out.push(sentence)
    length += sentence.length
  }
  if (name && out.length > 0) {
    if (out[0]!.startsWith('Tip:')) out.unshift(`${name}.`)
    else out[0] = `${name}: ${out[0]}`
  }
  return out
}

/** A statement heading that states a figure and speaks to the question at least as much as the passage's best sentence. */
function headingStatement(
  passage: Passage,
  options: QuoteOptions,
  scoreOf: (index: number) => number,
): string | undefined {
  const heading = passage.heading.trim()
  // A heading that names the items of its section ("Four strategies…: Jigsaw expert groups, …")
  // answers "what are they?".
  if (options.listing && !options.skip?.size && passage.kind === 'article' && /: [^:]+, [^:]+$/.test(heading))
    return `${heading}.`
  if (!options.wantsFigure || options.skip?.size || passage.kind !== 'article') return undefined
  if (/[?:]$/.test(heading) || heading.split(/\s+/).length < 4 || !hasFigure(heading)) return undefined
  let score = 0
  for (const term of new Set(terms(heading))) score += options.weights.get(term) ?? 0
  const best = Math.max(0, ...sentencesOf(passage).map((_, index) => scoreOf(index)))
  // A heading that states the very figure asked for ("…three goals…" for "how many goals?") needs only to speak to the question.
  return score > 0 && (score >= best || options.asked?.states(heading) === true) ? `${heading}.` : undefined
}

/** Joins quoted sentences: list items ("Payment records: kept for 7 years.") become sentences. */
export function joinSentences(parts: readonly string[]): string {
  return (
    parts
      .map((part) => part.replace(/[;,]\s*(and|or)?$/, ''))
      // "…must provide:" reads on into a lower-case item ("the organisation's name.").
      .map((part, index) =>
        /[.!?)]$/.test(part) || (part.endsWith(':') && /^[a-z]/.test(parts[index + 1] ?? ''))
          ? part
          : `${part.replace(/:$/, '')}.`,
      )
      // A list item quoted on its own opens a sentence ("backups: cleared within 90 days" → "Backups: …").
      .map((part, index) =>
        index > 0 && parts[index - 1]!.endsWith(':') ? part : part.replace(/^[a-z]/, (first) => first.toUpperCase()),
      )
      .join(' ')
  )
}
