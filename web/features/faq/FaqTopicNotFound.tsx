import { NotFoundView } from '@/components/ui/NotFoundView'

/** What /faq/{id} shows, with HTTP 404, when the id names no topic (spec §8). */
export function FaqTopicNotFound() {
  return <NotFoundView title="FAQ not found" back={{ href: '/faq', label: 'Back to FAQ' }} />
}
