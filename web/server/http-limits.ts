import type { ServerOptions } from 'node:http'

/** Largest request head (request line with its query string, plus headers); larger is 431. */
const MAX_HEADER_BYTES = 16 * 1024

/**
 * Node's own guards against slow and oversized clients, for the production server. Without
 * them a client that trickles its headers or body a byte at a time holds a connection (and,
 * on the API fast path, a pending body read) for as long as it likes.
 * - headersTimeout / requestTimeout: the head, then the whole request, must arrive in time;
 *   Node answers 408 and closes the socket otherwise. Responses are not limited: pages still
 *   stream for as long as they take.
 * - connectionsCheckingInterval: how often Node looks for such connections (30 s by default,
 *   which would let a slow client stay up to 30 s past its deadline).
 * - maxHeaderSize: a larger head is answered 431 by Node before any of the site's code runs.
 */
export function httpServerOptions(limits: {
  SERVER_HEADERS_TIMEOUT_MS: number
  SERVER_REQUEST_TIMEOUT_MS: number
}): ServerOptions {
  return {
    headersTimeout: limits.SERVER_HEADERS_TIMEOUT_MS,
    requestTimeout: limits.SERVER_REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.min(1000, limits.SERVER_HEADERS_TIMEOUT_MS / 2),
    maxHeaderSize: MAX_HEADER_BYTES,
  }
}
