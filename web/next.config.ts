import type { NextConfig } from 'next'
import { MARKDOWN_PAGES } from './lib/markdown-pages'
import { FRAMING_DENIED, SECURITY_HEADERS, framingForStudio } from './lib/security-headers'

const securityHeaders = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }))
// Framing: denied, except for the Studio while an editor previews drafts (draft mode is the
// __prerender_bypass cookie; the enable route is framed before it is set). The site server
// (server/) adds the script policy to this header.
const framingDenied = { key: 'Content-Security-Policy', value: FRAMING_DENIED }
const framingForStudioPreview = {
  key: 'Content-Security-Policy',
  value: framingForStudio(process.env.SANITY_STUDIO_URL),
}

// Markdown twins (lib/markdown-pages.ts): rewrites are static config, matched before the page
// routes (beforeFiles) at no cost to other requests.
const acceptsMarkdown = [{ type: 'header' as const, key: 'accept', value: '.*text/markdown.*' }]

const nextConfig: NextConfig = {
  // The shared schema package ships TypeScript source.
  transpilePackages: ['@assessa/schemas'],
  // better-sqlite3 is a native addon; it must stay a runtime require.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
  // Types are checked by \`pnpm typecheck\` (a step of its own in the test suite), not again by every build.
  typescript: { ignoreBuildErrors: true },
  // Lets parallel builds (e.g. a second checkout's tests) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  // Not experimental.inlineCss: it saves the stylesheet request but also copies the 41 KB of
  // CSS twice into every page's RSC payload, which the phone then parses (measured: more
  // blocking time than the request it saves).
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders, framingDenied] },
      { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: [framingForStudioPreview] },
      { source: '/api/draft-mode/:path*', headers: [framingForStudioPreview] },
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

export default nextConfig
