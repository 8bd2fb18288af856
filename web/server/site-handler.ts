import type { IncomingMessage, ServerResponse } from 'node:http'
import { chatEndpoint } from '@/features/chat/endpoint'
import { feedbackEndpoint } from '@/features/feedback/endpoint'
import { flushChatSessions } from '@/features/chat/assistant'
import { flushFeedback } from '@/features/feedback/configured-store'
import { closeDb } from '@/lib/db'
import type { Endpoint } from '@/lib/http/endpoint'
import { hasMarkdownTwin } from '@/features/markdown/pages'
import { closeRedis } from '@/lib/redis'
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@/lib/security-headers'
import { serveApi } from './node-bridge'
import { ignoreRangeOutsideApi, refuseBeforeNext, type Refusal } from './request-guards'
import { acceptsBrotli, indexPrecompressedAssets, sendPrecompressedAsset } from './static-assets'

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * The endpoints answered before Next sees the request. Next's own request pipeline costs
 * ~1.5 ms of CPU per request on a small machine, several times what these handlers need, so
 * under load it, not the work, would set the throughput. The same handlers also back the
 * route files under app/api, which `next dev` serves.
 */
const FAST_ENDPOINTS: ReadonlyMap<string, Endpoint> = new Map(
  [feedbackEndpoint, chatEndpoint].map((endpoint) => [endpoint.path, endpoint]),
)

const API_HEADERS = { ...SECURITY_HEADERS, 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY }

/**
 * Every request of the production server: the fast endpoints, the build's Brotli copies of
 * scripts and styles for browsers that accept them, then Next for everything else, untouched
 * (Next sends the security headers and each page's script policy itself, see next.config.ts).
 */
export function createSiteHandler(nextHandler: NextHandler, { staticDir }: { staticDir: string }) {
  const precompressed = indexPrecompressedAssets(staticDir)
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const refusal = refuseBeforeNext(req)
      if (refusal) {
        sendRefusal(req, res, refusal)
        return
      }
      ignoreRangeOutsideApi(req)
      const path = (req.url ?? '/').split('?', 1)[0]!
      finishHeadersAtWriteHead(res, { varyOnAccept: hasMarkdownTwin(path) })
      const endpoint = FAST_ENDPOINTS.get(path)
      const asset = req.method === 'GET' || req.method === 'HEAD' ? precompressed.get(path) : undefined
      if (endpoint) {
        await serveApi(req, res, endpoint.handle, API_HEADERS)
      } else if (asset && acceptsBrotli(req.headers['accept-encoding'])) {
        sendPrecompressedAsset(req, res, asset)
      } else {
        await nextHandler(req, res)
      }
    } catch (error) {
      console.error(`[server] ${req.method} ${req.url} failed`, error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('content-type', 'text/plain; charset=utf-8')
        res.end('Internal Server Error')
      } else {
        res.destroy()
      }
    }
  }
}

/**
 * Two fixes to the headers Next wrote, made as they go out:
 * - `Vary: Accept` where HTML and Markdown share a URL (next.config.ts rewrites on Accept), so
 *   caches key on it; Next replaces a Vary set by its config on pages;
 * - one `Location`: a redirect rendered on demand (ISR) arrives with the header twice.
 */
function finishHeadersAtWriteHead(res: ServerResponse, { varyOnAccept }: { varyOnAccept: boolean }) {
  const writeHead = res.writeHead
  res.writeHead = function patchedWriteHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!res.headersSent) {
      if (varyOnAccept) res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept'))
      const location = res.getHeader('location')
      if (Array.isArray(location) && new Set(location).size === 1) res.setHeader('location', location[0]!)
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

function sendRefusal(req: IncomingMessage, res: ServerResponse, { status, error, allow }: Refusal): void {
  const code = status === 405 ? 'method_not_allowed' : 'bad_request'
  const body = JSON.stringify({ success: false, error, code })
  res.writeHead(status, {
    ...API_HEADERS,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    ...(allow ? { Allow: allow } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  // Whatever body the refused request carries is not wanted.
  if (!req.readableEnded) req.resume()
}

/**
 * For a clean shutdown, once no request is in flight: commits what is still queued (feedback
 * cut off by the drain deadline, chat history), then closes Redis and the SQLite store.
 */
export async function closeSiteHandler(): Promise<void> {
  flushFeedback()
  flushChatSessions()
  await closeRedis()
  closeDb()
}

/** `existing` (a Vary header) with `value` added unless it is there already. */
function appendVary(existing: unknown, value: string): string {
  const current = Array.isArray(existing) ? existing.join(', ') : typeof existing === 'string' ? existing : ''
  if (current.split(',').some((part) => part.trim().toLowerCase() === value.toLowerCase())) return current
  return current ? `${current}, ${value}` : value
}
