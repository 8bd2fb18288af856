/**
 * Runs once when a server starts (`pnpm start`, plain `next start`, `next dev`): says in one line
 * whether pages carry their script policy. It is stored with each page when its HTML is written
 * (server/page-script-policy.mjs): by `pnpm build`'s last step for prerendered pages, by the
 * cache handler for regenerated ones. A bare `next build` skips that step.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { reportScriptPolicy } = await import('./server/script-policy-report.mjs')
  reportScriptPolicy()
}
