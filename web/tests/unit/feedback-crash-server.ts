/**
 * A tiny HTTP front for the real SQLite feedback store, run as a child process by
 * feedback-crash.test.ts (via tsx) so the test can SIGKILL it mid-burst.
 *   POST /insert  body: a validated submission → 200 {id} once committed
 *   GET  /check   → {integrity, count, ids}
 * Prints {"port": N} on its first stdout line when listening.
 */
import http from 'node:http'
import { createSqliteFeedbackStore } from '../../features/feedback/store'
import { openDatabase } from '../../lib/db/open'

const file = process.argv[2]
if (!file) throw new Error('usage: feedback-crash-server.ts DB_FILE')

const db = openDatabase(file)
const store = createSqliteFeedbackStore(db)

const server = http.createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.method === 'GET' && req.url === '/check') {
    const integrity = db.pragma('integrity_check', { simple: true })
    const ids = db.prepare('SELECT id FROM feedback').pluck().all()
    return send(200, { integrity, count: ids.length, ids })
  }
  if (req.method === 'POST' && req.url === '/insert') {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      store.save(JSON.parse(Buffer.concat(chunks).toString('utf8'))).then(
        ({ id }) => send(200, { id }),
        (error: unknown) => send(500, { error: String(error) }),
      )
    })
    return
  }
  send(404, { error: 'not found' })
})

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
})
