/**
 * A stand-in for Next's `unstable_cache` that behaves like it where the tests look: a result is
 * kept under its key until one of its tags is expired. For `vi.mock('next/cache', …)`.
 */
export const cachedEntries = new Map<string, { value: unknown; tags: string[] }>()

export const unstable_cache =
  (read: () => Promise<unknown>, keys: string[], options: { tags: string[] }) => async (): Promise<unknown> => {
    const key = JSON.stringify(keys)
    if (!cachedEntries.has(key)) cachedEntries.set(key, { value: await read(), tags: options.tags })
    return cachedEntries.get(key)!.value
  }

/** What Next does for each tag the webhook expires. */
export function expireTags(tags: Iterable<string>) {
  const expired = new Set(tags)
  for (const [key, entry] of cachedEntries) if (entry.tags.some((tag) => expired.has(tag))) cachedEntries.delete(key)
}
