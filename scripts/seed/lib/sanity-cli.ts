import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { REPO_ROOT } from './load'

/** Runs the Studio's Sanity CLI against the project named by SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET. */
export function runSanityCli(args: string[]): never {
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? process.env.SANITY_PROJECT_ID
  const dataset = process.env.SANITY_STUDIO_DATASET ?? process.env.SANITY_DATASET
  if (!projectId || !dataset) {
    console.error(
      'Set SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (or SANITY_PROJECT_ID and SANITY_DATASET) first.',
    )
    process.exit(2)
  }
  const result = spawnSync('pnpm', ['exec', 'sanity', ...args.map((arg) => arg.replace('{dataset}', dataset))], {
    cwd: path.join(REPO_ROOT, 'studio'),
    stdio: 'inherit',
    env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset },
  })
  process.exit(result.status ?? 1)
}
