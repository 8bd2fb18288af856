import type { FieldIssue } from '../issues'
import type { ApiResponse } from './api'

/**
 * Typed HTTP errors and the one place they become responses. Route handlers throw an
 * `HttpError` for anything the client did wrong; `jsonError()` turns it into a JSON body
 * with the right status (an ApiResponse, see ./api.ts). Anything else is a bug on our side: it is logged and answered
 * with a generic 500, never with its message (which may hold internals).
 */

export type ErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'validation_failed'
  | 'invalid_idempotency_key'
  | 'invalid_signature'
  | 'stale_signature'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'delivery_in_progress'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error'
  | 'not_configured'
  | 'preview_unavailable'

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  invalid_idempotency_key: 400,
  invalid_signature: 401,
  stale_signature: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  delivery_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  not_configured: 503,
  preview_unavailable: 503,
}

/** A field problem in a 400 answer (see ../issues.ts). */
export type ErrorIssue = FieldIssue

export class HttpError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly headers: Record<string, string>
  readonly issues?: ErrorIssue[]

  constructor(
    code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; issues?: ErrorIssue[] } = {},
  ) {
    super(message)
    this.name = 'HttpError'
    this.code = code
    this.status = STATUS[code]
    this.headers = options.headers ?? {}
    this.issues = options.issues
  }
}

/** Shorthands for the errors routes throw most. */
export const httpErrors = {
  methodNotAllowed: (allow: readonly string[]) =>
    new HttpError('method_not_allowed', `Method not allowed. Use ${allow.join(', ')}.`, {
      headers: { Allow: allow.join(', ') },
    }),
  tooLarge: (maxBytes: number) => new HttpError('payload_too_large', `Request body is larger than ${maxBytes} bytes.`),
  invalidJson: () => new HttpError('invalid_json', 'Request body must be valid JSON.'),
  forbidden: (message = 'Cross-site requests are not allowed.') => new HttpError('forbidden', message),
  rateLimited: (retryAfterSeconds: number) =>
    new HttpError('rate_limited', 'Too many requests. Please wait a moment and try again.', {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  validation: (issues: ErrorIssue[], message = 'Some fields are invalid.') =>
    new HttpError('validation_failed', message, { issues }),
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** A JSON answer; `success` mirrors the status so clients that only read it stay correct. */
export function jsonOk(
  body: Record<string, unknown>,
  init: { status?: number; headers?: Record<string, string> } = {},
): ApiResponse {
  return { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers }, body: { success: true, ...body } }
}

/**
 * The JSON answer for any thrown value: `HttpError`s keep their status, message and
 * headers; anything else is logged with its context and answered 500.
 */
export function jsonError(error: unknown, context = 'request'): ApiResponse {
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { success: false, error: error.message, code: error.code }
    if (error.issues) body.issues = error.issues
    return { status: error.status, headers: { ...NO_STORE, ...error.headers }, body }
  }
  console.error(`[${context}] unexpected error`, error)
  return {
    status: 500,
    headers: NO_STORE,
    body: {
      success: false,
      error: 'Something went wrong on our side. Please try again later.',
      code: 'internal_error',
    },
  }
}
