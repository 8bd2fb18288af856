import type { z } from 'zod'

/** A problem with one field, as the APIs answer it and the forms show it. */
export interface FieldIssue {
  /** The field's path (`rating`, `sessionId`); `body` when the problem is the body as a whole. */
  path: string
  message: string
}

/** zod's issues as `{path, message}` pairs: the API bodies' `issues` and the form's field errors. */
export function toIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message }))
}
