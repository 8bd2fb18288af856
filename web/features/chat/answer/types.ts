import type { CHAT_CONTENT_QUERY_RESULT } from '@/sanity/types'
import type { LimitKind } from './plans'

/** What CHAT_CONTENT_QUERY returns: everything the assistant may answer from. */
export type ChatContent = CHAT_CONTENT_QUERY_RESULT
export type ChatPlan = ChatContent['plans'][number]

export type PassageKind = 'faq' | 'plan' | 'tutorial' | 'article' | 'legal' | 'page'

/** One answerable piece of the site: a FAQ answer, a plan limit, a tutorial or article section, a legal section. */
export interface Passage {
  /** Stable within one content version, e.g. "faq:student-activities:3" or "plan:free:classes". */
  id: string
  kind: PassageKind
  /** Public path of the page that shows it (from pathFor). */
  url: string
  /** Title of that page, used in the "More:" link. */
  title: string
  /** The question or section heading. */
  heading: string
  /** Plain text; lines are paragraphs or list items. */
  text: string
  /** Its first sentence says what the passage is (a roadmap item's status, who the founder is): always quoted. */
  lead?: boolean
  /** Its heading names the advice its text explains (an article's strategy, a tutorial's pro tip): a quote opens with the name. */
  named?: boolean
  /** Speaks of a section's items together (its introduction): answers only questions about them as a group. */
  collective?: boolean
  /** Extra words to find it by (not shown). */
  keywords?: string
  /** Set on plan passages. */
  planType?: ChatPlan['planType']
  limitKind?: LimitKind
}

/** What a session remembers of an answer, to understand the follow-up ("and on Pro?"). */
export interface Topic {
  limitKind?: LimitKind
  /** Plan types the answer was about (one, or all when comparing). */
  planTypes?: ChatPlan['planType'][]
  /** The passage the answer came from. */
  passageId?: string
  /** The question's search words, carried into a short follow-up ("and for PDFs?"). */
  query?: string
  /** The passage's sentences already shown, so "tell me more" goes on from there. */
  shown?: string[]
}

/** One exchange of a session, oldest first when passed to the engine. */
export interface Turn {
  message: string
  /** The answer's text, without the link to its page. */
  reply: string
  topic: Topic | null
}

export type AnswerKind =
  'greeting' | 'thanks' | 'goodbye' | 'identity' | 'help' | 'contact' | 'offTopic' | 'planLimit' | 'search' | 'unknown'

/**
 * An answer as data: what to say and what it is grounded on. The link to the best source's
 * page is added where the reply leaves the server (`replyMarkup`), not kept in the text.
 */
export interface Answer {
  kind: AnswerKind
  /** What the assistant says: quoted sentences or small talk (only e-mail addresses are linked). */
  text: string
  /** The passages the text is grounded on, best first (empty for small talk and "don't know"). */
  sources: Passage[]
  /** Remembered for follow-ups. */
  topic: Topic | null
}
