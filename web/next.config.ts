import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The shared schema package ships TypeScript source.
  transpilePackages: ['@assessa/schemas'],
  // better-sqlite3 is a native addon; it must stay a runtime require.
  serverExternalPackages: ['better-sqlite3'],
  poweredByHeader: false,
  // Lets parallel builds (e.g. a second checkout's tests) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  typedRoutes: false,
  images: {
    // Seed images are served from /public; a live dataset serves them from Sanity's CDN.
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    formats: ['image/avif', 'image/webp'],
  },
}

export default nextConfig
