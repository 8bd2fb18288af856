/**
 * Load test of the feedback endpoint against an already running server: about 20 s of POSTs
 * with autocannon, then checks that the SQLite store gained exactly one row per 2xx answer.
 *
 * Target: ≥ 1,000 accepted submissions/s, p99 latency ≤ 25 ms, stored rows = 2xx answers.
 *
 * The route allows 5 submissions per client per minute by default, and every request here
 * comes from one client, so start the server with the limit raised:
 *
 *   pnpm build
 *   DATA_DIR=/tmp/assessa-bench FEEDBACK_RATE_LIMIT_PER_MINUTE=1000000 pnpm start -- -p 3000 -H 127.0.0.1
 *   pnpm --filter @assessa/scripts bench:feedback -- http://127.0.0.1:3000 /tmp/assessa-bench/assessa.sqlite
 *
 * Arguments: [URL] (default http://127.0.0.1:3000) [DB] (default web/data/assessa.sqlite,
 * which must be the server's `${DATA_DIR}/assessa.sqlite`); options --duration SECONDS (20),
 * --connections N (10). Exits 1 when the target is missed. Only loopback and the project's
 * own hosts are valid targets.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { benchArgs } from './args'
import { autocannon } from './autocannon'
import { reportChecks, runBench } from './report'

const TARGET = { acceptedPerSecond: 1000, p99Ms: 25 }
const DEFAULT_DB = path.resolve(import.meta.dirname, '..', '..', 'web', 'data', 'assessa.sqlite')

function countRows(dbPath: string): number {
  if (!fs.existsSync(dbPath)) return 0
  const db = new Database(dbPath, { readonly: true, fileMustExist: true })
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'feedback'").get()
    return table ? (db.prepare('SELECT COUNT(*) FROM feedback').pluck().get() as number) : 0
  } finally {
    db.close()
  }
}

let sequence = 0
function submission(): string {
  sequence++
  return JSON.stringify({
    name: `Bench ${sequence}`,
    email: `bench${sequence}@example.org`,
    feedbackType: 'suggestion',
    rating: (sequence % 5) + 1,
    message: `Load test submission ${sequence}: the quiz generator could offer more question types.`,
    publicFeedback: sequence % 2 === 0,
  })
}

async function main() {
  const { values, positionals, base } = benchArgs({
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
  })
  const dbPath = path.resolve(positionals[1] ?? DEFAULT_DB)
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  const url = `${base}/api/feedback/send-feedback`
  const headers = { 'content-type': 'application/json' }

  // Warm up (route module load, JIT) and check the server answers as expected.
  for (let i = 0; i < 50; i++) {
    const response = await fetch(url, { method: 'POST', headers, body: submission() })
    if (response.status !== 200) {
      throw new Error(
        `Warm-up got ${response.status} ${await response.text()}` +
          (response.status === 429 ? ' — start the server with FEEDBACK_RATE_LIMIT_PER_MINUTE=1000000' : ''),
      )
    }
  }

  const load = (bounds: { duration: number } | { amount: number }) =>
    autocannon({
      url,
      method: 'POST',
      headers,
      connections,
      ...bounds,
      requests: [{ setupRequest: (request) => ({ ...request, body: submission() }) }],
    })

  // A run bounded by time drops the requests in flight when the clock runs out, though the
  // server may still store them, which would blur "rows = 2xx". So a short timed run
  // measures the rate, and the measured run sends a fixed number of requests (a quarter more
  // than `duration` seconds' worth, as a warm server is faster than in calibration) and waits
  // for every answer; the run must then have lasted at least `duration` seconds.
  const calibration = await load({ duration: 3 })
  const amount = Math.max(connections * 10, Math.round(calibration.requests.average * duration * 1.25))
  await new Promise((resolve) => setTimeout(resolve, 500)) // let dropped requests finish

  const before = countRows(dbPath)
  console.log(
    `POST ${url} — ${connections} connections, ${amount} requests (≥ ${duration} s at ${calibration.requests.average.toFixed(0)}/s); ` +
      `store ${dbPath} has ${before} rows`,
  )
  const result = await load({ amount })
  const after = countRows(dbPath)

  const ok = result['2xx']
  const accepted = ok / result.duration
  const added = after - before
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  const checks = [
    {
      name: `accepted/s ≥ ${TARGET.acceptedPerSecond}`,
      pass: accepted >= TARGET.acceptedPerSecond,
      value: accepted.toFixed(0),
    },
    { name: `sustained ≥ ${duration} s`, pass: result.duration >= duration, value: `${result.duration.toFixed(1)} s` },
    { name: `p99 ≤ ${TARGET.p99Ms} ms`, pass: result.latency.p99 <= TARGET.p99Ms, value: `${result.latency.p99} ms` },
    { name: 'rows added = 2xx', pass: added === ok, value: `${added} rows / ${ok} 2xx` },
    {
      name: 'no errors or non-2xx',
      pass: result.errors === 0 && result.timeouts === 0 && result.non2xx === 0,
      value: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    },
  ]

  console.log(`
requests/s   mean ${result.requests.average.toFixed(0)}  (total ${result.requests.total} in ${result.duration.toFixed(1)} s)
latency      p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms
responses    ${statuses || 'none'}
errors       ${result.errors}  timeouts ${result.timeouts}
store        ${before} → ${after} rows (+${added})
`)
  reportChecks(checks)
}

runBench('bench:feedback', main)
