import type Database from 'better-sqlite3'
import type { Topic, Turn } from './answer/types'

/**
 * Chat history per session in the site's SQLite store (table `chat_turns`, migration 2), so
 * a follow-up ("and on Pro?") knows what came before. Bounded: the last `maxTurns` exchanges
 * of a session, none older than `ttlMs`; older rows are deleted whenever turns are written.
 *
 * Writes are queued and committed together every `batchMs` (20 ms): one transaction (one
 * fsync, the store runs synchronous=FULL) for all answers given meanwhile instead of one per
 * answer, and the reply never waits for the disk. Reads include queued turns, so nothing is
 * missed in between. A crash can lose the last 20 ms of turns: only follow-up context.
 */

export const CHAT_HISTORY_MAX_TURNS = 20
export const CHAT_HISTORY_TTL_MS = 24 * 60 * 60 * 1000

interface Row {
  sessionId: string
  createdAt: number
  message: string
  reply: string
  topic: string | null
}

export interface ChatSessions {
  /** The session's recent exchanges, oldest first. */
  recent(sessionId: string): Turn[]
  /** Queues an exchange for the next commit. */
  record(sessionId: string, turn: Turn): void
  /** Commits queued exchanges now (tests, shutdown). */
  flush(): void
}

function parseTopic(json: string | null): Topic | null {
  if (!json) return null
  try {
    return JSON.parse(json) as Topic
  } catch {
    return null
  }
}

function prepare(db: Database.Database, maxTurns: number) {
  return {
    insert: db.prepare('INSERT INTO chat_turns (session_id, created_at, message, reply, topic) VALUES (?, ?, ?, ?, ?)'),
    // Everything but the session's newest `maxTurns` rows.
    trim: db.prepare(
      `DELETE FROM chat_turns WHERE session_id = ? AND id <= (
         SELECT id FROM chat_turns WHERE session_id = ? ORDER BY id DESC LIMIT 1 OFFSET ${maxTurns}
       )`,
    ),
    expire: db.prepare('DELETE FROM chat_turns WHERE created_at < ?'),
    recent: db.prepare(
      `SELECT message, reply, topic FROM chat_turns
       WHERE session_id = ? AND created_at >= ? ORDER BY id DESC LIMIT ${maxTurns}`,
    ),
  }
}

export function createChatSessions(
  getDb: () => Database.Database,
  { maxTurns = CHAT_HISTORY_MAX_TURNS, ttlMs = CHAT_HISTORY_TTL_MS, batchMs = 20, now = Date.now } = {},
): ChatSessions {
  if (!Number.isInteger(maxTurns) || maxTurns < 1)
    throw new Error(`maxTurns must be a positive integer, got ${maxTurns}`)
  let queue: Row[] = []
  let scheduled = false
  // Prepared once per connection (getDb() opens a new one when DATA_DIR changes, in tests).
  const prepared = new WeakMap<Database.Database, ReturnType<typeof prepare>>()
  const statements = () => {
    const db = getDb()
    let cached = prepared.get(db)
    if (!cached) {
      cached = prepare(db, maxTurns)
      prepared.set(db, cached)
    }
    return { db, ...cached }
  }

  function flush() {
    scheduled = false
    if (queue.length === 0) return
    const rows = queue
    queue = []
    try {
      const { db, insert, trim, expire } = statements()
      db.transaction(() => {
        for (const row of rows) insert.run(row.sessionId, row.createdAt, row.message, row.reply, row.topic)
        for (const sessionId of new Set(rows.map((row) => row.sessionId))) trim.run(sessionId, sessionId)
        expire.run(now() - ttlMs)
      })()
    } catch (error) {
      console.error('[chat] could not store chat turns', error)
    }
  }

  return {
    recent(sessionId) {
      const since = now() - ttlMs
      let stored: Turn[] = []
      try {
        const rows = statements().recent.all(sessionId, since) as {
          message: string
          reply: string
          topic: string | null
        }[]
        stored = rows.reverse().map((row) => ({ message: row.message, reply: row.reply, topic: parseTopic(row.topic) }))
      } catch (error) {
        // Without history the answer is still given; only follow-up context is lost.
        console.error('[chat] could not read chat history', error)
      }
      const queued = queue
        .filter((row) => row.sessionId === sessionId && row.createdAt >= since)
        .map((row) => ({ message: row.message, reply: row.reply, topic: parseTopic(row.topic) }))
      return [...stored, ...queued].slice(-maxTurns)
    },
    record(sessionId, turn) {
      queue.push({
        sessionId,
        createdAt: now(),
        message: turn.message,
        reply: turn.reply,
        topic: turn.topic ? JSON.stringify(turn.topic) : null,
      })
      if (!scheduled) {
        scheduled = true
        setTimeout(flush, batchMs).unref()
      }
    },
    flush,
  }
}
