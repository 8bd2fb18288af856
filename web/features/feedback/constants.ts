import { FEEDBACK_TYPES } from '@assessa/schemas/constants'

/**
 * The feedback form's fixed values, apart from the zod schema so the form can render without
 * loading zod (the schema is fetched when the visitor first submits).
 */
export const FEEDBACK_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  /** Largest request body the route accepts, in bytes (a full form is far below). */
  bodyMaxBytes: 16 * 1024,
} as const

/** Where the form posts; the endpoint is defined at this same path (spec §7). */
export const FEEDBACK_API_PATH = '/api/feedback/send-feedback'

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = 'website'

export { FEEDBACK_TYPES }

/** Labels shown in the form's type select. */
export const FEEDBACK_TYPE_LABELS: Record<(typeof FEEDBACK_TYPES)[number], string> = {
  general: 'General feedback',
  bug: 'Bug report',
  suggestion: 'Suggestion',
  feature: 'Feature request',
  praise: 'Praise',
}
