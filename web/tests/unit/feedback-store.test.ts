import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FeedbackSubmission } from '@/features/feedback/schema'
import {
  createSanityFeedbackStore,
  createSqliteFeedbackStore,
  feedbackStoreKind,
  selectFeedbackStore,
  type FeedbackDocument,
  type FeedbackStore,
} from '@/features/feedback/store'
import { openDatabase } from '@/lib/db/open'
import { MIGRATIONS, migrate } from '@/lib/db/migrations'

const submission: FeedbackSubmission = {
  name: 'Grace',
  email: 'grace@example.org',
  feedbackType: 'praise',
  rating: 5,
  message: 'Saved me an evening of marking.',
  publicFeedback: true,
}
const fixedClock = { now: () => new Date('2025-09-01T10:00:00.000Z'), newId: () => 'fixed-id' }

const dirs: string[] = []
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-store-'))
  dirs.push(dir)
  return path.join(dir, 'nested', 'assessa.sqlite')
}
/** Opens the database at `file` (a new one by default) for `use`, and closes it whatever happens. */
async function withDatabase<T>(use: (db: Database) => T | Promise<T>, file = tempFile()): Promise<T> {
  const db = openDatabase(file)
  try {
    return await use(db)
  } finally {
    db.close()
  }
}
type Database = ReturnType<typeof openDatabase>

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('selectFeedbackStore', () => {
  const sqlite: FeedbackStore = { kind: 'sqlite', save: async () => ({ id: 'sqlite' }), flush: () => undefined }
  const sanity: FeedbackStore = { kind: 'sanity', save: async () => ({ id: 'sanity' }), flush: () => undefined }

  it('uses Sanity only with a write token, a project id and a dataset', () => {
    const calls: unknown[] = []
    const store = selectFeedbackStore(
      { SANITY_API_WRITE_TOKEN: 'tok', SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' },
      { sqlite: () => sqlite, sanity: (target) => (calls.push(target), sanity) },
    )
    expect(store).toBe(sanity)
    expect(calls).toEqual([{ projectId: 'abc123', dataset: 'production', token: 'tok' }])
  })

  it('falls back to SQLite otherwise', () => {
    const factories = {
      sqlite: () => sqlite,
      sanity: () => {
        throw new Error('must not be created')
      },
    }
    for (const config of [
      {},
      { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' },
      { SANITY_API_WRITE_TOKEN: 'tok' },
      { SANITY_API_WRITE_TOKEN: 'tok', SANITY_PROJECT_ID: 'abc123' },
      { SANITY_API_WRITE_TOKEN: '', SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' },
    ]) {
      expect(selectFeedbackStore(config, factories)).toBe(sqlite)
      expect(feedbackStoreKind(config)).toBe('sqlite')
    }
  })
})

describe('Sanity feedback store', () => {
  it('creates one private feedback document with status "new" and submittedAt', async () => {
    const created: FeedbackDocument[] = []
    const client = { create: async (doc: FeedbackDocument) => (created.push(doc), { _id: doc._id }) }
    const store = createSanityFeedbackStore(client, fixedClock)
    expect(store.kind).toBe('sanity')
    await expect(store.save(submission)).resolves.toEqual({ id: 'feedback.fixed-id' })
    expect(created).toEqual([
      {
        _id: 'feedback.fixed-id',
        _type: 'feedback',
        status: 'new',
        submittedAt: '2025-09-01T10:00:00.000Z',
        // Every field of the submission, as submitted.
        ...submission,
        spam: false,
      },
    ])
  })

  it('marks spam and names its signals, so the Studio lists it apart', async () => {
    const created: FeedbackDocument[] = []
    const store = createSanityFeedbackStore({ create: async (doc) => (created.push(doc), { _id: doc._id }) })
    await store.save(submission, { spam: true, signals: ['too_fast', 'repeated'] })
    expect(created[0]).toMatchObject({ spam: true, spamSignals: ['too_fast', 'repeated'], status: 'new' })
  })

  it('leaves absent name and e-mail out of the document', async () => {
    const created: FeedbackDocument[] = []
    const store = createSanityFeedbackStore({ create: async (doc) => (created.push(doc), { _id: doc._id }) })
    const { id } = await store.save({ ...submission, name: undefined, email: undefined })
    expect(id).toMatch(/^feedback\.[0-9a-f-]{36}$/)
    expect(created[0]).not.toHaveProperty('name')
    expect(created[0]).not.toHaveProperty('email')
  })

  it('fails when the client fails, so the route never acknowledges unsaved feedback', async () => {
    const store = createSanityFeedbackStore({ create: () => Promise.reject(new Error('network down')) })
    await expect(store.save(submission)).rejects.toThrow('network down')
  })
})

describe('SQLite store and migrations', () => {
  it('opens a new file (creating its folder) in WAL mode with synchronous FULL and records migrations', async () => {
    const file = tempFile()
    await withDatabase((db) => {
      expect(fs.existsSync(file)).toBe(true)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2) // FULL
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(
        MIGRATIONS.map((m) => m.version),
      )
      // Opening again applies nothing twice.
      expect(migrate(db)).toEqual([])
    }, file)
  })

  it('applies later migrations once, and a failing migration leaves nothing behind', async () => {
    await withDatabase((db) => {
      const next = [...MIGRATIONS, { version: 100, name: 'extra', up: 'CREATE TABLE extra (x INTEGER)' }]
      expect(migrate(db, next)).toEqual([100])
      expect(migrate(db, next)).toEqual([])
      const broken = [...next, { version: 101, name: 'broken', up: 'CREATE TABLE half (x INTEGER); NOT SQL' }]
      expect(() => migrate(db, broken)).toThrow()
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined()
      expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(100)
    })
  })

  it('stores and lists submissions; concurrent saves share one commit and each gets its own id', async () => {
    await withDatabase(async (db) => {
      const store = createSqliteFeedbackStore(db)
      const ids = await Promise.all(
        Array.from({ length: 50 }, (_, i) => store.save({ ...submission, rating: (i % 5) + 1 })),
      )
      expect(new Set(ids.map((r) => r.id)).size).toBe(50)
      expect(store.count()).toBe(50)
      const [first] = store.list()
      expect(first).toMatchObject({ ...submission, rating: 1, status: 'new' })
    })
  })

  it('keeps spam with its flag and signals, and weak signals on real feedback for the record', async () => {
    await withDatabase(async (db) => {
      const store = createSqliteFeedbackStore(db)
      await store.save(submission, { spam: true, signals: ['honeypot'] })
      await store.save(submission, { spam: false, signals: ['too_fast'] })
      await store.save(submission)
      expect(store.list().map(({ spam, spamSignals }) => ({ spam, spamSignals }))).toEqual([
        { spam: true, spamSignals: ['honeypot'] },
        { spam: false, spamSignals: ['too_fast'] },
        { spam: false, spamSignals: [] },
      ])
    })
  })

  it('feedback stored before spam flags existed reads as not spam after the upgrade', async () => {
    const file = tempFile()
    const before = openDatabase(file, { migrations: MIGRATIONS.filter((m) => m.name !== 'feedback_spam') })
    before
      .prepare(
        `INSERT INTO feedback (id, submitted_at, feedback_type, rating, message, public_feedback, status)
         VALUES ('old', '2025-01-01T00:00:00.000Z', 'bug', 2, 'from before', 0, 'new')`,
      )
      .run()
    before.close()
    await withDatabase((db) => {
      expect(createSqliteFeedbackStore(db).list()).toMatchObject([
        { id: 'old', message: 'from before', spam: false, spamSignals: [] },
      ])
    }, file)
  })

  it('one row the database refuses fails alone, not its batch', async () => {
    await withDatabase(async (db) => {
      const store = createSqliteFeedbackStore(db)
      const results = await Promise.allSettled([
        store.save(submission),
        store.save({ ...submission, rating: 9 }), // violates the CHECK constraint
        store.save(submission),
      ])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(store.count()).toBe(2)
    })
  })
})
