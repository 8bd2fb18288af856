import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { createGroupCommit } from '@/lib/db/group-commit'
import type { FeedbackSubmission } from './schema'
import type { SpamVerdict } from './spam'

/**
 * Where feedback goes. `save` resolves only once the submission is durably committed, so
 * the route answers 200 only for feedback that will still be there after a crash.
 */
export interface FeedbackStore {
  readonly kind: 'sqlite' | 'sanity'
  /** Stores the submission with its spam verdict (spam is kept, flagged, never dropped). */
  save(submission: FeedbackSubmission, verdict?: SpamVerdict): Promise<{ id: string }>
  /** Commits what is queued now instead of at the next turn of the event loop (shutdown). */
  flush(): void
}

interface StoredFeedback extends Omit<FeedbackSubmission, 'formOpenMs'> {
  id: string
  submittedAt: string
  status: 'new' | 'reviewed' | 'approved' | 'rejected'
  spam: boolean
  spamSignals: string[]
}

const NOT_SPAM: SpamVerdict = { spam: false, signals: [] }

interface Clock {
  now?: () => Date
  newId?: () => string
}

// ---------------------------------------------------------------------------------------
// SQLite (embedded default)

interface FeedbackRow {
  id: string
  submitted_at: string
  name: string | null
  email: string | null
  feedback_type: FeedbackSubmission['feedbackType']
  rating: number
  message: string
  public_feedback: 0 | 1
  status: StoredFeedback['status']
  spam: 0 | 1
  /** Comma-separated signal names; null when none fired. */
  spam_signals: string | null
}

interface Pending {
  row: FeedbackRow
  resolve: (value: { id: string }) => void
  reject: (error: unknown) => void
}

export interface SqliteFeedbackStore extends FeedbackStore {
  readonly kind: 'sqlite'
  /** Every stored submission, oldest first (operators, tests). */
  list(): StoredFeedback[]
  count(): number
}

/**
 * Feedback in the site's SQLite file. Submissions that arrive while the event loop is busy
 * are written together in one transaction (a group commit, lib/db/group-commit.ts, run on the
 * next turn of the event loop): one fsync for many, each promise resolved only after that
 * commit. Statements are prepared once.
 */
export function createSqliteFeedbackStore(db: Database.Database, clock: Clock = {}): SqliteFeedbackStore {
  const now = clock.now ?? (() => new Date())
  const newId = clock.newId ?? randomUUID
  const insert = db.prepare<FeedbackRow>(
    `INSERT INTO feedback (id, submitted_at, name, email, feedback_type, rating, message, public_feedback, status,
                           spam, spam_signals)
     VALUES (@id, @submitted_at, @name, @email, @feedback_type, @rating, @message, @public_feedback, @status,
             @spam, @spam_signals)`,
  )
  const insertAll = db.transaction((rows: FeedbackRow[]) => {
    for (const row of rows) insert.run(row)
  })
  const selectAll = db.prepare<[], FeedbackRow>('SELECT * FROM feedback ORDER BY submitted_at, rowid')
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM feedback')

  const queue = createGroupCommit<Pending>(
    (batch) => {
      try {
        insertAll(batch.map((p) => p.row))
        for (const p of batch) p.resolve({ id: p.row.id })
      } catch (batchError) {
        if (batch.length === 1) {
          batch[0]!.reject(batchError)
          return
        }
        // One bad row must not fail its neighbours: retry each on its own.
        for (const p of batch) {
          try {
            insertAll([p.row])
            p.resolve({ id: p.row.id })
          } catch (error) {
            p.reject(error)
          }
        }
      }
    },
    (flush) => setImmediate(flush),
  )

  return {
    kind: 'sqlite',
    save(submission, verdict = NOT_SPAM) {
      const row: FeedbackRow = {
        id: newId(),
        submitted_at: now().toISOString(),
        name: submission.name ?? null,
        email: submission.email ?? null,
        feedback_type: submission.feedbackType,
        rating: submission.rating,
        message: submission.message,
        public_feedback: submission.publicFeedback ? 1 : 0,
        status: 'new',
        spam: verdict.spam ? 1 : 0,
        spam_signals: verdict.signals.length > 0 ? verdict.signals.join(',') : null,
      }
      return new Promise((resolve, reject) => queue.add({ row, resolve, reject }))
    },
    flush: queue.flush,
    list: () => selectAll.all().map(fromRow),
    count: () => countAll.get()!.n,
  }
}

