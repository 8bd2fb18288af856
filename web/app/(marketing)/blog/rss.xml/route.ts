import { blogRss } from '@/features/blog/rss'

/**
 * GET /blog/rss.xml. Rendered per request from the tagged content cache (cheap), so the
 * webhook's revalidation of the articles reaches the feed at once, like the blog page.
 */
export async function GET(): Promise<Response> {
  return new Response(await blogRss(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
