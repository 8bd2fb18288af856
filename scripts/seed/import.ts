/**
 * Imports the seed (documents and images) into a real Sanity dataset:
 *   SANITY_STUDIO_PROJECT_ID=… SANITY_STUDIO_DATASET=production SANITY_AUTH_TOKEN=… pnpm --filter @assessa/scripts seed:import
 * Existing documents with the same ids are replaced; nothing else in the dataset is touched.
 */
import { IMPORT_FILE, buildDataset } from './build'
import { runSanityCli } from './lib/sanity-cli'

await buildDataset()
runSanityCli(['dataset', 'import', IMPORT_FILE, '{dataset}', '--replace'])
