/**
 * Next's page and data cache (the `cacheHandler` in next.config.ts), for every way the build is
 * served: Next's own file-system cache, plus the page's script policy (./page-script-policy.mjs)
 * stored with each page Next (re)generates. Next sends a cached page's stored headers with it,
 * on the request that regenerated it as on every later hit, so the policy always matches the
 * HTML it is sent with, and pages stay static.
 */
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { isNotFoundPage, withPageScriptPolicy } from './page-script-policy.mjs'
import { reportScriptPolicy } from './script-policy-report.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export default class SiteCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    reportScriptPolicy(ctx.serverDistDir)
  }

  async set(key, data, ctx) {
    // First, on the entry Next then sends: the response carries the policy whether or not it is kept.
    withPageScriptPolicy(data)
    // A 404 for an address nobody publishes is not kept: anyone can ask for endless random
    // addresses, and each would otherwise stay on disk. It is rendered again when asked for.
    if (isNotFoundPage(data)) return
    return super.set(key, data, ctx)
  }
}
