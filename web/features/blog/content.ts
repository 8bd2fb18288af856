import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { BLOG_LIST_QUERY, BLOG_POST_QUERY, BLOG_SLUGS_QUERY } from '@/sanity/queries'

/** Every article, newest first (the blog list, the RSS feed). */
export const getArticles = cache((mode?: ReadMode) =>
  sanityFetch({ query: BLOG_LIST_QUERY, reads: ['blogPost'], mode }),
)

/** Every article's route parameters (`/blog/{id}` and its image, prerendered at build). */
export async function articleParams() {
  const slugs = await sanityFetch({ query: BLOG_SLUGS_QUERY, reads: ['blogPost'] })
  return slugs.map((id) => ({ id }))
}

/**
 * One article with its related cards (other articles, hence every article is read), or null.
 * Per request once per slug and mode: the page and its metadata ask for the same.
 */
export const getArticle = cache((slug: string, mode?: ReadMode) =>
  sanityFetch({ query: BLOG_POST_QUERY, params: { slug }, reads: [['blogPost', slug]], mode }),
)
