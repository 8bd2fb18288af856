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
}

/** One exchange of a session, oldest first when passed to the engine. */
export interface Turn {
  message: string
  reply: string
  topic: Topic | null
}

export type AnswerKind =
  'greeting' | 'thanks' | 'goodbye' | 'identity' | 'help' | 'contact' | 'offTopic' | 'planLimit' | 'search' | 'unknown'

export interface Answer {
  kind: AnswerKind
  /** The reply shown to the visitor (may contain [text](/path) links). */
  reply: string
  /** The passages the reply is grounded on, best first (empty for small talk and "don't know"). */
  sources: Passage[]
  /** The sentences quoted from the best passage (the part a model may rephrase). */
  quoted?: string
  /** Remembered for follow-ups. */
  topic: Topic | null
}
