import type Database from 'better-sqlite3'
import { createGroupCommit } from '@/lib/db/group-commit'
import { withRedisTimeout, type RedisClient } from '@/lib/redis'
import type { Topic, Turn } from './answer/types'

/**
 * Chat history per session in the site's SQLite store (table `chat_turns`, migration 2), so
 * a follow-up ("and on Pro?") knows what came before. Bounded: the last `maxTurns` exchanges
 * of a session, none older than `ttlMs`.
 *
 * Writes are queued and committed together every `batchMs` (20 ms; lib/db/group-commit.ts):
 * one transaction (one fsync, the store runs synchronous=FULL) for all answers given meanwhile
 * instead of one per answer, and the reply never waits for the disk. Reads include queued turns, so nothing is
 * missed in between. A crash can lose the last 20 ms of turns: only follow-up context.
 *
 * Cheap per message, since every chat reply reads and writes here:
 * - the server remembers, for the sessions it saw lately, the last exchange (all a grounded
 *   answer builds on) and how many rows the session has stored, so the common read needs no
 *   query and only sessions past `maxTurns` are trimmed;
 * - expired rows are swept at most once every `sweepEveryMs`.
 * This process is the store's only writer, so what it remembers is what the store holds.
 */

export const CHAT_HISTORY_MAX_TURNS = 20
const CHAT_HISTORY_TTL_MS = 24 * 60 * 60 * 1000

interface Row {
  sessionId: string
  createdAt: number
  message: string
  reply: string
  topic: string | null
}

/** What the server remembers of a recently seen session. */
interface KnownSession {
  /** The newest exchange and when it happened; null when the session has none. */
  last: { turn: Turn; createdAt: number } | null
  /** Rows stored for the session, queued ones included; undefined until needed. */
  rows: number | undefined
}

/** What the assistant needs of a history store: SQLite (one host) or Redis (several instances). */
export interface ChatHistory {
  recent(sessionId: string, limit?: number): Turn[] | Promise<Turn[]>
  record(sessionId: string, turn: Turn): void | Promise<void>
  flush(): void
}

/** The Redis store answers asynchronously. */
export interface RedisChatSessions extends ChatHistory {
  recent(sessionId: string, limit?: number): Promise<Turn[]>
  record(sessionId: string, turn: Turn): Promise<void>
}

export interface ChatSessions extends ChatHistory {
  /** The session's last `limit` (default: all kept) exchanges, oldest first. */
  recent(sessionId: string, limit?: number): Turn[]
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
      `SELECT created_at AS createdAt, message, reply, topic FROM chat_turns
       WHERE session_id = ? AND created_at >= ? ORDER BY id DESC LIMIT ?`,
    ),
    count: db.prepare('SELECT COUNT(*) FROM chat_turns WHERE session_id = ?').pluck(),
  }
}

const toTurn = (row: Pick<Row, 'message' | 'reply' | 'topic'>): Turn => ({
  message: row.message,
  reply: row.reply,
  topic: parseTopic(row.topic),
})

