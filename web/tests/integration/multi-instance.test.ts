import http from 'node:http'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest'
import { Cluster, freePort, NGINX_SOURCE_ADDRESS, pageText, waitFor } from '../../../scripts/multi-instance/harness'
import { sendWebhook, webhookForDocument } from '../../../scripts/webhook/send'
import { requestJson } from '../unit/child-server'

/**
 * Two instances of the built site as an operator runs them (separate copies of the build, as on
 * two hosts; one Redis; nginx round-robin in front; the same dataset), driven the way an editor
 * and a crash would drive them. Needs `pnpm build`, redis-server and nginx
 * (scripts/ensure-services.sh installs the last two). Run with `pnpm test:integration`.
 *
 * The tests run in order and share the cluster: each one starts from the state the previous one
 * left (Redis killed, then back; instance B stopped last). The rate limits count per minute, so
 * every test that spends a budget comes from its own loopback address (127.0.0.x).
 */

/**
 * Publish-to-live budget across instances, from the issue: 2 s. The re-render takes ~0.3 s of
 * server CPU; on a machine oversubscribed by parallel builds the wall time can exceed it, so CI
 * may raise it with PUBLISH_BUDGET_MS (the measured time is printed either way).
 */
const BUDGET_MS = Number(process.env.PUBLISH_BUDGET_MS) || 2_000
const PLAN_ID = 'plan-advanced'
/** Pages a visitor opens; /pricing is prerendered at build and shows the plan's price. */
const PAGES = ['/', '/pricing', '/blog', '/faq', '/about']
/** The chat budget per visitor and minute for this cluster: small, so tests can spend it. */
const CHAT_LIMIT = 20

let cluster: Cluster
let basePrice: number
let revision = 0
/** The price the last publish made live. */
let livePrice = ''

const instanceA = () => cluster.instance('A')
const instanceB = () => cluster.instance('B')
const price = (value: number) => `$${value}`
const portOf = (url: string) => Number(new URL(url).port)

type Answer = { status: number; json: unknown; headers: http.IncomingHttpHeaders }

/** One chat message in a new session, from `localAddress`, to the instance or nginx at `url`. */
function ask(
  url: string,
  message: string,
  { from, headers }: { from: string; headers?: Record<string, string> },
): Promise<Answer> {
  const sessionId = `it-${process.pid}-${Math.random().toString(36).slice(2)}`
  return requestJson(
    portOf(url),
    'POST',
    '/api/chatbot/message',
    { message, sessionId },
    { localAddress: from, headers },
  )
}

function sendFeedback(url: string, message: string, { from, agent }: { from: string; agent?: http.Agent }) {
  const body = { feedbackType: 'suggestion', rating: 4, message, publicFeedback: false }
  return requestJson(portOf(url), 'POST', '/api/feedback/send-feedback', body, { localAddress: from, agent })
}

/** `count` chat messages one after another; the statuses, and every 429's Retry-After. */
async function spend(url: string, count: number, from: string, headers?: (index: number) => Record<string, string>) {
  const statuses: number[] = []
  const retryAfter: (string | undefined)[] = []
  for (let index = 0; index < count; index += 1) {
    const answer = await ask(url, 'What is Assessa?', { from, headers: headers?.(index) })
    statuses.push(answer.status)
    if (answer.status === 429) retryAfter.push(answer.headers['retry-after'] as string | undefined)
  }
  return { statuses, retryAfter }
}

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length

async function shows(url: string, text: string): Promise<boolean> {
  const page = await pageText(url)
  expect(page.status, url).toBe(200)
  return page.text.includes(text)
}

/**
 * An editor changes the Advanced plan's price (the shared dataset file changes; every instance
 * still serves its cached page), then Sanity's signed webhook reaches instance A only.
 * Returns the new price as shown and the milliseconds until instance B serves it.
 */
async function publishNewPrice(): Promise<{ shown: string; liveOnBMs: number }> {
  revision += 1
  const shown = price(Math.round((basePrice + 0.11 * revision) * 100) / 100)
  // Both instances serve the page from the shared cache before the change.
  for (const instance of [instanceA(), instanceB()]) await pageText(`${instance.url}/pricing`)
  await cluster.dataset.edit(PLAN_ID, { price: Number(shown.slice(1)) })
  expect(await shows(`${instanceB().url}/pricing`, shown), 'B before the webhook').toBe(false)

  const sent = performance.now()
  const [result] = await cluster.publish(instanceA().url, [PLAN_ID])
  expect(result!.status).toBe(200)
  expect(result!.body).toEqual({ success: true, revalidated: ['type:plan'] })
  const liveOnBMs = await waitFor(
    `instance B to show ${shown}`,
    async () => (await shows(`${instanceB().url}/pricing`, shown)) && Math.round(performance.now() - sent),
    { timeoutMs: 15_000, intervalMs: 25 },
  )
  return { shown, liveOnBMs }
}

