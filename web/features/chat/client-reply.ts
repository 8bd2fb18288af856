/**
 * What the widget shows for a server answer (spec §8): the `reply` when there is one (even
 * on an error status), the generic error when the body names an `error`, and the technical
 * error with the contact address when the call failed or the body is not what we expect.
 */

export const chatErrorText = 'Sorry, there was an error. Please try again.'

export function technicalErrorText(contactEmail: string): string {
  return `Sorry, there was a technical error. Please try again or contact us directly at ${contactEmail}.`
}

export function replyFromBody(body: unknown, contactEmail: string): string {
  if (body && typeof body === 'object') {
    const { reply, error } = body as { reply?: unknown; error?: unknown }
    if (typeof reply === 'string' && reply.trim()) return reply
    if (error !== undefined && error !== null) return chatErrorText
  }
  return technicalErrorText(contactEmail)
}

/** Sends one message; never throws. */
export async function fetchReply(
  url: string,
  payload: { message: string; sessionId: string },
  contactEmail: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch {
    return technicalErrorText(contactEmail)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return technicalErrorText(contactEmail)
  }
  return replyFromBody(body, contactEmail)
}

/** crypto.randomUUID() where available (secure contexts); a v4 UUID from getRandomValues otherwise. */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
