import 'server-only'
import { env } from '@/lib/env'
import { createContentSource } from './source'

/**
 * The site's content source (embedded seed dataset or live Sanity dataset), free of Next's
 * cache so code that runs outside a Next request (the site server's API fast path) can use it.
 * Pages read through `sanityFetch`, which caches this source's answers under tags.
 */
export const contentSource = createContentSource(env)
