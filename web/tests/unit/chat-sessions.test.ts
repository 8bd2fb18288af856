import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/open'
import { createChatSessions } from '@/features/chat/sessions'

/** Chat history in SQLite: bounded per session, expired after 24 hours, queued writes visible at once. */

let dir: string
let db: Database.Database
let clock: number

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-sessions-'))
  db = openDatabase(path.join(dir, 'assessa.sqlite'))
  clock = Date.UTC(2025, 8, 1, 12)
})

afterEach(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const turn = (n: number) => ({ message: `question ${n}`, reply: `answer ${n}`, topic: { query: `q${n}` } })
const count = (sessionId?: string) =>
  sessionId
    ? (db.prepare('SELECT COUNT(*) FROM chat_turns WHERE session_id = ?').pluck().get(sessionId) as number)
    : (db.prepare('SELECT COUNT(*) FROM chat_turns').pluck().get() as number)

describe('chat sessions', () => {
  it('is created by the numbered migration, next to the feedback table', () => {
    const versions = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()
    expect(versions).toContainEqual({ version: 2, name: 'chat_turns' })
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('feedback', 'chat_turns') ORDER BY name",
        )
        .pluck()
        .all(),
    ).toEqual(['chat_turns', 'feedback'])
  })

  it('returns a session’s turns oldest first, including ones not yet committed', () => {
    const sessions = createChatSessions(() => db, { now: () => clock })
    sessions.record('a', turn(1))
    sessions.record('b', turn(2))
    expect(sessions.recent('a')).toEqual([turn(1)])
    sessions.flush()
    sessions.record('a', turn(3))
    expect(sessions.recent('a').map((t) => t.message)).toEqual(['question 1', 'question 3'])
    expect(sessions.recent('c')).toEqual([])
    sessions.flush()
  })

  it('commits queued turns together, shortly after', async () => {
    const sessions = createChatSessions(() => db, { now: () => clock, batchMs: 10 })
    for (let i = 0; i < 5; i++) sessions.record('a', turn(i))
    expect(count()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(count()).toBe(5)
  })

  it('keeps only the last 20 turns of a session', () => {
    const sessions = createChatSessions(() => db, { now: () => clock })
    for (let i = 1; i <= 25; i++) {
      sessions.record('a', turn(i))
      sessions.flush()
    }
    sessions.record('b', turn(99))
    sessions.flush()
    expect(count('a')).toBe(20)
    expect(count('b')).toBe(1)
    const recent = sessions.recent('a')
    expect(recent).toHaveLength(20)
    expect(recent[0]!.message).toBe('question 6')
    expect(recent.at(-1)!.message).toBe('question 25')
  })

  it('forgets turns older than 24 hours and deletes them on the next write', () => {
    const sessions = createChatSessions(() => db, { now: () => clock })
    sessions.record('old', turn(1))
    sessions.flush()
    clock += 24 * 60 * 60 * 1000 + 1
    expect(sessions.recent('old')).toEqual([])
    expect(count('old')).toBe(1)
    sessions.record('new', turn(2))
    sessions.flush()
    expect(count('old')).toBe(0)
    expect(count('new')).toBe(1)
  })

  it('reads only as many turns as asked for, the newest ones', () => {
    const sessions = createChatSessions(() => db, { now: () => clock })
    for (let i = 1; i <= 5; i++) sessions.record('a', turn(i))
    sessions.flush()
    sessions.record('a', turn(6))
    expect(sessions.recent('a', 1)).toEqual([turn(6)])
    expect(sessions.recent('a', 3).map((t) => t.message)).toEqual(['question 4', 'question 5', 'question 6'])
    expect(sessions.recent('a', 100)).toHaveLength(6)
    sessions.flush()
  })

  it('keeps the limit for a session that has turns from before a restart', () => {
    const before = createChatSessions(() => db, { now: () => clock })
    for (let i = 1; i <= 18; i++) before.record('a', turn(i))
    before.flush()
    // A new process does not know the count yet: it learns it from the store.
    const after = createChatSessions(() => db, { now: () => clock })
    for (let i = 19; i <= 23; i++) after.record('a', turn(i))
    after.flush()
    expect(count('a')).toBe(20)
    expect(after.recent('a')[0]!.message).toBe('question 4')
  })

  it('sweeps expired turns at most once a minute', () => {
    const sessions = createChatSessions(() => db, { now: () => clock })
    sessions.record('old', turn(1))
    sessions.flush()
    clock += 24 * 60 * 60 * 1000 - 30_000
    sessions.record('new', turn(2))
    sessions.flush()
    // 'old' expired 30 s after the last sweep: it waits for the next one, a minute after.
    clock += 40_000
    sessions.record('new', turn(3))
    sessions.flush()
    expect(count('old')).toBe(1)
    clock += 30_000
    sessions.record('new', turn(4))
    sessions.flush()
    expect(count('old')).toBe(0)
    expect(count('new')).toBe(3)
  })

  it('answers a follow-up’s read from memory for sessions it has seen', () => {
    let storeUp = true
    const sessions = createChatSessions(
      () => {
        if (!storeUp) throw new Error('disk gone')
        return db
      },
      { now: () => clock },
    )
    sessions.record('a', turn(1))
    sessions.record('a', turn(2))
    sessions.flush()
    storeUp = false
    expect(sessions.recent('a', 1)).toEqual([turn(2)])
    // Older turns, or a session it never saw, need the store.
    const original = console.error
    console.error = () => undefined
    try {
      expect(sessions.recent('b', 1)).toEqual([])
    } finally {
      console.error = original
    }
    // The remembered exchange expires like the stored one.
    clock += 24 * 60 * 60 * 1000 + 1
    expect(sessions.recent('a', 1)).toEqual([])
  })

  it('keeps answering when the store fails (history is only context)', () => {
    const sessions = createChatSessions(() => {
      throw new Error('disk gone')
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(sessions.recent('a')).toEqual([])
      sessions.record('a', turn(1))
      expect(() => sessions.flush()).not.toThrow()
    } finally {
      console.error = original
    }
    expect(errors.length).toBe(2)
  })
})
