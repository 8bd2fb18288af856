import { articleParams } from '@/features/blog/content'
import { articleSocialCard } from '@/features/blog/social-card'

export const alt = 'Title card of the article'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'
export const generateStaticParams = articleParams

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return articleSocialCard((await params).id)
}
