import type { IncomingMessage } from 'node:http'

/**
 * Requests the production server refuses before Next sees them, because Next would answer
 * them with a 500 (an App Router app has no error page for the 4xx it means to send) or worse.
 * Each rule names the Next behaviour it stands in for; the hostile-client test
 * (tests/e2e/hostile-clients.spec.ts) finds any new one.
 */
export interface Refusal {
  status: 400 | 405
  error: string
  allow?: string
}

/** The methods Next's route handlers know; anything else (TRACE, PROPFIND…) makes it throw. */
const NEXT_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')

export function refuseBeforeNext(req: Pick<IncomingMessage, 'method' | 'url'>): Refusal | undefined {
  const url = req.url ?? ''
  // `*` and the absolute form `http://host/…` (meant for proxies): Next fails to parse the
  // first and redirects the second to that other host.
  if (!url.startsWith('/')) return { status: 400, error: 'The request target must be a path starting with /.' }
  const path = url.split('?', 1)[0]!
  try {
    decodeURIComponent(path)
  } catch {
    // Next cannot decode such a dynamic segment (`/faq/%`) and answers 500 (vercel/next.js#92527).
    return { status: 400, error: 'The URL path is not valid percent-encoded UTF-8.' }
  }
  const method = req.method ?? 'GET'
  if (!NEXT_METHODS.has(method)) {
    return {
      status: 405,
      error: `The ${method} method is not supported.`,
      allow: isApi(path) ? [...NEXT_METHODS].join(', ') : 'GET, HEAD',
    }
  }
  // Outside /api/ the site serves pages and files only (it has no server actions): Next means
  // 405 for other methods but answers 500 for files (vercel/next.js#92141) and for a broken
  // form post to a page.
  if (!isApi(path) && method !== 'GET' && method !== 'HEAD') {
    return { status: 405, error: `Pages and files accept GET and HEAD only, not ${method}.`, allow: 'GET, HEAD' }
  }
  return undefined
}

/**
 * Pages and files are served whole: nothing here is big enough to need a partial download, and
 * Next answers a Range it cannot satisfy (or parse) with a 500 instead of a 416. Ignoring Range
 * is always allowed (RFC 9110 §14.2). API routes keep their headers untouched.
 */
export function ignoreRangeOutsideApi(req: IncomingMessage): void {
  const path = (req.url ?? '/').split('?', 1)[0]!
  if (isApi(path) || req.headers.range === undefined) return
  delete req.headers.range
  delete req.headers['if-range']
}
