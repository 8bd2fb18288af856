import { FaqTopicNotFound } from '@/features/faq/FaqTopicNotFound'

/** Shown when a client-side navigation reaches an unknown topic (the page renders the same view itself). */
export default FaqTopicNotFound
