import { formatDate, readTimeLabel } from '@/features/blog/format'
import { socialCardImage } from '@/features/blog/social-card'
import { getSiteSettings } from '@/features/layout/settings'
import { sanityFetch } from '@/sanity/fetch'
import { BLOG_POST_QUERY, BLOG_SLUGS_QUERY } from '@/sanity/queries'
import { tag } from '@/sanity/tags'

export const alt = 'Title card of the article'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: BLOG_SLUGS_QUERY, tags: [tag.type('blogPost')] })
  return slugs.map((id) => ({ id }))
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const [article, settings] = await Promise.all([
    sanityFetch({
      query: BLOG_POST_QUERY,
      params: { slug: id },
      tags: [tag.type('blogPost'), tag.doc('blogPost', id)],
      stega: false,
    }),
    getSiteSettings(),
  ])
  if (!article) return new Response('Blog post not found', { status: 404 })
  return socialCardImage({
    title: article.title,
    badge: article.hero.badge || article.category,
    productName: settings.productName,
    footer: `${formatDate(article.publishedAt)} · ${readTimeLabel(article.readTime)}`,
  })
}
