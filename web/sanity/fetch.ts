import 'server-only'
import type { QueryParams, SanityQueries } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { env } from '@/lib/env'
import { contentSource } from './content-source'
import { tagsFor, type Read } from './tags'

type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

/**
 * How a read treats draft previews (a string, so accessors memoised with React's `cache`
 * compare it by value):
 * - `page`: page text; in draft mode drafts, with edit links stega-encoded for visual editing;
 * - `plain`: drafts in draft mode but no encoding, where text leaves the page body (metadata,
 *   JSON-LD, values compared in code);
 * - `published`: never drafts (sitemap, feeds, Markdown for agents, redirects).
 */
export type ReadMode = 'page' | 'plain' | 'published'

/**
 * Whether this request is a draft preview. Outside a request (generateStaticParams and other
 * build-time generators) there is no draft mode: published content.
 */
async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch (error) {
    unstable_rethrow(error)
    return false
  }
}

/**
 * The one way pages read content, called only by the features' content accessors (their
 * content.ts, layout/settings.ts, the redirect and llms.txt readers): pages ask an accessor,
 * never a query. (The chat assistant reads the whole site in one uncached query instead, and
 * refreshes it on the content signal: features/chat/assistant.ts.) Published results are cached
 * under the tags of what the query `reads` (./tags.ts), so a publish expires exactly the pages
 * that show the change; the time-based revalidation is a safety net for a missed webhook.
 *
 * In draft mode (a Studio preview, see app/api/draft-mode) the cache is bypassed and drafts
 * are read (see `ReadMode`). Drafts are only ever served when Next's draft mode is on: no mode
 * turns them on elsewhere.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  reads,
  mode = 'page',
}: {
  query: Q
  params?: QueryParams
  reads: readonly Read[]
  mode?: ReadMode
}): Promise<QueryResult<Q>> {
  if (mode !== 'published' && (await isDraftMode())) {
    return contentSource.fetch<QueryResult<Q>>(query, params, { draft: true, stega: mode === 'page' })
  }
  const cached = unstable_cache(
    () => contentSource.fetch<QueryResult<Q>>(query, params),
    ['sanity', query, JSON.stringify(params)],
    {
      tags: tagsFor(reads),
      revalidate: env.CONTENT_REVALIDATE_SECONDS,
    },
  )
  return cached()
}
