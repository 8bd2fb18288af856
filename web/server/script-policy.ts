import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { FRAMING_DENIED, scriptPolicy } from '@/lib/security-headers'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Classic or module scripts written into the page. `src` scripts are covered by 'self', and
// data blocks (JSON-LD) never run, so neither needs a hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The SHA-256 (base64) of every inline script in an HTML document, as CSP hash sources. The
 * browser hashes a script's text exactly as written between the tags (script text holds no
 * character references), so hashing the same UTF-8 bytes gives the same value.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes)) continue
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/**
 * The Content-Security-Policy header for a response: the script policy first, then what
 * Next's config already set for it (the framing rule, which differs in draft preview).
 */
export function contentSecurityPolicy(existing: unknown, options: Parameters<typeof scriptPolicy>[0]): string {
  const framing = Array.isArray(existing) ? existing.join('; ') : typeof existing === 'string' ? existing : ''
  return `${scriptPolicy(options)}; ${framing || FRAMING_DENIED}`
}

/** Page loads whose HTML the server reads to hash its inline scripts. */
export function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false
  const path = req.url ?? '/'
  if (path.startsWith('/_next/') || path.startsWith('/api/')) return false
  // Client-side navigations fetch RSC payloads from page URLs: data, not documents.
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  return (req.headers.accept ?? '').includes('text/html')
}

type WriteCallback = (error?: Error | null) => void

/**
 * Lets `render` (Next's request handler) write a page into memory, then sends it with a
 * script policy that allows exactly the inline scripts it contains, compressed for the
 * client. Prerendered pages arrive in one piece anyway, so holding them costs no latency;
 * the compression Next would have done happens here, after hashing.
 */
export async function sendDocumentWithScriptHashes(
  req: IncomingMessage,
  res: ServerResponse,
  render: () => Promise<unknown>,
  { allowGoogleTag }: { allowGoogleTag: boolean },
): Promise<void> {
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '')
  // Next compresses when the client accepts it; this response is compressed after hashing.
  delete req.headers['accept-encoding']
  // A 304 has no body to hash, and its headers would replace the cached page's policy (hashes
  // of that page's scripts) with one without them: pages are always sent in full.
  delete req.headers['if-none-match']
  delete req.headers['if-modified-since']

  const chunks: Buffer[] = []
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let finish: () => void = () => undefined
  const rendered = new Promise<void>((resolve) => {
    finish = resolve
  })
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }

  res.writeHead = function writeHead(statusCode: number, ...rest: unknown[]) {
    res.statusCode = statusCode
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | unknown[]
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), String(headers[i + 1]))
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    return res
  } as ServerResponse['writeHead']
  res.flushHeaders = () => undefined
  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    const done = (typeof encoding === 'function' ? encoding : callback) as WriteCallback | undefined
    if (done) process.nextTick(done)
    return true
  } as ServerResponse['write']
  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as WriteCallback | undefined
    if (done) res.once('finish', () => done())
    finish()
    return res
  } as ServerResponse['end']

  try {
    await render()
    // Next's handler settles once the page is written; a stream may still be ending.
    await rendered
  } finally {
    Object.assign(res, original)
  }

  let body: Buffer = Buffer.concat(chunks)
  // A redirect or an error answer instead of a page has no scripts to allow.
  const isHtml = String(res.getHeader('content-type') ?? '').includes('text/html')
  const hashes = isHtml ? inlineScriptHashes(body.toString('utf8')) : []
  res.setHeader(
    'content-security-policy',
    contentSecurityPolicy(res.getHeader('content-security-policy'), { inlineScriptHashes: hashes, allowGoogleTag }),
  )
  if (body.length > 1024 && !res.getHeader('content-encoding')) {
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined
    if (encoding) {
      body =
        encoding === 'br'
          ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(body, { level: 6 })
      res.setHeader('content-encoding', encoding)
    }
    res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'))
  }
  res.removeHeader('transfer-encoding')
  res.setHeader('content-length', body.length)
  res.end(body)
}

/**
 * Every other response (assets, images, RSC payloads, API answers from Next) gets the script
 * policy without hashes at the moment its headers go out.
 */
export function addScriptPolicyOnWriteHead(res: ServerResponse, { allowGoogleTag }: { allowGoogleTag: boolean }) {
  const writeHead = res.writeHead
  res.writeHead = function patchedWriteHead(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!res.headersSent) {
      res.setHeader(
        'content-security-policy',
        contentSecurityPolicy(res.getHeader('content-security-policy'), { allowGoogleTag }),
      )
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
}

/** `existing` (a Vary header) with `value` added unless it is there already. */
export function appendVary(existing: unknown, value: string): string {
  const current = Array.isArray(existing) ? existing.join(', ') : typeof existing === 'string' ? existing : ''
  if (current.split(',').some((part) => part.trim().toLowerCase() === value.toLowerCase())) return current
  return current ? `${current}, ${value}` : value
}
