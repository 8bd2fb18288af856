/**
 * The per-page script policy: `script-src 'self'` plus the SHA-256 of each inline script the
 * page's HTML contains (the Consent Mode default, Next's payload scripts). Computed when a
 * page's HTML is written — at build time for prerendered pages (./build.mjs) and on every
 * regeneration by the cache handler (./cache-handler.mjs) — and stored with the page's headers,
 * so every way of serving the build (`pnpm start`, plain `next start`) sends it unchanged and
 * pages stay static.
 *
 * Plain JavaScript: next.config.ts, the cache handler Next loads at run time and the build
 * step all import it.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { filesUnder } from './files.mjs'

/** Where Google's tag is loaded from when NEXT_PUBLIC_GA_ID is set. */
const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com'

/** The header a page's script policy travels in, as Next stores cached headers (lower case). */
export const POLICY_HEADER = 'content-security-policy'

// Classic or module scripts written into the page. `src` scripts are covered by 'self', and
// data blocks (JSON-LD) never run, so neither needs a hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The SHA-256 (base64) of every inline script in an HTML document. The browser hashes a
 * script's text exactly as written between the tags (script text holds no character
 * references), so hashing the same UTF-8 bytes gives the same value.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (HAS_SRC.test(attributes)) continue
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/** Whether the site loads Google's tag (NEXT_PUBLIC_GA_ID set, as validated in lib/public-env.ts). */
const allowsGoogleTag = () => Boolean(process.env.NEXT_PUBLIC_GA_ID?.trim())

/** `script-src` allowing the site's own files and exactly these inline scripts. No 'unsafe-inline', no 'unsafe-eval'. */
export function scriptSrc(hashes = [], { allowGoogleTag = allowsGoogleTag() } = {}) {
  const sources = ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)]
  if (allowGoogleTag) sources.push(GOOGLE_TAG_ORIGIN)
  return `script-src ${sources.join(' ')}`
}

/** The script policy of one page's HTML. */
export const pageScriptPolicy = (html) => scriptSrc(inlineScriptHashes(html))

/**
 * Adds the script policy to a page entry's stored headers (Next's APP_PAGE cache value:
 * `{kind, html, headers, …}`), replacing one computed for an earlier version of the page.
 * Other entries (data, route handlers, images) are left alone.
 */
export function withPageScriptPolicy(entry) {
  if (entry?.kind !== 'APP_PAGE' || typeof entry.html !== 'string') return entry
  entry.headers = { ...entry.headers, [POLICY_HEADER]: pageScriptPolicy(entry.html) }
  return entry
}

/** A page entry that answers 404 (an unknown id or address). */
export const isNotFoundPage = (entry) => entry?.kind === 'APP_PAGE' && entry.status === 404

/**
 * Stores the script policy of every page prerendered by `next build` in its `.meta` file, the
 * headers Next serves with the page's `.html` (the pages the cache handler never saw being
 * written). Returns the pages it did.
 */
export function addScriptPolicyToPrerenderedPages(nextDir) {
  const appDir = path.join(nextDir, 'server', 'app')
  if (!existsSync(appDir)) return []
  const done = []
  for (const htmlFile of filesUnder(appDir).filter((file) => file.endsWith('.html'))) {
    const metaFile = htmlFile.replace(/\.html$/, '.meta')
    if (!existsSync(metaFile)) continue
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'))
    meta.headers = { ...meta.headers, [POLICY_HEADER]: pageScriptPolicy(readFileSync(htmlFile, 'utf8')) }
    writeFileSync(metaFile, JSON.stringify(meta))
    done.push(htmlFile)
  }
  return done
}
