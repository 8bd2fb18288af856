import type { NextConfig } from 'next'

// Headers every response carries. HSTS only matters over HTTPS; browsers ignore it on plain HTTP.
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
]

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
    return [{ source: '/:path*', headers: SECURITY_HEADERS }]
  },
  images: {
    // Seed images are served from /public; a live dataset serves them from Sanity's CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default nextConfig
