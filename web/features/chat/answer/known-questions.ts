import { containsFigure, terms } from './text'
import type { Passage } from './types'

/**
 * What visitors asked before and what answered them: a second opinion beside the search. Each
 * known question (the tuning half of `../questions/`) comes with the page that answers it and
 * the figure its answer states, or with none, or with no answer at all. A new question is
 * compared with them (TF-IDF cosine over the engine's own terms); the closest that ask for the
 * same kind of thing vote, and when nearly all of them were answered by one passage's figure,
 * that passage is recalled (the engine quotes it when its own reply lacks the figure and the
 * passage speaks to the question nearly as well: `recalledInstead` in engine.ts).
 *
 * Figures are looked up in the content being answered from, not stored with a passage: a figure
 * an editor has since changed is on no page, so the questions that asked for it stop voting
 * until new ones are written, and what is quoted is always the published text.
 */

export interface KnownQuestion {
  question: string
  /** Path of the page that answers it; null when the site has no answer. */
  expected: string | null
  /** Other pages that state the same answer. */
  also?: string[]
  /** The text its answer states, as the CMS has it. */
  figure?: string
  /** The round of writing it comes from: cross-validation leaves a round out (`withoutRound`). */
  round: string
}

interface Recalled {
  /** The passages nearly all of the like questions were answered by, most agreed first. */
  passages: Passage[]
  /** The figures the like questions were answered with (one, or the same in other words: "40", "40 students"). */
  figures: string[]
  /** How alike the closest of them is (TF-IDF cosine, 0–1). */
  likeness: number
}

export interface KnownQuestions {
  /** The passages that answered questions like this one, when nearly all of the closest agree. */
  recall(question: string): Recalled | undefined
  /** The same without one round's questions: how the assistant does on questions it has not learned from. */
  withoutRound(round: string): KnownQuestions
}

/** How many of the closest known questions vote, from how many of the closest in words. */
const NEIGHBOURS = 5
const CANDIDATES = 30
/** The closest must read this much like the question (cosine, 0-1). */
const MIN_SIMILARITY = 0.4
/**
 * When none of them reads closely alike (below `CLOSE_LIKENESS`), at least this many that ask for
 * the same kind of thing must be among the closest: two or three loosely alike questions share a
 * subject, not the question ("will the results still be there after the activity is over?" is not
 * asking whether quiz results turn into feedback once an activity closes; "after a team project
 * has closed, are the pdfs kept?" is not asking how groups hand work in).
 */
const MIN_LOOSE_VOTERS = 4
/** Share of the neighbours' weight that must agree on one passage. */
const MIN_AGREEMENT = 0.8
/**
 * When the closest is this alike, each neighbour weighs its likeness to this power: a question
 * asked almost word for word before outvotes three that only share its subject ("should i be
 * giving marks for the little checks?" is answered as the two nearly identical ones were).
 * Below it, the neighbours weigh their likeness alone, and a loose likeness cannot outvote.
 */
const CLOSE_LIKENESS = 0.5
const CLOSE_WEIGHT_POWER = 3

/** A known question the site has no answer for votes for none: "don't know" stays "don't know". */
const NO_ANSWER = 'no answer'
/** One answered without a figure votes against recalling one: the engine answers such questions on its own. */
const NO_FIGURE = 'no figure'

type Vector = ReadonlyMap<string, number>

interface Vectors {
  vectorOf(question: string): Vector
  vectors: Vector[]
  /** What each known question asks for, once it has been a candidate. */
  asked: Map<number, string>
}

// The vectors depend on the questions only; the passages they point to, on the content.
const vectorsCache = new WeakMap<readonly KnownQuestion[], Vectors>()

function vectorsFor(known: readonly KnownQuestion[]): Vectors {
  const cached = vectorsCache.get(known)
  if (cached) return cached
  const termsOf = known.map((item) => terms(item.question))
  const df = new Map<string, number>()
  for (const list of termsOf) for (const term of new Set(list)) df.set(term, (df.get(term) ?? 0) + 1)
  // A word no known question has weighs as much as the rarest: it says the question is new.
  const idf = (term: string) => Math.log(known.length / (df.get(term) ?? 1))
  const vector = (list: readonly string[]): Vector => {
    const weights = new Map<string, number>()
    for (const term of list) weights.set(term, (weights.get(term) ?? 0) + idf(term))
    const length = Math.hypot(...weights.values()) || 1
    for (const [term, weight] of weights) weights.set(term, weight / length)
    return weights
  }
  const built = {
    vectorOf: (question: string) => vector(terms(question)),
    vectors: termsOf.map(vector),
    asked: new Map(),
  }
  vectorsCache.set(known, built)
  return built
}

