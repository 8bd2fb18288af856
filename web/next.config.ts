import { createRequire } from 'node:module'
import path from 'node:path'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import {
  API_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  documentPolicy,
  framingForStudio,
  nonDocumentPolicy,
} from './lib/security-headers'
import { MARKDOWN_PAGES } from './features/markdown/pages'

const csp = (value: string) => ({ key: 'Content-Security-Policy', value })
// Browsers ask for a page with `Accept: text/html`; anything else (scripts, images, RSC data
// for client navigations, feeds, curl) is not a page Next serves with its own script policy.
const notAPageLoad = [{ type: 'header' as const, key: 'accept', value: '.*text/html.*' }]
// Framing: denied, except for the Studio while an editor previews drafts (draft mode is the
// __prerender_bypass cookie; the enable route is framed before it is set).
const studioFraming = framingForStudio(process.env.SANITY_STUDIO_URL)
const inDraftPreview = [{ type: 'cookie' as const, key: '__prerender_bypass' }]

// Markdown twins (features/markdown/pages.ts): rewrites are static config, matched before the page
// routes (beforeFiles) at no cost to other requests.
const acceptsMarkdown = [{ type: 'header' as const, key: 'accept', value: '.*text/markdown.*' }]

const nextConfig: NextConfig = {
  // The shared schema package ships TypeScript source.
  transpilePackages: ['@assessa/schemas'],
  // better-sqlite3 is a native addon; it must stay a runtime require. The chat's English
  // dictionary (a 3 MB JSON array) and compromise load from node_modules rather than being
  // inlined into the route's chunk.
  serverExternalPackages: ['better-sqlite3', 'an-array-of-english-words', 'compromise'],
  poweredByHeader: false,
  // Instances built separately from one commit (one build per host or stage) must share the
  // build id: it keys the shared cache (server/redis-cache-handler.ts) and the static asset paths.
  // Unset: Next's random id, which is right when one build is copied to every instance.
  generateBuildId: () => process.env.NEXT_BUILD_ID?.trim() || null,
  // Types are checked by \`pnpm typecheck\` (a step of its own in the test suite), not again by every build.
  typescript: { ignoreBuildErrors: true },
  // Lets parallel builds (e.g. a second checkout's tests) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // Next's file-system cache, storing each page's script policy with the page (hashes of its
  // inline scripts) whenever Next regenerates it; build-time pages get theirs in server/build.mjs.
  // With REDIS_URL the shared cache below takes its place, with the same policy step.
  cacheHandler: createRequire(import.meta.url).resolve('./server/cache-handler.mjs'),
  // Not experimental.inlineCss: it saves the stylesheet request but also copies the 41 KB of
  // CSS twice into every page's RSC payload, which the phone then parses (measured: more
  // blocking time than the request it saves).
  async headers() {
    // When several rules set the same header, the last one that matches wins.
    return [
      {
        source: '/:path*',
        headers: [...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })), csp(documentPolicy())],
      },
      { source: '/:path*', missing: notAPageLoad, headers: [csp(nonDocumentPolicy())] },
      { source: '/:path*', has: inDraftPreview, headers: [csp(documentPolicy(studioFraming))] },
      { source: '/api/:path*', headers: [csp(API_CONTENT_SECURITY_POLICY)] },
      { source: '/api/draft-mode/:path*', headers: [csp(documentPolicy(studioFraming))] },
    ]
  },
  async rewrites() {
    return {
      beforeFiles: MARKDOWN_PAGES.flatMap((source) => [
        { source: `${source}.md`, destination: `/markdown${source}` },
        { source, has: acceptsMarkdown, destination: `/markdown${source}` },
      ]),
      afterFiles: [],
      fallback: [],
    }
  },
  images: {
    // Seed images are served from /public; a live dataset serves them from Sanity's CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    // WebP only: AVIF encodes several times slower, and a first visitor waits for that encode
    // on every uncached size; on these small flat illustrations it saves a few hundred bytes.
    formats: ['image/webp'],
  },
}

/**
 * With REDIS_URL, the production server keeps Next's page and data cache, and its tags, in Redis
 * shared by every instance (server/redis-cache-handler.ts, bundled by `pnpm build` into .server/).
 * Only when serving: `next build` never needs Redis (CI builds without one), and without
 * REDIS_URL nothing changes (Next's own cache in memory and .next/).
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL?.trim()) return nextConfig
  return {
    ...nextConfig,
    // The server runs from the web folder (server/main.ts).
    cacheHandler: path.resolve('.server', 'redis-cache-handler.mjs'),
    // No second copy in Next's own memory: it would not see the other instances' invalidations.
    cacheMaxMemorySize: 0,
  }
}
