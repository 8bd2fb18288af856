import type Database from 'better-sqlite3'

/**
 * Numbered schema migrations of the site's SQLite store, applied in order at open. Never
 * edit or renumber one that has shipped: add the next number. Each runs inside the same
 * transaction as its `schema_migrations` record, so a crash leaves it applied or not.
 */
export interface Migration {
  version: number
  name: string
  up: string | ((db: Database.Database) => void)
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'feedback',
    up: `
      CREATE TABLE feedback (
        id              TEXT PRIMARY KEY,
        submitted_at    TEXT NOT NULL,
        name            TEXT,
        email           TEXT,
        feedback_type   TEXT NOT NULL CHECK (feedback_type IN ('general', 'bug', 'suggestion', 'feature', 'praise')),
        rating          INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        message         TEXT NOT NULL,
        public_feedback INTEGER NOT NULL DEFAULT 0 CHECK (public_feedback IN (0, 1)),
        status          TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewed', 'approved', 'rejected'))
      );
      CREATE INDEX feedback_submitted_at ON feedback (submitted_at);
    `,
  },
  {
    version: 2,
    name: 'chat_turns',
    // One row per exchange of the chat assistant (question, reply, what it was about), kept
    // for follow-up questions: the last 20 per session, for 24 hours (features/chat/sessions.ts).
    up: `
      CREATE TABLE chat_turns (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        message    TEXT NOT NULL,
        reply      TEXT NOT NULL,
        topic      TEXT
      );
      CREATE INDEX chat_turns_session ON chat_turns (session_id, id);
      CREATE INDEX chat_turns_created_at ON chat_turns (created_at);
    `,
  },
  {
    version: 3,
    name: 'feedback_spam',
    // Spam is kept with the signals that fired (features/feedback/spam.ts), so nothing a
    // visitor sent is lost to a wrong guess; the export leaves flagged rows out by default.
    up: `
      ALTER TABLE feedback ADD COLUMN spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1));
      ALTER TABLE feedback ADD COLUMN spam_signals TEXT;
      CREATE INDEX feedback_spam_submitted_at ON feedback (spam, submitted_at);
    `,
  },
]

/** Applies every migration not yet recorded; returns the versions it applied. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const versions = migrations.map((m) => m.version)
  if (versions.some((v, i) => i > 0 && v <= versions[i - 1]!))
    throw new Error('Migrations must be numbered in increasing order')

  const run = db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`)
    const applied = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
    )
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
    const done: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      if (typeof migration.up === 'string') db.exec(migration.up)
      else migration.up(db)
      record.run(migration.version, migration.name, new Date().toISOString())
      done.push(migration.version)
    }
    return done
  })
  // IMMEDIATE takes the write lock first, so two processes opening a new file at once
  // apply each migration once: the second waits, then sees them recorded.
  return run.immediate()
}
