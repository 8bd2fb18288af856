/**
 * The build's last step, after `next build`:
 * 1. adds V8 compile hints to the chunks pages load at startup (./compile-hints.mjs);
 * 2. writes Brotli copies of the scripts and styles (./precompress.mjs), after 1 so they
 *    carry the hints;
 * 3. stores each prerendered page's script policy (hashes of its inline scripts) in the headers
 *    Next serves it with (./page-script-policy.mjs); regenerated pages get theirs from the cache
 *    handler;
 * 4. bundles the production server (server/main.ts and the site modules it uses) into
 *    .server/main.mjs, and the shared cache handler (server/redis-cache-handler.ts) beside it.
 *    npm packages stay external and load from node_modules at run time; the workspace's own
 *    TypeScript (the @/ paths, @assessa/schemas) is bundled. `server-only`
 *    becomes an empty module: this process is the server.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { addCompileHints } from './compile-hints.mjs'
import { addScriptPolicyToPrerenderedPages } from './page-script-policy.mjs'
import { precompressStaticAssets } from './precompress.mjs'

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const nextDir = path.join(webDir, process.env.NEXT_DIST_DIR || '.next')
const hinted = addCompileHints(nextDir)
console.log(`Compile hints added to ${hinted.length} startup chunks`)
const compressed = precompressStaticAssets(path.join(nextDir, 'static'))
console.log(`Brotli copies written for ${compressed.length} static assets`)
const pages = addScriptPolicyToPrerenderedPages(nextDir)
console.log(`Script policy stored with ${pages.length} prerendered pages`)

const pkg = JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@assessa/') && name !== 'server-only')

await build({
  absWorkingDir: webDir,
  // The site server, and the shared cache handler Next imports when REDIS_URL is set.
  entryPoints: { main: 'server/main.ts', 'redis-cache-handler': 'server/redis-cache-handler.ts' },
  outdir: '.server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // 20.10: the first Node 20 with import attributes, kept for JSON packages (`with { type: 'json' }`).
  target: 'node20.10',
  tsconfig: 'tsconfig.json',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'server-only-is-empty',
      setup(builder) {
        builder.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
        builder.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '', loader: 'js' }))
      },
    },
  ],
})
console.log('Built .server/main.mjs and .server/redis-cache-handler.mjs')
