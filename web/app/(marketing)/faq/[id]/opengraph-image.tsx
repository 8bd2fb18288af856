import { socialCardImage } from '@/features/blog/social-card'
import { getSiteSettings } from '@/features/layout/settings'
import { sanityFetch } from '@/sanity/fetch'
import { FAQ_SLUGS_QUERY, FAQ_TOPIC_QUERY } from '@/sanity/queries'
import { tag } from '@/sanity/tags'

export const alt = 'Title card of the FAQ topic'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export async function generateStaticParams() {
  const slugs = await sanityFetch({ query: FAQ_SLUGS_QUERY, tags: [tag.type('faqTopic')] })
  return slugs.map((id) => ({ id }))
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const [topic, settings] = await Promise.all([
    sanityFetch({
      query: FAQ_TOPIC_QUERY,
      params: { slug: id },
      tags: [tag.type('faqTopic'), tag.doc('faqTopic', id)],
      stega: false,
    }),
    getSiteSettings(),
  ])
  if (!topic) return new Response('FAQ not found', { status: 404 })
  return socialCardImage({
    title: topic.title,
    badge: topic.hero.badge,
    productName: settings.productName,
    footer: 'FAQ',
  })
}
