import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { POLICY_HEADER } from './page-script-policy.mjs'

/**
 * One start-up line on the script policy of this build's pages (see ../instrumentation.ts).
 * The 404 page is prerendered by every build, so its stored headers tell whether the build's
 * last step stored the policies.
 */
export function reportScriptPolicy(nextDir = path.resolve(process.env.NEXT_DIST_DIR || '.next')) {
  if (process.env.NODE_ENV !== 'production') {
    console.info('[security] development server: pages are sent without a script policy')
    return
  }
  const meta = path.join(nextDir, 'server', 'app', '_not-found.meta')
  const headers = existsSync(meta) ? JSON.parse(readFileSync(meta, 'utf8')).headers : undefined
  if (headers?.[POLICY_HEADER]) {
    console.info('[security] pages carry their own script policy (hashes of their inline scripts)')
  } else {
    console.warn(
      '[security] WARNING: prerendered pages have no script policy; build with `pnpm build` (next build + server/build.mjs)',
    )
  }
}
