import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest'
import { Cluster, freePort, pageText, waitFor } from '../../../scripts/multi-instance/harness'

/**
 * Two instances of the built site as an operator runs them (separate copies of the build, as on
 * two hosts; one Redis; nginx round-robin in front; the same dataset), driven the way an editor
 * and a crash would drive them. Needs `pnpm build`, redis-server and nginx
 * (scripts/ensure-services.sh installs the last two). Run with `pnpm test:integration`.
 *
 * The tests run in order and share the cluster: each one starts from the state the previous one
 * left (Redis killed, then back).
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

let cluster: Cluster
let basePrice: number
let revision = 0

const instanceA = () => cluster.instance('A')
const instanceB = () => cluster.instance('B')
const price = (value: number) => `$${value}`

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
  expect(result!.body).toEqual({ revalidated: ['type:plan'] })
  const liveOnBMs = await waitFor(
    `instance B to show ${shown}`,
    async () => (await shows(`${instanceB().url}/pricing`, shown)) && Math.round(performance.now() - sent),
    { timeoutMs: 15_000, intervalMs: 25 },
  )
  return { shown, liveOnBMs }
}

beforeAll(async () => {
  cluster = await Cluster.start()
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
    console.log(`publish-to-live on instance B (webhook to A): ${liveOnBMs} ms`)
    expect(liveOnBMs).toBeLessThan(BUDGET_MS)

    expect(await shows(`${instanceA().url}/pricing`, shown), 'instance A').toBe(true)
    // Round-robin: consecutive visits through nginx land on both instances; none is stale.
    for (let visit = 0; visit < 4; visit += 1) {
      expect(await shows(`${cluster.nginxUrl}/pricing`, shown), `visit ${visit + 1} through nginx`).toBe(true)
    }
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
})
