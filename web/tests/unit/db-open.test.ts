import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '@/lib/db/open'

/**
 * Two processes starting at once on a new store file (the README's single-host setup): one
 * creates the tables while the other switches the file to WAL. SQLite does not wait for a lock
 * during that switch, so the store does: the second process opens once the first commits,
 * instead of crashing at start with "database is locked".
 */
const HOLDER = path.join(import.meta.dirname, 'db-lock-holder.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-open-'))

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Starts a process that holds `file`'s write lock for `ms`; resolves once it has it. */
function holdWriteLock(file: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, file, String(ms)], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`lock holder exited before holding the lock (${code})`)))
  })
}

describe('opening the store while another process creates it', () => {
  it('waits for the other process to commit, then opens in WAL mode', async () => {
    const file = path.join(dir, 'assessa.sqlite')
    await holdWriteLock(file, 300)
    const db = openDatabase(file)
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      // The other process's table is there: its transaction was waited for, not overridden.
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'held'").pluck().get()).toBe('held')
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'feedback'").pluck().get()).toBe('feedback')
    } finally {
      db.close()
    }
  })
})
