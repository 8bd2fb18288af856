/**
 * Several instances on one Redis, measured in one run on this machine (loopback only): starts
 * redis-server, two instances from separate copies of the build and nginx round-robin in front
 * (scripts/multi-instance/harness.ts), then measures
 * 1. publish-to-live across instances: the Advanced plan's price changes in the shared dataset,
 *    the signed webhook goes to one instance (alternately A and B) and the time until the OTHER
 *    instance serves the new price is taken; median and p95 of N publishes (20);
 * 2. page throughput through nginx, with one instance behind it and then with two: autocannon
 *    GETs of cached pages (home, pricing, blog, FAQ) for D seconds each, after a warm-up; and,
 *    for reference, one instance without REDIS_URL (Next's own cache in its memory).
 *
 * Target: publish-to-live p95 ≤ 2 s; no errors and no non-2xx under load. The throughput of
 * one and two instances is printed side by side (on a 2-core machine nginx, Redis and the load
 * generator share the cores with the instances, so two instances gain less than 2×).
 *
 *   pnpm build
 *   pnpm --filter @assessa/scripts bench:multi-instance [--publishes 20] [--duration 10] [--connections 20]
 *
 * Needs redis-server and nginx (scripts/ensure-services.sh). Results also go to
 * scripts/bench/results/multi-instance.json.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Cluster, freePort, pageText, startNginx, waitFor, type Child } from '../multi-instance/harness'
import { percentile, reportChecks, runBench } from './report'

type LoadResult = {
  duration: number
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  requests: { method: 'GET'; path: string }[]
}) => PromiseLike<LoadResult>

// autocannon ships no types; the options and result fields used are typed above.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const PLAN_ID = 'plan-advanced'
const PAGES = ['/', '/pricing', '/blog', '/faq']
const TARGET = { publishP95Ms: 2_000 }
const RESULTS = path.join(import.meta.dirname, 'results', 'multi-instance.json')

async function publishToLive(cluster: Cluster, count: number): Promise<number[]> {
  const base = cluster.dataset.document(PLAN_ID).price as number
  const times: number[] = []
  for (let n = 1; n <= count; n += 1) {
    const [receiver, other] =
      n % 2 ? [cluster.instance('A'), cluster.instance('B')] : [cluster.instance('B'), cluster.instance('A')]
    const shown = `$${Math.round((base + 0.01 * n) * 100) / 100}`
    // The other instance holds the page in the shared cache before the publish.
    await pageText(`${other.url}/pricing`)
    await cluster.dataset.edit(PLAN_ID, { price: Number(shown.slice(1)) })
    const sent = performance.now()
    const [result] = await cluster.publish(receiver.url, [PLAN_ID])
    if (result?.status !== 200) throw new Error(`Webhook to ${receiver.name} answered ${result?.status}`)
    times.push(
      await waitFor(
        `instance ${other.name} to show ${shown}`,
        async () => (await pageText(`${other.url}/pricing`)).text.includes(shown) && performance.now() - sent,
        { timeoutMs: 15_000, intervalMs: 10 },
      ),
    )
  }
  return times
}

async function throughput(url: string, connections: number, duration: number): Promise<LoadResult> {
  const requests = PAGES.map((page) => ({ method: 'GET' as const, path: page }))
  // Not counted: first renders, sockets opening, JIT.
  await autocannon({ url, connections, duration: 2, requests })
  return autocannon({ url, connections, duration, requests })
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      publishes: { type: 'string', default: '20' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
    },
  })
  const publishes = Number(values.publishes)
  const duration = Number(values.duration)
  const connections = Number(values.connections)
  if (![publishes, duration, connections].every((value) => Number.isInteger(value) && value > 0 && value <= 1_000)) {
    throw new Error('--publishes, --duration and --connections take whole numbers from 1 to 1000')
  }

  const cluster = await Cluster.start()
  await cluster.warmUp(PLAN_ID, '/pricing')
  let single: Child | undefined
  let plain: Child | undefined
  try {
    const times = (await publishToLive(cluster, publishes)).sort((a, b) => a - b)
    const median = percentile(times, 50)
    const p95 = percentile(times, 95)
    console.log(
      `publish-to-live across instances (${times.length} publishes): median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    )

    // nginx in front of instance A only, beside the round-robin one: the same cluster, one upstream.
    const singlePort = await freePort()
    single = await startNginx(singlePort, [cluster.instance('A').port], cluster.tempDir('nginx-single'))
    const one = await throughput(`http://127.0.0.1:${singlePort}`, connections, duration)
    const two = await throughput(cluster.nginxUrl, connections, duration)
    // For reference: one instance without REDIS_URL (Next's own cache in memory), through nginx too.
    await Promise.all(cluster.instances.map((instance) => instance.child.stop()))
    const alone = await cluster.addInstance('P', { REDIS_URL: '' })
    const plainPort = await freePort()
    plain = await startNginx(plainPort, [alone.port], cluster.tempDir('nginx-plain'))
    const local = await throughput(`http://127.0.0.1:${plainPort}`, connections, duration)
    for (const [label, result] of [
      ['one instance, Redis   ', one],
      ['two instances, Redis  ', two],
      ['one instance, no Redis', local],
    ] as const) {
      console.log(
        `${label}  ${result.requests.average.toFixed(0)} pages/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
          `(${result.requests.total} in ${result.duration.toFixed(1)} s, ${result.errors} errors, ${result.non2xx} non-2xx)`,
      )
    }
    console.log(`scale-out: ×${(two.requests.average / one.requests.average).toFixed(2)} with two instances`)

    await mkdir(path.dirname(RESULTS), { recursive: true })
    await writeFile(
      RESULTS,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          publishToLiveMs: { count: times.length, median, p95, max: times.at(-1), all: times.map(Math.round) },
          throughput: { pages: PAGES, connections, duration, one, two, oneWithoutRedis: local },
        },
        null,
        2,
      ),
    )
    reportChecks([
      {
        name: `publish-to-live p95 ≤ ${TARGET.publishP95Ms} ms`,
        pass: p95 <= TARGET.publishP95Ms,
        value: `${p95.toFixed(0)} ms`,
      },
      {
        name: 'no errors or non-2xx under load',
        pass: [one, two, local].every((result) => result.errors + result.timeouts + result.non2xx === 0),
        value: [one, two, local]
          .map((result) => `${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`)
          .join('; '),
      },
    ])
  } finally {
    await Promise.all([single?.stop('SIGQUIT'), plain?.stop('SIGQUIT')])
    await cluster.close()
  }
}

runBench('bench:multi-instance', main)
