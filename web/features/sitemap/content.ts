import 'server-only'
import { LINKABLE_TYPES } from '@assessa/schemas/paths'
import { sanityFetch } from '@/sanity/fetch'
import { SITEMAP_QUERY } from '@/sanity/queries'
import { isCachedType, type CachedType } from '@/sanity/tags'

// Every type with pages, and plans (the pricing page's date follows them). A routable type
// missing from the cache table would never refresh the sitemap: refuse to start instead.
const SITEMAP_READS: CachedType[] = [
  ...LINKABLE_TYPES.map((type) => {
    if (!isCachedType(type)) throw new Error(`Document type "${type}" has pages but no entry in sanity/tags.ts`)
    return type
  }),
  'plan',
]

/** Every published page's document with the date it last changed. */
export const getSitemapDocuments = () => sanityFetch({ query: SITEMAP_QUERY, reads: SITEMAP_READS, mode: 'published' })
