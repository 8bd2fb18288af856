/**
 * Cache tags, from one table both sides read: the features' content accessors (through
 * `sanityFetch`) tag each read with `tagsFor(reads)`, and the publish webhook expires
 * `tagsForChange(change)` (features/publishing/revalidate-tags.ts). A type an accessor can name
 * is a type the webhook knows, keyed by the same field, so the two cannot drift apart.
 *
 * - `content` is on every read: expiring it refreshes every page (site settings are on all).
 * - `type:X` is on every read of X documents: listings, related cards, the sitemap and each X
 *   page itself (pages that show other X documents need it anyway).
 * - `X:key` is on the read of the one page of an X document, keyed as in its URL (slug, step
 *   number, legal kind), so publishing a document also clears a cached "not found" at its URL.
 */
export const CONTENT_TAG = 'content'

/**
 * Every document type a page shows. For types with a page per document: the field of the
 * webhook's projection that names its page, and the field holding that value before the
 * change (a rename must expire the old URL too). Null for types only ever read together
 * (singletons, plans, the redirect list) and for site settings (on every page: `content`).
 */
export const CACHED_TYPES = {
  blogPost: { key: 'slug', previous: 'previousSlug' },
  faqTopic: { key: 'slug', previous: 'previousSlug' },
  tutorialStep: { key: 'stepNumber', previous: 'previousStepNumber' },
  legalPage: { key: 'kind', previous: null },
  homePage: null,
  aboutPage: null,
  pricingPage: null,
  faqHub: null,
  tutorialOverview: null,
  plan: null,
  redirect: null,
  siteSettings: null,
} as const

export type CachedType = keyof typeof CACHED_TYPES
/** Types with a page per document, whose reads can name one document. */
export type KeyedType = { [T in CachedType]: (typeof CACHED_TYPES)[T] extends null ? never : T }[CachedType]

/** What an accessor reads: all documents of a type, or one document by its page key. */
export type Read = CachedType | readonly [KeyedType, string | number]

export const isCachedType = (type: string): type is CachedType => Object.hasOwn(CACHED_TYPES, type)

export const tag = {
  type: (type: CachedType) => `type:${type}`,
  doc: (type: KeyedType, key: string | number) => `${type}:${key}`,
}

/** The tags of a read: `content`, the type tag of everything read, the key tag of one document. */
export function tagsFor(reads: readonly Read[]): string[] {
  const tags = new Set([CONTENT_TAG])
  for (const read of reads) {
    if (typeof read === 'string') {
      tags.add(tag.type(read))
    } else {
      const [type, key] = read as readonly [KeyedType, string | number]
      tags.add(tag.type(type))
      tags.add(tag.doc(type, key))
    }
  }
  return [...tags]
}
