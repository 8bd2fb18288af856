import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from '@/features/chat/constants'
import type { ErrorIssue } from '@/lib/http/errors'

/** The body of POST /api/chatbot/message: the visitor's message and the widget's session id. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: 'message must be a string' })
    .trim()
    .min(1, { error: 'message must not be empty' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` }),
  sessionId: z.uuid({ error: 'sessionId must be a UUID' }),
})

export type ChatMessageInput = z.infer<typeof chatMessageSchema>

export function toIssues(error: z.ZodError): ErrorIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }))
}
