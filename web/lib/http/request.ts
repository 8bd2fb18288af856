import type { ApiRequest } from './api'
import { httpErrors } from './errors'
import { visitorAddress, type TrustProxy } from './visitor'

/**
 * Reads a JSON body of at most `maxBytes` (see readBoundedBody). Throws `HttpError` 413 when
 * too large and 400 when the body is not JSON.
 */
export async function readJsonBody(request: ApiRequest, maxBytes: number): Promise<unknown> {
  const bytes = await readBoundedBody(request, maxBytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw httpErrors.invalidJson()
  }
  if (!text.trim()) throw httpErrors.invalidJson()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw httpErrors.invalidJson()
  }
}

/**
 * The body as text, for handlers that must see the exact bytes (signature checks).
 * Same bounds as readJsonBody: throws `HttpError` 413 when larger than `maxBytes`.
 */
export async function readTextBody(request: ApiRequest, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBody(request, maxBytes))
}

/**
 * The declared Content-Length is checked first (cheap refusal), then the bytes actually read,
 * since the header can be absent (chunked) or lie.
 */
async function readBoundedBody(request: ApiRequest, maxBytes: number): Promise<Uint8Array> {
  const declared = request.header('content-length')
  if (declared !== null && Number(declared) > maxBytes) throw httpErrors.tooLarge(maxBytes)
  return request.readBody(maxBytes)
}

/** A web Request's body, at most `maxBytes` (HttpError 413 beyond). */
export async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // Stop reading; the rest of the upload is not wanted.
      await reader.cancel().catch(() => undefined)
      throw httpErrors.tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * The visitor, as a rate-limit key (./visitor.ts): the connecting address, or behind a trusted
 * proxy the right-most X-Forwarded-For hop that is not itself trusted.
 *
 * Next's route handlers (what `next dev` serves; in production the site server answers these
 * endpoints with the socket at hand) are not given the socket. Next writes the peer's address
 * into X-Forwarded-For only when the request has none, so there the header's last hop stands
 * in for the peer: correct for a browser, but a client that sends the header itself picks its
 * own key. Acceptable for a development server; never one shared bucket.
 */
export function clientKey(request: ApiRequest, trust: TrustProxy): string {
  const forwardedFor = request.header('x-forwarded-for')
  if (request.remoteAddress !== undefined) {
    return visitorAddress(request.remoteAddress, forwardedFor, trust) ?? 'unknown'
  }
  const cut = forwardedFor?.lastIndexOf(',') ?? -1
  const peer = forwardedFor?.slice(cut + 1).trim()
  const before = cut === -1 ? undefined : forwardedFor!.slice(0, cut)
  // Neither socket nor header: only a handler called outside any server (tests).
  return visitorAddress(peer, before, trust) ?? 'unknown'
}

/**
 * Refuses cross-site requests: a browser always sends Origin on a cross-site POST, so an
 * Origin whose host is neither the request's own host nor the public site's is refused.
 * Requests without Origin (same-origin GETs, curl, server-to-server) pass.
 */
export function assertSameOrigin(request: ApiRequest, siteUrl: string): void {
  const origin = request.header('origin')
  if (origin === null) return
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    // "null" (sandboxed frames, file://) or garbage: not our site.
    throw httpErrors.forbidden()
  }
  const allowed = new Set<string>()
  for (const header of ['host', 'x-forwarded-host']) {
    const value = request.header(header)?.split(',')[0]?.trim()
    if (value) allowed.add(value.toLowerCase())
  }
  try {
    allowed.add(new URL(siteUrl).host)
  } catch {
    // SITE_URL is validated at start-up.
  }
  if (!allowed.has(originHost.toLowerCase())) throw httpErrors.forbidden()
}
