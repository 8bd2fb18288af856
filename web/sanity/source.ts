import { createClient, type QueryParams } from 'next-sanity'
import { createEmbeddedSource } from './embedded'

export type SourceConfig = {
  SANITY_PROJECT_ID?: string
  SANITY_DATASET?: string
  SANITY_API_VERSION: string
  SANITY_API_READ_TOKEN?: string
  EMBEDDED_DATASET_PATH: string
}

export type ContentSource = {
  kind: 'embedded' | 'sanity'
  fetch<T>(query: string, params?: QueryParams, options?: { draft?: boolean }): Promise<T>
}

/**
 * Picks where content comes from: a live Sanity dataset when SANITY_PROJECT_ID and
 * SANITY_DATASET are set, otherwise the seed dataset queried in-process. Both answer
 * the same GROQ with the published perspective.
 */
export function createContentSource(config: SourceConfig): ContentSource {
  if (config.SANITY_PROJECT_ID && config.SANITY_DATASET) {
    const client = createClient({
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      apiVersion: config.SANITY_API_VERSION,
      useCdn: !config.SANITY_API_READ_TOKEN,
      token: config.SANITY_API_READ_TOKEN,
      perspective: 'published',
    })
    return {
      kind: 'sanity',
      fetch: <T>(query: string, params: QueryParams = {}, options: { draft?: boolean } = {}) =>
        client.fetch<T>(query, params, {
          // Caching is done one level up (unstable_cache with tags), so the HTTP fetch itself is not cached twice.
          cache: 'no-store',
          ...(options.draft
            ? { perspective: 'drafts', useCdn: false, stega: true, token: config.SANITY_API_READ_TOKEN }
            : {}),
        }),
    }
  }
  const embedded = createEmbeddedSource(config.EMBEDDED_DATASET_PATH)
  return { kind: 'embedded', fetch: (query, params) => embedded.fetch(query, params) }
}
