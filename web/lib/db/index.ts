import 'server-only'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { env } from '@/lib/env'
import { openDatabase } from './open'

const DB_FILE_NAME = 'assessa.sqlite'

/** Where the site's store lives: `${DATA_DIR}/assessa.sqlite`. */
function databasePath(): string {
  return path.join(env.DATA_DIR, DB_FILE_NAME)
}

// One connection per process. better-sqlite3 is synchronous, so one connection serialises
// writes without locking between connections. Kept on globalThis so Next's dev reloads
// do not open a new connection per edit.
const globalForDb = globalThis as typeof globalThis & { __assessaDb?: { file: string; db: Database.Database } }

/** The site's SQLite connection, opened and migrated on first use. */
export function getDb(): Database.Database {
  const file = databasePath()
  const cached = globalForDb.__assessaDb
  if (cached && cached.file === file && cached.db.open) return cached.db
  // DATA_DIR changed (tests): the old file is no longer the store.
  if (cached?.db.open) cached.db.close()
  const db = openDatabase(file)
  globalForDb.__assessaDb = { file, db }
  return db
}

/** Closes the connection (tests and shutdown). */
export function closeDb(): void {
  globalForDb.__assessaDb?.db.close()
  globalForDb.__assessaDb = undefined
}
