/**
 * Holds the write lock of a new SQLite file (rollback journal, as a file is before it is
 * switched to WAL) for a while, as a second process creating the tables would; run as a child
 * process by db-open.test.ts. Prints "held" once it has the lock.
 *   db-lock-holder.ts DB_FILE MILLISECONDS
 */
import Database from 'better-sqlite3'

const [file, hold = '300'] = process.argv.slice(2)
if (!file) throw new Error('usage: db-lock-holder.ts DB_FILE MILLISECONDS')
const db = new Database(file)
db.exec('BEGIN IMMEDIATE; CREATE TABLE held (x)')
console.log('held')
setTimeout(() => {
  db.exec('COMMIT')
  db.close()
}, Number(hold))