export function createChatSessions(
  getDb: () => Database.Database,
  {
    maxTurns = CHAT_HISTORY_MAX_TURNS,
    ttlMs = CHAT_HISTORY_TTL_MS,
    batchMs = 20,
    sweepEveryMs = 60_000,
    /** Sessions remembered in memory (about 1 KB each at most); the least recent are forgotten. */
    rememberSessions = 20_000,
    now = Date.now,
  } = {},
): ChatSessions {
  if (!Number.isInteger(maxTurns) || maxTurns < 1)
    throw new Error(`maxTurns must be a positive integer, got ${maxTurns}`)
  let lastSweep = Number.NEGATIVE_INFINITY
  const known = new Map<string, KnownSession>()

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

  /** Remembers a session as the most recently used one. */
  function remember(sessionId: string, session: KnownSession): KnownSession {
    known.delete(sessionId)
    known.set(sessionId, session)
    if (known.size > rememberSessions) known.delete(known.keys().next().value!)
    return session
  }

  /** The session's newest `limit` turns from the store and the queue, oldest first. */
  function read(sessionId: string, limit: number, since: number): (Turn & { createdAt: number })[] {
    let stored: (Turn & { createdAt: number })[] = []
    try {
      const rows = statements().recent.all(sessionId, since, limit) as Omit<Row, 'sessionId'>[]
      stored = rows.reverse().map((row) => ({ ...toTurn(row), createdAt: row.createdAt }))
    } catch (error) {
      // Without history the answer is still given; only follow-up context is lost.
      console.error('[chat] could not read chat history', error)
    }
    const queued = queue.pending
      .filter((row) => row.sessionId === sessionId && row.createdAt >= since)
      .map((row) => ({ ...toTurn(row), createdAt: row.createdAt }))
    return [...stored, ...queued].slice(-limit)
  }

  function storedRows(sessionId: string): number {
    try {
      return (
        (statements().count.get(sessionId) as number) +
        queue.pending.filter((row) => row.sessionId === sessionId).length
      )
    } catch {
      return 0
    }
  }

  const commit = (rows: Row[]) => {
    try {
      const { db, insert, trim, expire } = statements()
      db.transaction(() => {
        for (const row of rows) insert.run(row.sessionId, row.createdAt, row.message, row.reply, row.topic)
        for (const sessionId of new Set(rows.map((row) => row.sessionId))) {
          const session = known.get(sessionId)
          // A forgotten session is trimmed to be safe; a known one only once past the limit.
          if (session?.rows !== undefined && session.rows <= maxTurns) continue
          trim.run(sessionId, sessionId)
          if (session) session.rows = maxTurns
        }
        if (now() - lastSweep >= sweepEveryMs) {
          expire.run(now() - ttlMs)
          lastSweep = now()
          // Rows are gone: counts are learned again when needed.
          for (const session of known.values()) session.rows = undefined
        }
      })()
    } catch (error) {
      console.error('[chat] could not store chat turns', error)
    }
  }

  const queue = createGroupCommit(commit, (flush) => setTimeout(flush, batchMs).unref())

  return {
    recent(sessionId, limit = maxTurns) {
      const wanted = Math.min(Math.max(1, Math.floor(limit)), maxTurns)
      const since = now() - ttlMs
      const session = known.get(sessionId)
      if (wanted === 1 && session) {
        remember(sessionId, session)
        return session.last && session.last.createdAt >= since ? [session.last.turn] : []
      }
      const turns = read(sessionId, wanted, since)
      const newest = turns.at(-1)
      remember(sessionId, {
        last: newest ? { turn: toPlainTurn(newest), createdAt: newest.createdAt } : null,
        rows: session?.rows,
      })
      return turns.map(toPlainTurn)
    },
    record(sessionId, turn) {
      const createdAt = now()
      const session = known.get(sessionId)
      const rows = (session?.rows ?? storedRows(sessionId)) + 1
      queue.add({
        sessionId,
        createdAt,
        message: turn.message,
        reply: turn.reply,
        topic: turn.topic ? JSON.stringify(turn.topic) : null,
      })
      remember(sessionId, { last: { turn: toPlainTurn(turn), createdAt }, rows })
    },
    flush: queue.flush,
  }
}

function toPlainTurn(turn: Turn): Turn {
  return { message: turn.message, reply: turn.reply, topic: turn.topic }
}

/**
 * Chat history in Redis, for several instances: a follow-up that lands on another instance
 * reads the turn this one wrote. One list per session (`assessa:chat:<id>`): the last
 * `maxTurns` exchanges, each with its time so turns older than `ttlMs` are skipped, and the
 * list expires `ttlMs` after its last write. A write is awaited before the reply goes out, so
 * the next message, wherever it lands, finds it. Redis unreachable: no history, no error (the
 * client logs the outage once).
 */
export function createRedisChatSessions(
  client: RedisClient,
  { maxTurns = CHAT_HISTORY_MAX_TURNS, ttlMs = CHAT_HISTORY_TTL_MS, now = Date.now } = {},
): RedisChatSessions {
  const key = (sessionId: string) => `assessa:chat:${sessionId}`
  return {
    async recent(sessionId, limit = maxTurns) {
      const wanted = Math.min(Math.max(1, Math.floor(limit)), maxTurns)
      let items: string[]
      try {
        items = await withRedisTimeout(client.lRange(key(sessionId), -wanted, -1))
      } catch {
        return []
      }
      const since = now() - ttlMs
      return items.flatMap((item) => {
        try {
          const row = JSON.parse(item) as { at: number; message: string; reply: string; topic: Topic | null }
          return row.at >= since ? [{ message: row.message, reply: row.reply, topic: row.topic }] : []
        } catch {
          return []
        }
      })
    },
    async record(sessionId, turn) {
      const item = JSON.stringify({ at: now(), message: turn.message, reply: turn.reply, topic: turn.topic })
      try {
        await withRedisTimeout(
          client
            .multi()
            .rPush(key(sessionId), item)
            .lTrim(key(sessionId), -maxTurns, -1)
            .pExpire(key(sessionId), ttlMs)
            .exec(),
        )
      } catch {
        // Only follow-up context is lost.
      }
    },
    // Every write is committed before its reply: nothing waits.
    flush() {},
  }
}
