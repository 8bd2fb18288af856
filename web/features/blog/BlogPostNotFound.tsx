import { NotFoundView } from '@/components/ui/NotFoundView'

/** What /blog/{id} shows, with HTTP 404, when the id names no article (spec §8). */
export function BlogPostNotFound() {
  return <NotFoundView title="Blog post not found" back={{ href: '/blog', label: 'Back to blog' }} />
}
