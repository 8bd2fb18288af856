import type { IncomingMessage, ServerResponse } from 'node:http'
import { chatEndpoint } from '@/app/api/chatbot/message/endpoint'
import { feedbackEndpoint } from '@/app/api/feedback/send-feedback/endpoint'
import { flushChatSessions } from '@/features/chat/server'
import { closeDb } from '@/lib/db'
import type { Endpoint } from '@/lib/http/endpoint'
import { hasMarkdownTwin } from '@/lib/markdown-pages'
import { publicEnv } from '@/lib/public-env'
import { API_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '@/lib/security-headers'
import { serveApi } from './node-bridge'
import {
  addScriptPolicyOnWriteHead,
  appendVary,
  isDocumentRequest,
  sendDocumentWithScriptHashes,
} from './script-policy'
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
 * scripts and styles for browsers that accept them, then Next for everything else, with the
 * Content-Security-Policy's script policy added to each response (hashes of the inline
 * scripts for pages).
 */
export function createSiteHandler(nextHandler: NextHandler, { staticDir }: { staticDir: string }) {
  const allowGoogleTag = Boolean(publicEnv.NEXT_PUBLIC_GA_ID)
  const precompressed = indexPrecompressedAssets(staticDir)
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = (req.url ?? '/').split('?', 1)[0]!
      finishHeadersAtWriteHead(res, { varyOnAccept: hasMarkdownTwin(path) })
      const endpoint = FAST_ENDPOINTS.get(path)
      const asset = req.method === 'GET' || req.method === 'HEAD' ? precompressed.get(path) : undefined
      if (endpoint) {
        await serveApi(req, res, endpoint.handle, API_HEADERS)
      } else if (asset && acceptsBrotli(req.headers['accept-encoding'])) {
        sendPrecompressedAsset(req, res, asset, { allowGoogleTag })
      } else if (isDocumentRequest(req)) {
        await sendDocumentWithScriptHashes(req, res, () => nextHandler(req, res), { allowGoogleTag })
      } else {
        addScriptPolicyOnWriteHead(res, { allowGoogleTag })
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

/** Writes what is still queued (chat history) and closes the store, for a clean shutdown. */
export function closeSiteHandler(): void {
  flushChatSessions()
  closeDb()
}
