import { BlogPostNotFound } from '@/features/blog/BlogPostNotFound'

/** Shown when a client-side navigation reaches an unknown article (the page renders the same view itself). */
export default BlogPostNotFound
