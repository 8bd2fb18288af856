import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { POLICY_HEADER } from './page-script-policy.mjs'

let reported = false

/**
 * One line, once per process, on whether this build's pages carry their script policy: the
 * cache handlers call it when Next creates them, which is at start-up (`next start`: on its
 * first request). The 404 page is prerendered by every build, so its stored headers tell
 * whether `pnpm build`'s last step stored the policies (a bare `next build` skips it).
 */
export function reportScriptPolicy(serverDistDir) {
  if (reported) return
  reported = true
  if (process.env.NODE_ENV !== 'production') {
    console.info('[security] development server: pages are sent without a script policy')
    return
  }
  const meta = path.join(serverDistDir ?? '', 'app', '_not-found.meta')
  const headers = existsSync(meta) ? JSON.parse(readFileSync(meta, 'utf8')).headers : undefined
  if (headers?.[POLICY_HEADER]) {
    console.info('[security] pages carry their own script policy (hashes of their inline scripts)')
  } else {
    console.warn(
      '[security] WARNING: prerendered pages have no script policy; build with `pnpm build` (next build + server/build.mjs)',
    )
  }
}

/** For tests: report again in this process. */
export function resetScriptPolicyReport() {
  reported = false
}
