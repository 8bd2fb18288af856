import 'server-only'
import { revalidateTag } from 'next/cache'
import { markContentChanged } from './content-signal'
import { tagsForChange } from './revalidate-tags'
import type { WebhookBody } from './webhook-schema'

/**
 * Publishes a changed document: expires the cache tags of every page that shows it
 * (`expire: 0`: nobody is served the old page once this returns) and, when something public
 * changed, tells the chat assistant (on every instance, through Redis when shared) to re-read
 * the content, since its index is not in Next's cache. Returns the tags expired.
 */
export async function publishChange(change: WebhookBody): Promise<string[]> {
  const tags = tagsForChange(change)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  if (tags.length > 0) await markContentChanged()
  return tags
}
