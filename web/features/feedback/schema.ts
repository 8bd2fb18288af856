import { z } from 'zod'
import { FEEDBACK_LIMITS, FEEDBACK_TYPES, HONEYPOT_FIELD } from './constants'

/**
 * The feedback submission, validated by the form before sending and by the API route
 * before any work: one schema, so the two can never disagree.
 */
const FORM_OPEN_MS_CAP = 7 * 24 * 60 * 60 * 1000

/** Trimmed; an empty string or null means "not given". */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value || undefined)

export const feedbackSchema = z.object({
  name: optionalText(FEEDBACK_LIMITS.nameMax, 'Name'),
  email: z
    .string({ error: 'E-mail must be text.' })
    .trim()
    .max(FEEDBACK_LIMITS.emailMax, { error: `E-mail must be at most ${FEEDBACK_LIMITS.emailMax} characters.` })
    .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address, or leave it empty.' })]))
    .nullish()
    .transform((value) => value || undefined),
  feedbackType: z.enum(FEEDBACK_TYPES, { error: `Feedback type must be one of: ${FEEDBACK_TYPES.join(', ')}.` }),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int({ error: 'Choose a rating from 1 to 5 stars.' })
    .min(1, { error: 'Choose a rating from 1 to 5 stars.' })
    .max(5, { error: 'Choose a rating from 1 to 5 stars.' }),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, { error: 'Message is required.' })
    .max(FEEDBACK_LIMITS.messageMax, { error: `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.` }),
  publicFeedback: z.boolean({ error: 'publicFeedback must be true or false.' }).default(false),
  /**
   * How long the form was open before it was sent, in ms (the browser's monotonic clock): a
   * spam signal (./spam.ts), never stored. Optional for other clients of the API. A tab left
   * open for days is just "long": capped, not refused.
   */
  formOpenMs: z
    .number({ error: 'formOpenMs must be a number of milliseconds.' })
    .min(0, { error: 'formOpenMs must be a number of milliseconds.' })
    .transform((ms) => Math.min(Math.round(ms), FORM_OPEN_MS_CAP))
    .optional(),
})

/** What the form sends (the honeypot rides along). */
export type FeedbackInput = z.input<typeof feedbackSchema> & { [HONEYPOT_FIELD]?: string }
/** A validated submission, as stored. */
export type FeedbackSubmission = z.output<typeof feedbackSchema>

/** For the form, which loads this module on first use: one import for the schema and its issues. */
export { toIssues } from '@/lib/issues'

/** True when the honeypot field holds anything: the sender is a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}