function fromRow(row: FeedbackRow): StoredFeedback {
  return {
    id: row.id,
    submittedAt: row.submitted_at,
    status: row.status,
    name: row.name ?? undefined,
    email: row.email ?? undefined,
    feedbackType: row.feedback_type,
    rating: row.rating,
    message: row.message,
    publicFeedback: row.public_feedback === 1,
    spam: row.spam === 1,
    spamSignals: row.spam_signals ? row.spam_signals.split(',') : [],
  }
}

// ---------------------------------------------------------------------------------------
// Sanity (when a write token is configured)

/** The `feedback` document type of the Studio (schemas/documents/feedback.ts). */
export interface FeedbackDocument {
  _id: string
  _type: 'feedback'
  status: 'new'
  submittedAt: string
  name?: string
  email?: string
  feedbackType: FeedbackSubmission['feedbackType']
  rating: number
  message: string
  publicFeedback: boolean
  /** Flagged by the spam signals: kept for the record, listed apart from real feedback in the Studio. */
  spam: boolean
  spamSignals?: string[]
}

/** The one call the store needs from @sanity/client, so tests can pass a fake. */
export interface FeedbackSanityClient {
  create(document: FeedbackDocument): Promise<{ _id: string }>
}

/**
 * Each submission becomes a `feedback` document for editors to moderate in the Studio.
 * The id lives under the `feedback.` path: documents with a dot in their id are never
 * readable without a token, so visitors' e-mails stay private even in a public dataset.
 */
export function createSanityFeedbackStore(client: FeedbackSanityClient, clock: Clock = {}): FeedbackStore {
  const now = clock.now ?? (() => new Date())
  const newId = clock.newId ?? randomUUID
  return {
    kind: 'sanity',
    async save(submission, verdict = NOT_SPAM) {
      const document: FeedbackDocument = {
        _id: `feedback.${newId()}`,
        _type: 'feedback',
        status: 'new',
        submittedAt: now().toISOString(),
        ...(submission.name ? { name: submission.name } : {}),
        ...(submission.email ? { email: submission.email } : {}),
        feedbackType: submission.feedbackType,
        rating: submission.rating,
        message: submission.message,
        publicFeedback: submission.publicFeedback,
        spam: verdict.spam,
        ...(verdict.signals.length > 0 ? { spamSignals: [...verdict.signals] } : {}),
      }
      // create() resolves after the mutation is committed (visibility "sync" by default).
      const created = await client.create(document)
      return { id: created._id }
    },
    // Each save is its own request, awaited by the visitor's: nothing is queued here.
    flush() {},
  }
}

// ---------------------------------------------------------------------------------------
// Selection

export interface FeedbackStoreConfig {
  SANITY_API_WRITE_TOKEN?: string
  SANITY_PROJECT_ID?: string
  SANITY_DATASET?: string
}

/** Sanity when a write token and a project/dataset are configured, else SQLite. */
export function feedbackStoreKind(config: FeedbackStoreConfig): FeedbackStore['kind'] {
  return config.SANITY_API_WRITE_TOKEN && config.SANITY_PROJECT_ID && config.SANITY_DATASET ? 'sanity' : 'sqlite'
}

export function selectFeedbackStore(
  config: FeedbackStoreConfig,
  factories: {
    sqlite: () => FeedbackStore
    sanity: (target: { projectId: string; dataset: string; token: string }) => FeedbackStore
  },
): FeedbackStore {
  if (feedbackStoreKind(config) === 'sanity') {
    return factories.sanity({
      projectId: config.SANITY_PROJECT_ID!,
      dataset: config.SANITY_DATASET!,
      token: config.SANITY_API_WRITE_TOKEN!,
    })
  }
  return factories.sqlite()
}