beforeAll(async () => {
  cluster = await Cluster.start({
    env: {
      // nginx connects from here; clients talking to an instance directly stay untrusted.
      TRUSTED_PROXIES: NGINX_SOURCE_ADDRESS,
      CHAT_RATE_LIMIT_PER_MINUTE: String(CHAT_LIMIT),
      // The shutdown burst must not be refused: it tests storage, not the limit.
      FEEDBACK_RATE_LIMIT_PER_MINUTE: '100000',
    },
  })
  basePrice = cluster.dataset.document(PLAN_ID).price as number
  await cluster.warmUp(PLAN_ID, '/pricing')
}, 180_000)

afterAll(async () => {
  await cluster?.close()
}, 30_000)

describe('two instances behind nginx, one Redis', () => {
  test('a publish received by instance A is live on instance B within 2 s, prerendered pages included', async () => {
    onTestFailed(() => console.log(cluster.report()))
    const { shown, liveOnBMs } = await publishNewPrice()
    livePrice = shown
    console.log(`publish-to-live on instance B (webhook to A): ${liveOnBMs} ms`)
    expect(liveOnBMs).toBeLessThan(BUDGET_MS)

    expect(await shows(`${instanceA().url}/pricing`, shown), 'instance A').toBe(true)
    // Round-robin: consecutive visits through nginx land on both instances; none is stale.
    for (let visit = 0; visit < 4; visit += 1) {
      expect(await shows(`${cluster.nginxUrl}/pricing`, shown), `visit ${visit + 1} through nginx`).toBe(true)
    }
  })

  test('the assistant on instance B quotes the price published to instance A', async () => {
    onTestFailed(() => console.log(cluster.report()))
    expect(livePrice).not.toBe('')
    const answer = await ask(instanceB().url, 'How much does the Advanced plan cost?', { from: '127.0.0.1' })
    expect(answer.status).toBe(200)
    expect((answer.json as { reply: string }).reply).toContain(livePrice)
  })

  test('a webhook redelivery landing on the other instance is answered 200 without the work', async () => {
    onTestFailed(() => console.log(cluster.report()))
    const payload = await webhookForDocument(PLAN_ID, { datasetPath: cluster.dataset.path })
    const idempotencyKey = `redelivery-${process.pid}-${Date.now()}`
    const delivery = { secret: cluster.secret, payload, idempotencyKey }
    const first = await sendWebhook({ siteUrl: instanceA().url, ...delivery })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ success: true, revalidated: ['type:plan'] })
    const again = await sendWebhook({ siteUrl: instanceB().url, ...delivery })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ revalidated: [], alreadyHandled: true })
  })

  test('one visitor through nginx has one chat budget across both instances; another visitor has their own', async () => {
    onTestFailed(() => console.log(cluster.report()))
    // Round-robin sends these alternately to A and B: per-instance budgets would allow all 30.
    const { statuses, retryAfter } = await spend(cluster.nginxUrl, 30, '127.0.0.3')
    expect({ ok: count(statuses, 200), refused: count(statuses, 429) }).toEqual({ ok: CHAT_LIMIT, refused: 10 })
    expect(statuses.slice(0, CHAT_LIMIT)).toEqual(Array(CHAT_LIMIT).fill(200))
    for (const seconds of retryAfter) expect(Number(seconds)).toBeGreaterThanOrEqual(1)

    const other = await spend(cluster.nginxUrl, 4, '127.0.0.4')
    expect(other.statuses).toEqual([200, 200, 200, 200])
  })

  test('a client rotating X-Forwarded-For straight at an instance gains nothing', async () => {
    onTestFailed(() => console.log(cluster.report()))
    // Not a trusted proxy: the header is ignored and the connecting address is the visitor.
    const { statuses, retryAfter } = await spend(instanceA().url, CHAT_LIMIT + 3, '127.0.0.5', (index) => ({
      'X-Forwarded-For': `198.51.100.${index + 1}`,
    }))
    expect(statuses).toEqual([...Array(CHAT_LIMIT).fill(200), 429, 429, 429])
    expect(retryAfter.map(Number).every((seconds) => seconds >= 1)).toBe(true)
  })

  test('two addresses connecting without a proxy are two visitors', async () => {
    onTestFailed(() => console.log(cluster.report()))
    // 127.0.0.5 spent its budget above (on A; shared with B through Redis).
    expect((await ask(instanceB().url, 'What is Assessa?', { from: '127.0.0.5' })).status).toBe(429)
    expect((await ask(instanceB().url, 'What is Assessa?', { from: '127.0.0.6' })).status).toBe(200)
    expect((await ask(instanceA().url, 'What is Assessa?', { from: '127.0.0.6' })).status).toBe(200)
  })

  test('with Redis killed mid-run, both instances keep serving pages, with one warning each', async () => {
    onTestFailed(() => console.log(cluster.report()))
    await cluster.killRedis()
    for (const base of [instanceA().url, instanceB().url, cluster.nginxUrl]) {
      for (const page of PAGES) {
        expect((await pageText(`${base}${page}`)).status, `${base}${page} without Redis`).toBe(200)
      }
    }
    // A second round, now served from each instance's memory.
    for (const instance of [instanceA(), instanceB()]) {
      for (const page of PAGES) expect((await pageText(`${instance.url}${page}`)).status).toBe(200)
      expect(
        instance.child.lines(/\[cache\] Redis .* unavailable/),
        `warnings of instance ${instance.name}`,
      ).toHaveLength(1)
    }
  })

  test('with Redis still down, the chat and feedback APIs answer, never with a 5xx', async () => {
    onTestFailed(() => console.log(cluster.report()))
    // Limits fall back to each instance's memory; this visitor stays within any budget.
    for (const base of [cluster.nginxUrl, instanceA().url, instanceB().url]) {
      for (let round = 0; round < 2; round += 1) {
        const chat = await ask(base, 'How much does the Advanced plan cost?', { from: '127.0.0.8' })
        expect(chat.status, `chat on ${base}`).toBe(200)
        expect((chat.json as { reply: string }).reply).toContain(livePrice)
        const feedback = await sendFeedback(base, `Outage round ${round} on ${base}`, { from: '127.0.0.8' })
        expect(feedback.status, `feedback on ${base}`).toBe(200)
      }
    }
  })

  test('when Redis is back, the next publish reaches every instance again', async () => {
    onTestFailed(() => console.log(cluster.report()))
    await cluster.restartRedis()
    for (const instance of [instanceA(), instanceB()]) {
      await waitFor(
        `instance ${instance.name} to reconnect`,
        () => instance.child.lines(/\[cache\] Redis .* reachable again/).length > 0,
        { timeoutMs: 15_000 },
      )
    }
    const { shown, liveOnBMs } = await publishNewPrice()
    console.log(`publish-to-live on instance B after Redis came back: ${liveOnBMs} ms`)
    expect(liveOnBMs).toBeLessThan(BUDGET_MS)
    expect(await shows(`${instanceA().url}/pricing`, shown), 'instance A').toBe(true)
  })

  test('an instance started while its Redis is down serves pages, and joins once Redis is up', async () => {
    onTestFailed(() => console.log(cluster.report()))
    // A Redis address nothing listens on yet.
    const redisPort = await freePort()
    const late = await cluster.addInstance('C', { REDIS_URL: `redis://127.0.0.1:${redisPort}` })
    for (const page of PAGES) expect((await pageText(`${late.url}${page}`)).status, page).toBe(200)
    expect(late.child.lines(/\[cache\] Redis .* unavailable/)).toHaveLength(1)

    await cluster.startOtherRedis(redisPort)
    await waitFor('instance C to connect', () => late.child.lines(/\[cache\] Redis .* reachable again/).length > 0, {
      timeoutMs: 15_000,
    })
    for (const page of PAGES) expect((await pageText(`${late.url}${page}`)).status, page).toBe(200)
  })
  test('SIGTERM to instance B during a feedback burst through nginx: nothing acknowledged is lost, no 5xx, exit 0 within 10 s', async () => {
    onTestFailed(() => console.log(cluster.report()))
    const b = instanceB()
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
    const acknowledged: string[] = []
    const failures: string[] = []
    let stopped: Promise<void> | undefined
    let signalledAt = 0
    let exitMs = 0
    let ackedWhenExited = 0

    // Eight visitors' worth of submissions back to back, until B is gone and A took 40 more.
    const worker = async (w: number) => {
      for (let i = 0; i < 1_000; i += 1) {
        if (exitMs && acknowledged.length >= ackedWhenExited + 40) return
        try {
          const { status, json } = await sendFeedback(cluster.nginxUrl, `Burst ${w}.${i}`, { from: '127.0.0.9', agent })
          const id = (json as { id?: string } | null)?.id
          if (status === 200 && id) acknowledged.push(id)
          else failures.push(`status ${status}`)
        } catch (error) {
          // No answer, or not JSON (nginx's own 502 page).
          failures.push((error as Error).message)
        }
        if (acknowledged.length >= 40 && !signalledAt) {
          signalledAt = performance.now()
          stopped = b.child.stop('SIGTERM', 15_000).then(() => {
            exitMs = Math.round(performance.now() - signalledAt)
            ackedWhenExited = acknowledged.length
          })
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)))
    await stopped
    agent.destroy()
    console.log(`SIGTERM to B: exited after ${exitMs} ms; ${acknowledged.length} submissions acknowledged`)

    expect(signalledAt).toBeGreaterThan(0)
    expect(b.child.process.exitCode).toBe(0)
    expect(exitMs).toBeLessThan(10_000)
    expect(failures).toEqual([])

    const storedBy = (name: string) => {
      const db = new Database(path.join(cluster.instance(name).env.DATA_DIR!, 'assessa.sqlite'), { readonly: true })
      try {
        return new Set(db.prepare('SELECT id FROM feedback').pluck().all() as string[])
      } finally {
        db.close()
      }
    }
    const [onA, onB] = [storedBy('A'), storedBy('B')]
    expect(acknowledged.filter((id) => !onA.has(id) && !onB.has(id))).toEqual([])
    // The burst really was shared: both instances stored part of it.
    expect(acknowledged.filter((id) => onA.has(id)).length).toBeGreaterThan(0)
    expect(acknowledged.filter((id) => onB.has(id)).length).toBeGreaterThan(0)
  }, 60_000)
})
