import type { NextConfig } from 'next'

// Headers every response carries. HSTS only matters over HTTPS; browsers ignore it on plain HTTP.
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
]

// Nobody may frame the site, except the Studio's Presentation tool while an editor previews drafts
// (draft mode is the __prerender_bypass cookie; the enable route is framed before it is set).
const studioOrigin = process.env.SANITY_STUDIO_URL ? new URL(process.env.SANITY_STUDIO_URL).origin : undefined
const FRAMING_DENIED = { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }
const FRAMING_FOR_STUDIO = {
  key: 'Content-Security-Policy',
  value: `frame-ancestors 'self'${studioOrigin ? ` ${studioOrigin}` : ''}`,
}

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
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS, FRAMING_DENIED] },
      { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }], headers: [FRAMING_FOR_STUDIO] },
      { source: '/api/draft-mode/:path*', headers: [FRAMING_FOR_STUDIO] },
    ]
  },
  images: {
    // Seed images are served from /public; a live dataset serves them from Sanity's CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default nextConfig
