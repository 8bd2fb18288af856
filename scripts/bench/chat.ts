/**
 * Load test of the chat endpoint against an already running server: 100 concurrent
 * connections for about 15 s, each request from one of many distinct chat sessions and
 * asking one of a mix of visitor questions (plan limits, FAQ, legal, small talk, follow-ups,
 * "don't know"). Reports p50/p95/p99 latency and errors.
 *
 * Target (grounded mode, no CHAT_LLM_* set): p95 ≤ 30 ms per reply, no errors, every answer 200.
 *
 * Every request comes from one client address, so start the server with the limit raised:
 *
 *   pnpm build
 *   DATA_DIR=/tmp/assessa-bench CHAT_RATE_LIMIT_PER_MINUTE=1000000 pnpm start -- -p 3000 -H 127.0.0.1
 *   pnpm --filter @assessa/scripts bench:chat -- http://127.0.0.1:3000
 *
 * Arguments: [URL] (default http://127.0.0.1:3000); options --duration SECONDS (15),
 * --connections N (100), --sessions N (distinct session ids, 5000), --warmup SECONDS (3, the
 * same load before the measured run, not counted). Exits 1 when the target
 * is missed. Only loopback and the project's own hosts are valid targets.
 */
import { randomUUID } from 'node:crypto'
import { benchArgs } from './args'
import { autocannon } from './autocannon'
import { percentile, reportChecks, runBench } from './report'

const TARGET = { p95Ms: 30 }

/** What visitors ask, in rough proportion: limits and prices, FAQ, legal, small talk, follow-ups, unknowns. */
const QUESTIONS = [
  'how many classes can I have on the free plan?',
  'and on Pro?',
  'How much does the Advanced plan cost?',
  'How many AI requests do I get each month with Pro?',
  'do students need accounts?',
  'can I upload a PDF to train the AI?',
  'how do I cancel?',
  'What happens if I hit my plan limit?',
  'How long do you keep payment records?',
  'What is the maximum size for a student PDF submission?',
  'How do I delete my account?',
  'What types of assessment can Assessa generate?',
  'Can I put a timer on a quiz?',
  'How quickly will you tell us about a data breach?',
  'Which account should my school use?',
  'hi',
  'thanks!',
  'who are you?',
  'tell me a joke',
  'Do you integrate with Google Classroom?',
  'tell me more',
  'How do I share an activity using a QR code?',
  'Is multi-year progress tracking available?',
  'What is formative assessment?',
]

function assertLocalTarget(base: string) {
  const { hostname } = new URL(base)
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname) && !hostname.endsWith('assessa.example')) {
    throw new Error(`Refusing to load-test ${hostname}: only loopback and the project's own hosts are valid targets`)
  }
}

async function main() {
  const { values, base } = benchArgs({
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '100' },
    sessions: { type: 'string', default: '5000' },
    warmup: { type: 'string', default: '3' },
  })
  assertLocalTarget(base)
  const duration = Number(values.duration)
  const warmup = Number(values.warmup)
  const connections = Number(values.connections)
  const sessions = Array.from({ length: Number(values.sessions) }, () => randomUUID())
  const url = `${base}/api/chatbot/message`
  const headers = { 'content-type': 'application/json' }

  let sequence = 0
  const nextBody = () => {
    const n = sequence++
    return JSON.stringify({ message: QUESTIONS[n % QUESTIONS.length], sessionId: sessions[n % sessions.length] })
  }

  // Warm up (route module load, content fetch and index build, JIT) and check the answers.
  for (let i = 0; i < QUESTIONS.length * 4; i++) {
    const response = await fetch(url, { method: 'POST', headers, body: nextBody() })
    const body = (await response.json().catch(() => ({}))) as { reply?: string }
    if (response.status !== 200 || !body.reply) {
      throw new Error(
        `Warm-up got ${response.status} ${JSON.stringify(body)}` +
          (response.status === 429 ? ' — start the server with CHAT_RATE_LIMIT_PER_MINUTE=1000000' : ''),
      )
    }
  }
  const probe = (await (
    await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'how many classes can I have on the free plan?', sessionId: randomUUID() }),
    })
  ).json()) as { reply: string }
  console.log(
    `POST ${url} — ${connections} connections, ${duration} s, ${sessions.length} sessions, ${QUESTIONS.length} questions`,
  )
  console.log(`sample reply: ${JSON.stringify(probe.reply)}`)

  // A few seconds of the same load first, not counted: the numbers are for sustained load,
  // not for the server's first second under it (sockets opening, first-seen sessions, JIT).
  await autocannon({
    url,
    method: 'POST',
    headers,
    connections,
    duration: warmup,
    requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  })

  const times: number[] = []
  const instance = autocannon({
    url,
    method: 'POST',
    headers,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  const result = await instance

  times.sort((a, b) => a - b)
  const p50 = percentile(times, 50)
  const p95 = percentile(times, 95)
  const p99 = percentile(times, 99)
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  const checks = [
    { name: `p95 ≤ ${TARGET.p95Ms} ms`, pass: p95 <= TARGET.p95Ms, value: `${p95.toFixed(1)} ms` },
    {
      name: 'no errors or non-2xx',
      pass: result.errors === 0 && result.timeouts === 0 && result.non2xx === 0,
      value: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    },
  ]

  console.log(`
requests/s   mean ${result.requests.average.toFixed(0)}  (total ${result.requests.total} in ${result.duration.toFixed(1)} s)
latency      p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${result.latency.max} ms
responses    ${statuses || 'none'}
errors       ${result.errors}  timeouts ${result.timeouts}
`)
  reportChecks(checks)
}

runBench('bench:chat', main)
