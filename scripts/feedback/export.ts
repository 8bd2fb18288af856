/**
 * Exports the feedback kept in the site's SQLite store, for operators.
 *
 *   pnpm --filter @assessa/scripts feedback:export -- --format csv --out feedback.csv
 *   pnpm --filter @assessa/scripts feedback:export -- --format json --db /srv/assessa/data/assessa.sqlite
 *
 * Options: --format csv|json (default csv), --out FILE (default: standard output),
 * --db PATH (default web/data/assessa.sqlite), --raw-cells (CSV: see below).
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
}

export function readFeedback(dbPath: string): ExportedFeedback[] {
  if (!fs.existsSync(dbPath))
    throw new Error(`No feedback store at ${dbPath} (nothing submitted yet, or pass --db PATH)`)
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'feedback'").get()
    if (!table) return []
    const rows = db.prepare('SELECT * FROM feedback ORDER BY submitted_at, rowid').all() as Row[]
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

export function toCsv(items: readonly ExportedFeedback[], options: { rawCells?: boolean } = {}): string {
  const lines = [CSV_COLUMNS.map((c) => csvCell(c)).join(',')]
  for (const item of items) lines.push(CSV_COLUMNS.map((c) => csvCell(item[c], options)).join(','))
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
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  })
  if (values.help) {
    console.log('Usage: feedback:export [--format csv|json] [--out FILE] [--db PATH] [--raw-cells]')
    return
  }
  if (values.format !== 'csv' && values.format !== 'json')
    throw new Error(`--format must be csv or json, not "${values.format}"`)

  const items = readFeedback(path.resolve(values.db))
  const text = values.format === 'csv' ? toCsv(items, { rawCells: values['raw-cells'] }) : toJson(items)
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
