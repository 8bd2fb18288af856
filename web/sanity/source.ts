import { createClient, type QueryParams } from '@sanity/client'
import { createEmbeddedSource } from './embedded'

export type SourceConfig = {
  SANITY_PROJECT_ID?: string
  SANITY_DATASET?: string
  SANITY_API_VERSION: string
  SANITY_API_READ_TOKEN?: string
  /** The Studio that stega-encoded draft text links to (visual editing). */
  SANITY_STUDIO_URL?: string
  EMBEDDED_DATASET_PATH: string
}

type FetchOptions = {
  /** Drafts perspective (draft mode only; sanityFetch decides). */
  draft?: boolean
  /** Encode edit links into draft strings for visual editing; false for metadata and JSON-LD. */
  stega?: boolean
}

export type ContentSource = {
  kind: 'embedded' | 'sanity'
  fetch<T>(query: string, params?: QueryParams, options?: FetchOptions): Promise<T>
}

/**
 * Fields whose values the code compares, groups by or puts into URLs: invisible stega
 * characters would break them (a category would no longer equal itself, a mailto: link would
 * fail). Sanity's default filter already skips slugs, URLs, dates, `_`-fields and names such
 * as `route`, `icon`, `status`, `type`.
 */
const STEGA_SKIPPED_FIELDS = new Set([
  'category',
  'planType',
  'period',
  'platform',
  'kind',
  'consentStyle',
  'productSlug',
  'contactEmail',
])

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
      stega: {
        enabled: false,
        studioUrl: config.SANITY_STUDIO_URL ?? 'http://localhost:3333',
        filter: (props) => {
          const field = props.sourcePath.at(-1)
          return typeof field === 'string' && STEGA_SKIPPED_FIELDS.has(field) ? false : props.filterDefault(props)
        },
      },
    })
    return {
      kind: 'sanity',
      fetch: <T>(query: string, params: QueryParams = {}, options: FetchOptions = {}) =>
        client.fetch<T>(query, params, {
          // Caching is done one level up (unstable_cache with tags), so the HTTP fetch itself is not cached twice.
          cache: 'no-store',
          ...(options.draft
            ? {
                perspective: 'drafts',
                useCdn: false,
                stega: options.stega ?? true,
                token: config.SANITY_API_READ_TOKEN,
              }
            : {}),
        }),
    }
  }
  const embedded = createEmbeddedSource(config.EMBEDDED_DATASET_PATH)
  // The seed holds published documents only and has no source maps to encode: options do not apply.
  return { kind: 'embedded', fetch: (query, params) => embedded.fetch(query, params) }
}
