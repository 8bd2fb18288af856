import 'server-only'
import { Feed } from 'feed'
import { getSiteSettings } from '@/features/layout/settings'
import { absoluteUrl } from '@/lib/site'
import { getArticles } from './content'

export const RSS_PATH = '/blog/rss.xml'
/** Items in the feed: the blog's twelve articles, newest first. */
const RSS_ITEM_COUNT = 12

/**
 * The blog as RSS 2.0, from the same query (and so the same tagged cache entry) as the blog
 * page: a publish that changes the blog list changes the feed on the next request.
 */
export async function blogRss(): Promise<string> {
  const [posts, settings] = await Promise.all([getArticles('published'), getSiteSettings()])
  const feed = new Feed({
    id: absoluteUrl('/blog'),
    title: `${settings.productName} blog`,
    description: settings.description,
    link: absoluteUrl('/blog'),
    language: 'en',
    feedLinks: { rss: absoluteUrl(RSS_PATH) },
    copyright: settings.footerText,
    updated: posts[0] ? new Date(posts[0].publishedAt) : undefined,
  })
  for (const post of posts.slice(0, RSS_ITEM_COUNT)) {
    const link = absoluteUrl(`/blog/${post.slug}`)
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      category: [{ name: post.category }],
      // publishedAt is a calendar date; the feed writes it as RFC 822 (toUTCString).
      date: new Date(post.publishedAt),
    })
  }
  return feed.rss2()
}
