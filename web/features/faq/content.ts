import 'server-only'
import { cache } from 'react'
import { sanityFetch, type ReadMode } from '@/sanity/fetch'
import { FAQ_HUB_QUERY, FAQ_SLUGS_QUERY, FAQ_TOPIC_QUERY } from '@/sanity/queries'

/** The FAQ hub with its questions and the topics it links to (dereferenced: both types are read), or null. */
export const getFaqHub = cache(async (mode?: ReadMode) => {
  const hub = await sanityFetch({ query: FAQ_HUB_QUERY, reads: ['faqHub', 'faqTopic'], mode })
  // TypeGen cannot tell the singleton from other documents by _id; keep the complete shape.
  if (!hub?.questions || !hub.topics) return null
  return hub
})

/** Every FAQ topic's route parameters (`/faq/{id}` and its image, prerendered at build). */
export async function faqTopicParams() {
  const slugs = await sanityFetch({ query: FAQ_SLUGS_QUERY, reads: ['faqTopic'] })
  return slugs.map((id) => ({ id }))
}

/**
 * One FAQ topic, or null. Its related cards come from the hub's topic list, so the hub is read
 * too. Per request once per slug and mode: the page and its metadata ask for the same.
 */
export const getFaqTopic = cache((slug: string, mode?: ReadMode) =>
  sanityFetch({ query: FAQ_TOPIC_QUERY, params: { slug }, reads: [['faqTopic', slug], 'faqHub'], mode }),
)
