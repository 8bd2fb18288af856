import { readBytes } from './request'

/**
 * The request and response of an API endpoint, smaller than the web Request/Response: the
 * site server builds them straight from Node's http objects (a web Request costs more to
 * construct than a chat reply costs to compute), Next's route handlers adapt theirs below.
 */
export interface ApiRequest {
  readonly method: string
  /**
   * The address of the peer that connected (the site server knows it); undefined for Next's
   * route handlers, which are not given the socket (see clientKey in ./request.ts).
   */
  readonly remoteAddress: string | undefined
  /** A header's value (comma-joined when repeated), or null. */
  header(name: string): string | null
  /** The body's bytes; throws HttpError 413 once more than `maxBytes` arrive. */
  readBody(maxBytes: number): Promise<Uint8Array>
}

export interface ApiResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  /** Sent as JSON. */
  readonly body: Readonly<Record<string, unknown>>
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>

export function apiRequestFromFetch(request: Request): ApiRequest {
  return {
    method: request.method,
    remoteAddress: undefined,
    header: (name) => request.headers.get(name),
    readBody: (maxBytes) => readBytes(request, maxBytes),
  }
}

export function fetchResponseFromApi(response: ApiResponse): Response {
  return Response.json(response.body, { status: response.status, headers: response.headers })
}
