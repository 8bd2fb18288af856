import 'server-only'
import { socialCardImage } from '@/components/ui/social-card'
import { getSiteSettings } from '@/features/layout/settings'
import { getFaqTopic } from './content'

/** The link-preview image of an FAQ topic (its opengraph-image route), or 404. */
export async function faqTopicSocialCard(slug: string): Promise<Response> {
  const [topic, settings] = await Promise.all([getFaqTopic(slug, 'plain'), getSiteSettings()])
  if (!topic) return new Response('FAQ not found', { status: 404 })
  return socialCardImage({
    title: topic.title,
    badge: topic.hero.badge,
    productName: settings.productName,
    footer: 'FAQ',
  })
}
