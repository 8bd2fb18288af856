import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedbackSubmission } from '@/features/feedback/schema'
import { createSqliteFeedbackStore } from '@/features/feedback/store'
import { openDatabase } from '@/lib/db/open'

/** The operators' export script (scripts/feedback/export.ts), run as operators run it. */
const run = promisify(execFile)
const REPO = path.resolve(import.meta.dirname, '..', '..', '..')
const SCRIPTS = path.join(REPO, 'scripts')
const TSX = path.join(SCRIPTS, 'node_modules', '.bin', 'tsx')

const submissions: FeedbackSubmission[] = [
  { feedbackType: 'general', rating: 3, message: 'plain', publicFeedback: false, name: undefined, email: undefined },
  {
    name: 'O"Brien, Jr.',
    email: 'ob@example.org',
    feedbackType: 'bug',
    rating: 1,
    message: 'Line one, with "quotes"\nline two\r\nline three; ünïcödé ✓',
    publicFeedback: true,
  },
  {
    name: '=HYPERLINK("http://evil")',
    feedbackType: 'praise',
    rating: 5,
    message: '-1 looks like a formula',
    publicFeedback: false,
    email: undefined,
  },
]

const spam: FeedbackSubmission = {
  feedbackType: 'general',
  rating: 5,
  message: 'https://cheap.example/a https://cheap.example/b',
  publicFeedback: true,
  name: undefined,
  email: undefined,
}

let dir: string
let dbPath: string

/** RFC 4180 parser (enough for the test): quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    row.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') endField()
    else if (c === '\r' && text[i + 1] === '\n') {
      endField()
      rows.push(row)
      row = []
      i++
    } else field += c
  }
  if (field || row.length) {
    endField()
    rows.push(row)
  }
  return rows
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-export-'))
  dbPath = path.join(dir, 'assessa.sqlite')
  const db = openDatabase(dbPath)
  const store = createSqliteFeedbackStore(db)
  // One at a time, so the order of submittedAt is the order above.
  for (const s of submissions) {
    await store.save(s)
    await new Promise((r) => setTimeout(r, 5))
  }
  // Flagged by the site: kept in the store, never exported as feedback unless asked for.
  await store.save(spam, { spam: true, signals: ['no_form_timing', 'mostly_links'] })
  db.close()
})

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// Each case starts tsx processes, which can take seconds on a busy machine.
describe('feedback:export', { timeout: 60_000 }, () => {
  it("writes CSV with a header, every field quoted and the visitors' text intact", async () => {
    const out = path.join(dir, 'out', 'feedback.csv')
    await run(TSX, ['feedback/export.ts', '--db', dbPath, '--format', 'csv', '--out', out], { cwd: SCRIPTS })
    const text = fs.readFileSync(out, 'utf8')
    // A byte-order mark, then the header line: every column, quoted, in the documented order.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '\uFEFF"id","submittedAt","status","name","email","feedbackType","rating","message","publicFeedback"',
    )
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(rows).toHaveLength(3)
    const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])))
    expect(records[0]).toMatchObject({
      name: '',
      email: '',
      feedbackType: 'general',
      rating: '3',
      message: 'plain',
      publicFeedback: 'false',
      status: 'new',
    })
    expect(records[1]).toMatchObject({
      name: 'O"Brien, Jr.',
      email: 'ob@example.org',
      message: 'Line one, with "quotes"\nline two\r\nline three; ünïcödé ✓',
      publicFeedback: 'true',
    })
    // Cells a spreadsheet would run as formulas are defused.
    expect(records[2]).toMatchObject({ name: `'=HYPERLINK("http://evil")`, message: `'-1 looks like a formula` })
  })

  it('writes JSON to standard output; the package script runs the same file', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SCRIPTS, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts['feedback:export']).toBe('tsx feedback/export.ts')
    const { stdout } = await run(TSX, ['feedback/export.ts', '--', '--db', dbPath, '--format', 'json'], {
      cwd: SCRIPTS,
    })
    const items = JSON.parse(stdout) as Record<string, unknown>[]
    expect(items).toHaveLength(3)
    expect(items.map(({ id: _id, submittedAt: _at, ...rest }) => rest)).toEqual(
      submissions.map((s) => ({ ...s, name: s.name ?? null, email: s.email ?? null, status: 'new' })),
    )
    for (const item of items) {
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(Number.isNaN(Date.parse(String(item.submittedAt)))).toBe(false)
    }
  })

  it('leaves spam out by default; --include-spam adds it with its flag and signals', async () => {
    const plain = JSON.parse(
      (await run(TSX, ['feedback/export.ts', '--db', dbPath, '--format', 'json'], { cwd: SCRIPTS })).stdout,
    ) as Record<string, unknown>[]
    expect(plain.map((item) => item.message)).not.toContain(spam.message)
    expect(plain[0]).not.toHaveProperty('spam')

    const { stdout } = await run(TSX, ['feedback/export.ts', '--db', dbPath, '--format', 'csv', '--include-spam'], {
      cwd: SCRIPTS,
    })
    const [header, ...rows] = parseCsv(stdout.slice(1))
    expect(header!.slice(-2)).toEqual(['spam', 'spamSignals'])
    const records = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])))
    expect(records).toHaveLength(4)
    expect(records.map((r) => r.spam)).toEqual(['false', 'false', 'false', 'true'])
    expect(records[3]).toMatchObject({ message: spam.message, spamSignals: 'no_form_timing,mostly_links' })
  })

  it('fails with a clear message when there is no store, and on a bad format', async () => {
    await expect(
      run(TSX, ['feedback/export.ts', '--db', path.join(dir, 'missing.sqlite')], { cwd: SCRIPTS }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/No feedback store/),
    })
    await expect(
      run(TSX, ['feedback/export.ts', '--db', dbPath, '--format', 'xml'], { cwd: SCRIPTS }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/--format must be csv or json/),
    })
  })
})
