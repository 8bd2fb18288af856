import 'server-only'
import type { QueryParams, SanityQueries } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { cache } from 'react'
import { env } from '@/lib/env'
import { contentSource } from './content-source'
import { CONTENT_TAG } from './tags'

type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

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
 * The one way pages read content. Results are cached under `tags` (document types and ids,
 * see ./tags.ts) so a publish revalidates exactly the pages that show the change; the
 * time-based revalidation is a safety net for a missed webhook.
 *
 * In draft mode (a Studio preview, see app/api/draft-mode) the cache is bypassed and drafts
 * are read, with edit links stega-encoded into strings for visual editing. Pass `stega: false`
 * where text leaves the page body (metadata, JSON-LD, values compared in code); pass
 * `draft: false` where drafts must never show (sitemap). Drafts are only ever served when
 * Next's draft mode is on: no option turns them on elsewhere.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
  draft,
  stega,
}: {
  query: Q
  params?: QueryParams
  tags: string[]
  draft?: boolean
  stega?: boolean
}): Promise<QueryResult<Q>> {
  if (draft !== false && (await isDraftMode())) {
    return contentSource.fetch<QueryResult<Q>>(query, params, { draft: true, stega: stega ?? true })
  }
  return fetchPublished(query, JSON.stringify(params), JSON.stringify(tags)) as Promise<QueryResult<Q>>
}

/**
 * Published content through the tagged cache. Wrapped in React's per-request `cache` so that
 * the same query asked twice in one render (e.g. once for the page and once with `stega: false`
 * for its metadata, which only differ in draft mode) is read once.
 */
const fetchPublished = cache((query: string, paramsJson: string, tagsJson: string): Promise<unknown> => {
  const params = JSON.parse(paramsJson) as QueryParams
  const tags = JSON.parse(tagsJson) as string[]
  return unstable_cache(() => contentSource.fetch(query, params), ['sanity', query, paramsJson], {
    tags: [CONTENT_TAG, ...tags],
    revalidate: env.CONTENT_REVALIDATE_SECONDS,
  })()
})
