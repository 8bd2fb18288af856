/**
 * Cache tags. Every fetch carries `content` plus the tags below, and the revalidation webhook
 * (app/api/revalidate, mapping in ./revalidate-tags.ts) expires exactly the tags of a change:
 * - `type:X` is on every fetch that reads X documents: listings, related cards, the sitemap and
 *   each X page itself (pages that show other X documents need it anyway);
 * - `X:key` is on the fetch of the one page of an X document, keyed as in its URL (slug, step
 *   number, legal kind), so publishing a document also clears a cached "not found" at its URL.
 */
export const tag = {
  type: (type: string) => `type:${type}`,
  doc: (type: string, key: string | number) => `${type}:${key}`,
}

/** On every fetch: revalidating it refreshes every page (site settings are on all of them). */
export const CONTENT_TAG = 'content'
