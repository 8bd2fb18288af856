/**
 * Group commit: items added while the event loop is busy are committed together, in one call of
 * `commit` (one transaction, one fsync) instead of one each. The first item added after a commit
 * schedules the next one with `schedule` (setImmediate, or a timer for a batching window);
 * `flush()` commits what is queued at once (tests, shutdown). `commit` handles its own errors:
 * what it throws is not caught here.
 */
export interface GroupCommit<T> {
  add(item: T): void
  /** Items added but not committed yet, oldest first (so reads can include them). */
  readonly pending: readonly T[]
  flush(): void
}

export function createGroupCommit<T>(
  commit: (batch: T[]) => void,
  schedule: (flush: () => void) => void,
): GroupCommit<T> {
  let queue: T[] = []
  let scheduled = false
  function flush() {
    scheduled = false
    if (queue.length === 0) return
    const batch = queue
    queue = []
    commit(batch)
  }
  return {
    add(item) {
      queue.push(item)
      if (!scheduled) {
        scheduled = true
        schedule(flush)
      }
    },
    get pending() {
      return queue
    },
    flush,
  }
}
