import 'server-only'
import { createClient } from '@sanity/client'
import { getDb } from '@/lib/db'
import { env } from '@/lib/env'
import { createSanityFeedbackStore, createSqliteFeedbackStore, selectFeedbackStore, type FeedbackStore } from './store'

let store: FeedbackStore | undefined

/** The configured feedback store, created once per process. */
export function getFeedbackStore(): FeedbackStore {
  store ??= selectFeedbackStore(env, {
    sqlite: () => createSqliteFeedbackStore(getDb()),
    sanity: ({ projectId, dataset, token }) => {
      const client = createClient({
        projectId,
        dataset,
        token,
        apiVersion: env.SANITY_API_VERSION,
        useCdn: false,
        perspective: 'raw',
      })
      return createSanityFeedbackStore({ create: (document) => client.create(document) })
    },
  })
  return store
}

/** Commits submissions still waiting for their group commit (shutdown). */
export function flushFeedback(): void {
  store?.flush()
}
