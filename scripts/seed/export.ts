/**
 * Exports a real Sanity dataset (documents and assets) to a tarball, e.g. to review what
 * editors changed before folding it back into the seed:
 *   SANITY_STUDIO_PROJECT_ID=… SANITY_STUDIO_DATASET=production pnpm --filter @assessa/scripts seed:export [file]
 */
import path from 'node:path'
import { REPO_ROOT } from './lib/load'
import { runSanityCli } from './lib/sanity-cli'

const target = process.argv[2] ?? path.join(REPO_ROOT, 'web', 'content', 'export.tar.gz')
runSanityCli(['dataset', 'export', '{dataset}', target, '--overwrite'])
