import { CACHED_TYPES, CONTENT_TAG, isCachedType, tag, type KeyedType } from '@/sanity/tags'
import type { WebhookBody } from './webhook-schema'

const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')
const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== ''

/**
 * The cache tags to expire after a change to one document, from the table the accessors tag
 * their reads with (sanity/tags.ts). Pure, so every document type's mapping is unit-tested.
 *
 * - the document's type tag: its own page, every listing that shows it and the sitemap;
 * - its key tag, and the previous key's when the URL changed (the old page must 404);
 * - `content` (every page) for site settings, shown in every page's header, footer and
 *   metadata, and when a URL changed, since internal links anywhere resolve to it.
 *
 * Drafts and release versions are not public: nothing to revalidate. Types no page shows
 * (feedback, image assets) are not in the table: nothing either.
 */
export function tagsForChange(change: WebhookBody): string[] {
  const { _type: type, _id: id } = change
  if (isDraftOrVersion(id) || !isCachedType(type)) return []
  if (type === 'siteSettings') return [CONTENT_TAG]

  const tags = [tag.type(type)]
  const keys = CACHED_TYPES[type]
  if (keys) {
    const keyed = type as KeyedType
    const key = change[keys.key]
    const previous = keys.previous ? change[keys.previous] : null
    if (present(key)) tags.push(tag.doc(keyed, key))
    if (present(previous) && previous !== key) tags.push(tag.doc(keyed, previous), CONTENT_TAG)
  }
  return tags
}
