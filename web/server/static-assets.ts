import { createReadStream, existsSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { SECURITY_HEADERS, nonDocumentPolicy } from '@/lib/security-headers'
import { filesUnder } from './files.mjs'
import { PRECOMPRESSED_TYPES } from './precompress.mjs'

/** A Brotli copy of a build asset, written by ./precompress.mjs. */
export type PrecompressedAsset = { file: string; size: number; etag: string; contentType: string }

// Build assets are named by their content: a URL never changes what it serves.
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The Brotli copies under a build's static folder, by the URL path of the file each one
 * compresses (`/_next/static/…`). Read once at startup: a build's assets do not change while
 * it is served. A copy older than its file (a rebuild that skipped precompression) is ignored.
 */
export function indexPrecompressedAssets(staticDir: string): Map<string, PrecompressedAsset> {
  const index = new Map<string, PrecompressedAsset>()
  if (!existsSync(staticDir)) return index
  for (const file of filesUnder(staticDir)) {
    if (!file.endsWith('.br')) continue
    const original = file.slice(0, -'.br'.length)
    const contentType = PRECOMPRESSED_TYPES[path.extname(original)]
    if (!contentType || !existsSync(original)) continue
    const compressed = statSync(file)
    if (compressed.mtimeMs < statSync(original).mtimeMs) continue
    const urlPath = `/_next/static/${path.relative(staticDir, original).split(path.sep).join('/')}`
    const etag = `"br-${compressed.size.toString(16)}-${Math.floor(compressed.mtimeMs).toString(16)}"`
    index.set(urlPath, { file, size: compressed.size, etag, contentType })
  }
  return index
}

/** Whether an Accept-Encoding header lists Brotli with a non-zero weight. */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (coding !== 'br') return false
    const weight = params.find((param) => param.startsWith('q='))
    return weight === undefined || Number(weight.slice(2)) > 0
  })
}

/** Sends a precompressed asset (or 304 when the browser's copy is current), with the site's headers. */
export function sendPrecompressedAsset(req: IncomingMessage, res: ServerResponse, asset: PrecompressedAsset): void {
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': nonDocumentPolicy(),
    'Cache-Control': IMMUTABLE,
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
  }
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': asset.contentType,
    'Content-Encoding': 'br',
    'Content-Length': asset.size,
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  const stream = createReadStream(asset.file)
  stream.on('error', (error) => {
    console.error(`[server] ${req.url}: reading ${asset.file} failed`, error)
    res.destroy(error)
  })
  stream.pipe(res)
}
