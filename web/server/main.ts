/**
 * The production server: `pnpm start` (after `pnpm build`). Next serves the site, behind a
 * thin layer that answers the feedback and chat endpoints directly and gives every response a
 * Content-Security-Policy whose script policy lists the hashes of the page's inline scripts
 * (see ./site-handler.ts). Bundled by ./build.mjs into .server/main.mjs.
 *
 *   node .server/main.mjs [-p PORT] [-H HOSTNAME]      (PORT env or 3000; all interfaces)
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createGracefulServer } from './graceful'
import { httpServerOptions } from './http-limits'

const { values } = parseArgs({
  // `pnpm start -- -p 3000` may pass the separator along.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`Invalid port: ${values.port ?? process.env.PORT}`)

// Set before Next and the site's modules read it.
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Next and the site's defaults (./data, ./content) resolve against the working directory, so
// the server runs from the web folder wherever it was started; paths given relative to the
// caller's directory keep meaning what the caller meant.
for (const name of ['DATA_DIR', 'EMBEDDED_DATASET_PATH']) {
  const value = process.env[name]
  if (value && !path.isAbsolute(value)) process.env[name] = path.resolve(value)
}
process.chdir(webDir)

const { default: next } = await import('next')
const app = next({ dev: false, dir: webDir, hostname: hostname ?? 'localhost', port })
await app.prepare()
// Imported after prepare(): Next has loaded the .env files that the site's env module reads.
const { createSiteHandler, closeSiteHandler } = await import('./site-handler')
const { env } = await import('@/lib/env')

// next.config.ts reads the same variable for its distDir.
const staticDir = path.join(webDir, process.env.NEXT_DIST_DIR || '.next', 'static')
// SIGTERM: finish the requests in flight, flush queued writes, close Redis and SQLite, exit.
const server = createGracefulServer(createSiteHandler(app.getRequestHandler(), { staticDir }), {
  close: closeSiteHandler,
  serverOptions: httpServerOptions(env),
})
// Keep-alive longer than typical proxies' idle timeouts, so they never reuse a closed socket.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`Assessa site ready on http://${hostname ?? 'localhost'}:${port}`)
})
