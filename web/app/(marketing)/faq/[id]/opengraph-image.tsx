import { faqTopicParams } from '@/features/faq/content'
import { faqTopicSocialCard } from '@/features/faq/social-card'

export const alt = 'Title card of the FAQ topic'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'
export const generateStaticParams = faqTopicParams

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return faqTopicSocialCard((await params).id)
}
