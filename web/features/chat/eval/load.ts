import path from 'node:path'
import { createEmbeddedSource } from '@/sanity/embedded'
import { CHAT_CONTENT_QUERY } from '@/sanity/queries'
import { buildKnowledge, type Knowledge } from '../answer/search'
import type { ChatContent } from '../answer/types'

/** The seed dataset built by `pnpm seed:build`. */
const SEED_DATASET = path.resolve(import.meta.dirname, '..', '..', '..', 'content', 'dataset.ndjson')

/** Runs the assistant's one content query over a dataset file, as the site does with the embedded source. */
export async function loadSeedContent(datasetPath = SEED_DATASET): Promise<ChatContent> {
  const source = createEmbeddedSource(datasetPath)
  return source.fetch<ChatContent>(CHAT_CONTENT_QUERY)
}

export async function loadSeedKnowledge(datasetPath = SEED_DATASET): Promise<Knowledge> {
  return buildKnowledge(await loadSeedContent(datasetPath))
}
