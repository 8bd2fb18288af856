import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SeedDocument } from './types'

const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DOCUMENTS_DIR = path.join(SEED_DIR, 'documents')
export const IMAGES_DIR = path.join(SEED_DIR, 'images')
export const REPO_ROOT = path.resolve(SEED_DIR, '..', '..')

/** Every seed document: the default export of each file under seed/documents. */
export async function loadSeedDocuments(): Promise<SeedDocument[]> {
  const files = (await readdir(DOCUMENTS_DIR, { recursive: true })).filter((file) => file.endsWith('.ts')).sort()
  const docs: SeedDocument[] = []
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(DOCUMENTS_DIR, file)).href)) as { default?: SeedDocument }
    if (!mod.default?._id || !mod.default._type) throw new Error(`${file}: default export must be defineSeed(...)`)
    docs.push(mod.default)
  }
  const ids = new Set<string>()
  for (const doc of docs) {
    if (ids.has(doc._id)) throw new Error(`Two seed documents share the id "${doc._id}"`)
    ids.add(doc._id)
  }
  return docs
}
