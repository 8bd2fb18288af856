/**
 * Checks every document of the built seed dataset against the schema's validation rules.
 * Exits non-zero, listing document id and field path, when anything would be refused on Publish.
 */
import { buildDataset, readDataset } from './build'
import { validateDocuments } from './lib/validate'

await buildDataset()
const docs = await readDataset()
const problems = await validateDocuments(docs)
const errors = problems.filter((problem) => problem.level === 'error')
for (const problem of problems)
  console.log(`${problem.level.toUpperCase()} ${problem.id} ${problem.path}: ${problem.message}`)
console.log(`Validated ${docs.length} documents: ${errors.length} errors, ${problems.length - errors.length} warnings.`)
process.exit(errors.length ? 1 : 0)
