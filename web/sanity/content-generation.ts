/**
 * A process-wide counter of content changes, bumped by the revalidate webhook. Caches that
 * live outside Next's tag cache (the chat assistant's search index) compare it to know that
 * a publish happened. Kept on globalThis: the site server's API handlers and Next's route
 * bundles are separate module instances in one process, and both must see the same count.
 */
const KEY = Symbol.for('assessa.contentGeneration')
const store = globalThis as typeof globalThis & { [KEY]?: number }

export function contentGeneration(): number {
  return store[KEY] ?? 0
}

/** Call after content changed (a verified publish webhook). */
export function markContentChanged(): void {
  store[KEY] = contentGeneration() + 1
}