/** Learns from known questions, for one version of the content (its passages). */
export function learnKnownQuestions(
  known: readonly KnownQuestion[],
  passages: readonly Passage[],
  /** What kind of answer a question asks for (`whatIsAsked` in search.ts: "figure:duration", "figure", "yes-no"…). */
  whatIsAsked: (question: string) => string,
): KnownQuestions {
  const { vectorOf, vectors, asked } = vectorsFor(known)
  // What a known question asks for, worked out when it is first a candidate (it takes a parse,
  // and most known questions are never near any question asked).
  const askedBy = (index: number) => {
    if (!asked.has(index)) asked.set(index, whatIsAsked(known[index]!.question))
    return asked.get(index)!
  }
  const onPage = new Map<string, Passage[]>()
  for (const passage of passages) {
    if (!onPage.has(passage.url)) onPage.set(passage.url, [])
    onPage.get(passage.url)!.push(passage)
  }

  // What each known question votes for: the passages that state its figure on any page that
  // answers it (its own, or one that says the same: like questions are often labelled with
  // different pages of the same answers), no answer, or no figure. One whose figure is on no
  // page (an editor changed it) does not vote.
  const stating = new Map<string, Passage[]>()
  const passagesStating = (url: string, figure: string) => {
    const key = `${url}\n${figure}`
    let found = stating.get(key)
    if (!found) {
      found = (onPage.get(url) ?? []).filter((passage) => containsFigure(`${passage.heading}\n${passage.text}`, figure))
      stating.set(key, found)
    }
    return found
  }
  const votes = known.map((item): string[] => {
    if (item.expected === null) return [NO_ANSWER]
    if (item.figure === undefined) return [NO_FIGURE]
    const figure = item.figure
    // Each page once, however it is labelled, so that no question's vote counts twice.
    return [...new Set([item.expected, ...(item.also ?? [])])].flatMap((url) =>
      passagesStating(url, figure).map((passage) => passage.id),
    )
  })
  const byId = new Map(passages.map((passage) => [passage.id, passage]))

  // Term → the voting questions that have it, with its weight there.
  const postings = new Map<string, [index: number, weight: number][]>()
  vectors.forEach((vector, index) => {
    if (votes[index]!.length === 0) return
    for (const [term, weight] of vector) {
      if (!postings.has(term)) postings.set(term, [])
      postings.get(term)!.push([index, weight])
    }
  })

  const recallWithout = (excluded: string | undefined) => (question: string) => {
    const similarity = new Float64Array(known.length)
    const touched: number[] = []
    for (const [term, weight] of vectorOf(question))
      for (const [index, other] of postings.get(term) ?? []) {
        if (known[index]!.round === excluded) continue
        if (similarity[index] === 0) touched.push(index)
        similarity[index]! += weight * other
      }
    // Alike in words is not enough: "how many steps is the tutorial?" does not answer "which
    // page of the tutorial shows how to set up a quiz?". Only those that ask for the same kind
    // of thing (a count, a duration, a name, a yes or no…) vote.
    const candidates = closest(touched, similarity, CANDIDATES)
    if (!candidates[0] || candidates[0][1] < MIN_SIMILARITY) return undefined
    const kind = whatIsAsked(question)
    const nearest = candidates.filter(([index]) => askSameKind(askedBy(index), kind)).slice(0, NEIGHBOURS)
    if (!nearest[0] || nearest[0][1] < MIN_SIMILARITY) return undefined
    if (nearest[0][1] < CLOSE_LIKENESS && nearest.length < MIN_LOOSE_VOTERS) return undefined
    const power = nearest[0][1] >= CLOSE_LIKENESS ? CLOSE_WEIGHT_POWER : 1
    const weighed = nearest.map(([index, likeness]) => [index, likeness ** power] as const)
    const tally = new Map<string, number>()
    for (const [index, weight] of weighed)
      for (const vote of votes[index]!) tally.set(vote, (tally.get(vote) ?? 0) + weight)
    const total = weighed.reduce((sum, [, weight]) => sum + weight, 0)
    // Every passage nearly all of them agree on: a page may state the figure in more than one.
    const agreed = [...tally]
      .filter(([vote, weight]) => weight >= total * MIN_AGREEMENT && byId.has(vote))
      .sort((a, b) => b[1] - a[1])
      .map(([vote]) => byId.get(vote)!)
    // A plan's figures are the plan documents' (the engine reads them for the plan asked about).
    if (agreed.length === 0 || agreed.some((passage) => passage.kind === 'plan')) return undefined
    // The figure most of them were answered with, in its several wordings ("40", "40 students");
    // a few may have asked for another figure the same passages state ("1,000,000 characters").
    const byFigure = new Map<string, number>()
    for (const [index, weight] of weighed) {
      const figure = known[index]!.figure
      if (figure !== undefined && agreed.some((passage) => votes[index]!.includes(passage.id)))
        byFigure.set(figure, (byFigure.get(figure) ?? 0) + weight)
    }
    const sameFigure = (a: string, b: string) => containsFigure(a, b) || containsFigure(b, a)
    const support = (figure: string) =>
      [...byFigure].reduce((sum, [other, weight]) => (sameFigure(figure, other) ? sum + weight : sum), 0)
    const leading = [...byFigure.keys()].reduce((a, b) => (support(b) > support(a) ? b : a))
    if (support(leading) < total / 2) return undefined
    return {
      passages: agreed,
      figures: [...byFigure.keys()].filter((figure) => sameFigure(figure, leading)),
      likeness: nearest[0][1],
    }
  }

  const make = (excluded?: string): KnownQuestions => ({
    recall: recallWithout(excluded),
    withoutRound: (round) => make(round),
  })
  return make()
}

/**
 * Whether two questions ask for the same kind of thing (see `whatIsAsked`): the same, or a
 * figure of a named kind and one of none ("what share of the class…?" and "is there a rule of
 * thumb for how many…?"), but not two named kinds (a count is not a duration).
 */
function askSameKind(a: string, b: string): boolean {
  return a === b || (a === 'figure' && b.startsWith('figure:')) || (b === 'figure' && a.startsWith('figure:'))
}

/** The `count` best-scored of `indexes`, best first (without sorting every known question that shares a word). */
function closest(indexes: readonly number[], scores: Float64Array, count: number): [index: number, score: number][] {
  const top: [number, number][] = []
  for (const index of indexes) {
    const score = scores[index]!
    if (top.length === count && score <= top[count - 1]![1]) continue
    let at = top.length
    while (at > 0 && top[at - 1]![1] < score) at--
    top.splice(at, 0, [index, score])
    if (top.length > count) top.pop()
  }
  return top
}
