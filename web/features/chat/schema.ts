import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from '@/features/chat/constants'

/**
 * The widget's session id is opaque: any id the client made up (a UUID, or the
 * `session_<time>_<random>` other clients generate), only bounded in length and to characters
 * that are safe as a rate-limit and store key and in a log line.
 */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/
const SESSION_ID_RULE = 'sessionId must be 8 to 128 characters of letters, digits, _ . : or -'

/** The body of POST /api/chatbot/message: the visitor's message and the widget's session id. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: 'message must be a string' })
    .trim()
    .min(1, { error: 'message must not be empty' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` }),
  sessionId: z
    .string({ error: (issue) => (issue.input === undefined ? 'sessionId is required' : 'sessionId must be a string') })
    .regex(SESSION_ID_PATTERN, { error: SESSION_ID_RULE }),
})
