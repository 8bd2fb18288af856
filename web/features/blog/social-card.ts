import 'server-only'
import { socialCardImage } from '@/components/ui/social-card'
import { getSiteSettings } from '@/features/layout/settings'
import { getArticle } from './content'
import { formatDate, readTimeLabel } from './format'

/** The link-preview image of an article (its opengraph-image route), or 404. */
export async function articleSocialCard(slug: string): Promise<Response> {
  const [article, settings] = await Promise.all([getArticle(slug, 'plain'), getSiteSettings()])
  if (!article) return new Response('Blog post not found', { status: 404 })
  return socialCardImage({
    title: article.title,
    badge: article.hero.badge || article.category,
    productName: settings.productName,
    footer: `${formatDate(article.publishedAt)} · ${readTimeLabel(article.readTime)}`,
  })
}
