/**
 * Marks the JavaScript chunks every page loads at startup with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+). V8 then compiles those files' functions
 * eagerly, on the background thread that streams the script in, instead of lazily on the main
 * thread when React and Next's runtime first call them. On a phone-class CPU that first-call
 * compilation was most of the ~400 ms task that starts hydration. Other engines ignore the
 * comment. Chunks loaded later (chat widget, draft-mode tools) stay lazy: most of their code
 * never runs on a given visit.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { filesUnder } from './files.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The chunks a page asks for in its HTML: Next's root files plus each prerendered page's own
 * client chunks. `noModule` scripts (the legacy polyfills) are left out: modern browsers never
 * load them.
 */
export function startupChunks(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const chunks = new Set(manifest.rootMainFiles.filter((file) => file.endsWith('.js')))
  const appDir = path.join(nextDir, 'server', 'app')
  const scriptTag = /<script\b[^>]*\bsrc="\/_next\/(static\/chunks\/[^"?]+\.js)"[^>]*>/g
  const pages = existsSync(appDir) ? filesUnder(appDir).filter((file) => file.endsWith('.html')) : []
  for (const file of pages) {
    for (const match of readFileSync(file, 'utf8').matchAll(scriptTag)) {
      if (!/\bnoModule\b/i.test(match[0])) chunks.add(match[1])
    }
  }
  return [...chunks].sort()
}

/** Adds the hint to the top of each startup chunk (once: a second build step run is a no-op). */
export function addCompileHints(nextDir) {
  const marked = []
  for (const chunk of startupChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    marked.push(chunk)
  }
  return marked
}
