import 'server-only'
import type { QueryParams, SanityQueries } from '@sanity/client'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/env'
import { createContentSource } from './source'

export const contentSource = createContentSource(env)

type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

/**
 * The one way pages read content. Results are cached under `tags` (document types and ids,
 * see ./tags.ts) so a publish revalidates exactly the pages that show the change; the
 * time-based revalidation is a safety net for a missed webhook.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: {
  query: Q
  params?: QueryParams
  tags: string[]
}): Promise<QueryResult<Q>> {
  const cached = unstable_cache(
    () => contentSource.fetch<QueryResult<Q>>(query, params),
    ['sanity', query, JSON.stringify(params)],
    { tags: ['content', ...tags], revalidate: env.CONTENT_REVALIDATE_SECONDS },
  )
  return cached()
}
