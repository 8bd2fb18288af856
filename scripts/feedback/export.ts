/**
 * Exports the feedback kept in the site's SQLite store, for operators.
 *
 *   pnpm --filter @assessa/scripts feedback:export -- --format csv --out feedback.csv
 *   pnpm --filter @assessa/scripts feedback:export -- --format json --db /srv/assessa/data/assessa.sqlite
 *
 * Options: --format csv|json (default csv), --out FILE (default: standard output),
 * --db PATH (default web/data/assessa.sqlite), --raw-cells (CSV: see below),
 * --include-spam (also the submissions the site flagged as spam, with `spam` and
 * `spamSignals` columns; left out by default, since they are not feedback).
 *
 * The database is opened read-only, so exporting while the site runs is safe (WAL mode:
 * readers never block the writer). CSV follows RFC 4180: every field quoted, quotes doubled,
 * CRLF row ends, UTF-8 with a byte-order mark so spreadsheet programs read accents right.
 * Visitors write the text, so a cell that starts with = + - @ or a tab would be run as a
 * formula by spreadsheet programs; such cells get a leading apostrophe unless --raw-cells.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'

export const DEFAULT_DB = path.resolve(import.meta.dirname, '..', '..', 'web', 'data', 'assessa.sqlite')

export interface ExportedFeedback {
  id: string
  submittedAt: string
  status: string
  name: string | null
  email: string | null
  feedbackType: string
  rating: number
  message: string
  publicFeedback: boolean
  /** Only with includeSpam. */
  spam?: boolean
  spamSignals?: string
}

export const CSV_COLUMNS: readonly (keyof ExportedFeedback)[] = [
  'id',
  'submittedAt',
  'status',
  'name',
  'email',
  'feedbackType',
  'rating',
  'message',
  'publicFeedback',
]
const SPAM_COLUMNS: readonly (keyof ExportedFeedback)[] = ['spam', 'spamSignals']

interface Row {
  id: string
  submitted_at: string
  status: string
  name: string | null
  email: string | null
  feedback_type: string
  rating: number
  message: string
  public_feedback: number
  spam?: number
  spam_signals?: string | null
}

export function readFeedback(dbPath: string, { includeSpam = false } = {}): ExportedFeedback[] {
  if (!fs.existsSync(dbPath))
    throw new Error(`No feedback store at ${dbPath} (nothing submitted yet, or pass --db PATH)`)
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'feedback'").get()
    if (!table) return []
    // A store the site has not opened since spam flags were added has no such column: no spam.
    const flagged = (db.pragma('table_info(feedback)') as { name: string }[]).some((c) => c.name === 'spam')
    const where = flagged && !includeSpam ? 'WHERE spam = 0' : ''
    const rows = db.prepare(`SELECT * FROM feedback ${where} ORDER BY submitted_at, rowid`).all() as Row[]
    return rows.map((row) => ({
      id: row.id,
      submittedAt: row.submitted_at,
      status: row.status,
      name: row.name,
      email: row.email,
      feedbackType: row.feedback_type,
      rating: row.rating,
      message: row.message,
      publicFeedback: row.public_feedback === 1,
      ...(includeSpam ? { spam: row.spam === 1, spamSignals: row.spam_signals ?? '' } : {}),
    }))
  } finally {
    db.close()
  }
}

export function csvCell(value: unknown, { rawCells = false } = {}): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (!rawCells && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv(
  items: readonly ExportedFeedback[],
  options: { rawCells?: boolean; includeSpam?: boolean } = {},
): string {
  const columns = options.includeSpam ? [...CSV_COLUMNS, ...SPAM_COLUMNS] : CSV_COLUMNS
  const lines = [columns.map((c) => csvCell(c)).join(',')]
  for (const item of items) lines.push(columns.map((c) => csvCell(item[c], options)).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export function toJson(items: readonly ExportedFeedback[]): string {
  return `${JSON.stringify(items, null, 2)}\n`
}

function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      db: { type: 'string', default: DEFAULT_DB },
      'raw-cells': { type: 'boolean', default: false },
      'include-spam': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  })
  if (values.help) {
    console.log('Usage: feedback:export [--format csv|json] [--out FILE] [--db PATH] [--raw-cells] [--include-spam]')
    return
  }
  if (values.format !== 'csv' && values.format !== 'json')
    throw new Error(`--format must be csv or json, not "${values.format}"`)

  const includeSpam = values['include-spam']
  const items = readFeedback(path.resolve(values.db), { includeSpam })
  const text = values.format === 'csv' ? toCsv(items, { rawCells: values['raw-cells'], includeSpam }) : toJson(items)
  if (values.out) {
    const out = path.resolve(values.out)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(out, text)
    console.error(`Exported ${items.length} feedback submission(s) to ${out}`)
  } else {
    process.stdout.write(text)
  }
}

// Run only as a script, so tests can import the helpers.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    // pnpm passes a lone "--" through; parseArgs would take it as the end of options.
    main(process.argv.slice(2).filter((arg) => arg !== '--'))
  } catch (error) {
    console.error(`feedback:export: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
