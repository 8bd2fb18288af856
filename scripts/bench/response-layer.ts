/**
 * What the production server's response layer (web/server/site-handler.ts) buys over plain
 * `next start`, measured in one run on the same build: page throughput and latency, bytes on
 * the wire for a first visit's scripts and styles (the build's Brotli copies against Next's
 * gzip), the two API endpoints (the fast path against Next's pipeline), and the script policy
 * (the same Content-Security-Policy from both).
 *
 *   pnpm build
 *   pnpm --filter @assessa/scripts bench:response-layer [-- --ports 3261-3269]
 *
 * It starts both servers itself on free loopback ports (the production server
 * `node web/.server/main.mjs` and `next start` from web/), each with its own temporary
 * DATA_DIR and the rate limits raised, and stops them when it ends, fails or is interrupted.
 * The servers are loaded one at a time, alternating which goes first in each round, so a
 * change in the machine's load during the run falls on both. Each load also reports the
 * server process's CPU time per request (Linux /proc), which other work on a shared machine
 * moves far less than latency. About 2½ minutes with the defaults; the load average at start
 * and end is printed and saved, since on a shared machine it moves every timing.
 *
 * Options: --ports FROM-TO (where to look for two free ports; default: any the system gives),
 * --duration SECONDS per measured slice (2), --rounds N of slices per page and server (8; the
 * asset and the APIs, whose differences stand far above the noise, get half),
 * --connections N (10). Results: scripts/bench/results/response-layer.json. Exits 1 when the
 * production server is slower than next start on a page (p99 more than 1.2× and 2 ms, or
 * under 0.8× the requests/s), when the two send different script policies, when the
 * compressed assets differ in content, or when any measured request fails.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import { autocannon } from './autocannon'
import { type BenchCheck, reportChecks, runBench } from './report'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const WEB = path.join(ROOT, 'web')
const DIST = path.join(WEB, process.env.NEXT_DIST_DIR || '.next')
const SERVER_BUNDLE = path.join(WEB, '.server', 'main.mjs')
const NEXT_CLI = path.join(WEB, 'node_modules', 'next', 'dist', 'bin', 'next')
const RESULTS = path.join(import.meta.dirname, 'results', 'response-layer.json')
const PAGES = ['/', '/blog/formative-assessment']
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' }
// What Chromium and Firefox send for subresources.
const BROWSER_ENCODINGS = 'br, gzip, deflate'
const LIMITS = { pageP99Ratio: 1.2, pageP99SlackMs: 2, pageThroughputRatio: 0.8 }
// The whole run, startup included, must end well within this; a hung server cannot hold it.
const DEADLINE_MS = 5 * 60_000

type ServerName = 'production' | 'nextStart'
const SERVER_NAMES: readonly ServerName[] = ['production', 'nextStart']
const LABEL: Record<ServerName, string> = { production: 'production server', nextStart: 'next start' }

interface Server {
  name: ServerName
  base: string
  child: ChildProcess
  dataDir: string
  output: string[]
}

const servers: Server[] = []

// ---------------------------------------------------------------- servers

function assertBuilt() {
  const missing = [SERVER_BUNDLE, path.join(DIST, 'BUILD_ID'), NEXT_CLI].filter((file) => !existsSync(file))
  if (missing.length > 0)
    throw new Error(
      `no built site (missing ${missing.map((file) => path.relative(ROOT, file)).join(', ')}): run \`pnpm build\` from the repository root first`,
    )
}

function portIsFree(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(undefined))
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as net.AddressInfo
      probe.close(() => resolve(bound))
    })
  })
}

async function freePorts(count: number, range: string | undefined): Promise<number[]> {
  if (!range) return Promise.all(Array.from({ length: count }, () => portIsFree(0) as Promise<number>))
  const [from, to] = range.split('-').map(Number)
  if (!Number.isInteger(from) || !Number.isInteger(to) || from! > to!) throw new Error(`--ports must be FROM-TO`)
  const ports: number[] = []
  for (let port = from!; port <= to! && ports.length < count; port++) {
    if (await portIsFree(port)) ports.push(port)
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports in ${range}`)
  return ports
}

function startServer(name: ServerName, port: number): Server {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `assessa-layer-${name}-`))
  const args = ['-p', String(port), '-H', '127.0.0.1']
  const [command, cwd] = name === 'production' ? [[SERVER_BUNDLE, ...args], ROOT] : [[NEXT_CLI, 'start', ...args], WEB]
  const child = spawn(process.execPath, command, {
    cwd,
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      FEEDBACK_RATE_LIMIT_PER_MINUTE: '100000000',
      CHAT_RATE_LIMIT_PER_MINUTE: '100000000',
    },
  })
  const server: Server = { name, base: `http://127.0.0.1:${port}`, child, dataDir, output: [] }
  // Kept for the error message should it fail to start; the pipes must be drained anyway.
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString())
    if (server.output.length > 50) server.output.shift()
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  servers.push(server)
  return server
}

async function waitUntilServing(server: Server, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`${LABEL[server.name]} exited while starting:\n${server.output.join('').slice(-2000)}`)
    const status = await get(`${server.base}/`, { accept: 'text/html' }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${LABEL[server.name]} did not answer / within ${timeoutMs / 1000} s`)
}

/** Stops the servers this run started (their process groups) and removes their data folders. */
function stopServers(signal: NodeJS.Signals = 'SIGTERM') {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      try {
        process.kill(-server.child.pid!, signal)
      } catch {
        // Already gone.
      }
    }
    if (signal === 'SIGKILL') rmSync(server.dataDir, { recursive: true, force: true })
  }
}

async function stopServersGracefully() {
  stopServers('SIGTERM')
  const exited = servers.map(
    (server) =>
      new Promise<void>((resolve) => {
        if (server.child.exitCode !== null || server.child.signalCode !== null) resolve()
        else server.child.once('exit', () => resolve())
      }),
  )
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 5_000))])
  stopServers('SIGKILL')
}

// ---------------------------------------------------------------- requests

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  distinct: NodeJS.Dict<string[]>
  /** The body as sent, still compressed. */
  wire: Buffer
}

function get(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          distinct: response.headersDistinct,
          wire: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 15 s`)))
    request.on('error', reject)
  })
}

function decode(response: RawResponse): Buffer {
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(response.wire)
    case 'gzip':
      return zlib.gunzipSync(response.wire)
    case 'deflate':
      return zlib.inflateSync(response.wire)
    default:
      return response.wire
  }
}

/** The same-origin scripts and stylesheets a page's HTML loads at startup. */
function startupAssets(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
    const url = tag.startsWith('<script') ? attribute('src') : attribute('rel') === 'stylesheet' && attribute('href')
    if (url && url.startsWith('/') && !url.startsWith('//')) urls.add(url.replaceAll('&amp;', '&'))
  }
  return [...urls]
}

// ---------------------------------------------------------------- load

interface Load {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: () => string
}

interface Measured {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** The server process's CPU time (user + system) per answered request. */
  cpuMsPerRequest: number
  requests: number
  seconds: number
  failures: number
}

// /proc is Linux's; elsewhere the CPU rows read NaN and the timings still stand.
const HAS_PROC = existsSync('/proc/self/stat')
// Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux).
const CLOCK_TICKS = HAS_PROC ? Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100 : 100

/**
 * CPU seconds a server process has used. Unlike latency, this hardly moves with what else the
 * machine runs, so it shows the cost of a piece when a shared machine makes timings noisy.
 */
function cpuSeconds(server: Server): number {
  if (!HAS_PROC) return Number.NaN
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

async function runLoad(server: Server, load: Load, connections: number, seconds: number, times?: number[]) {
  const run = autocannon({
    url: `${server.base}${load.path}`,
    method: load.method,
    headers: load.headers,
    connections,
    duration: seconds,
    requests: load.body ? [{ setupRequest: (request) => ({ ...request, body: load.body!() }) }] : undefined,
  })
  if (times) run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  return run
}

/**
 * Measures one piece on both servers: a short warm-up each (not counted), then `rounds`
 * slices per server, alternating which server goes first; latencies are merged over slices.
 */
async function measure(
  load: Load,
  options: { connections: number; seconds: number; rounds: number },
): Promise<Record<ServerName, Measured>> {
  for (const server of servers) await runLoad(server, load, options.connections, 1)
  const totals = Object.fromEntries(
    SERVER_NAMES.map((name) => [name, { times: [] as number[], ok: 0, seconds: 0, cpu: 0, failures: 0 }]),
  ) as Record<ServerName, { times: number[]; ok: number; seconds: number; cpu: number; failures: number }>
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse()
    for (const server of order) {
      const total = totals[server.name]
      const cpuBefore = cpuSeconds(server)
      const result = await runLoad(server, load, options.connections, options.seconds, total.times)
      total.cpu += cpuSeconds(server) - cpuBefore
      total.ok += result['2xx']
      total.seconds += result.duration
      total.failures += result.errors + result.timeouts + result.non2xx
    }
  }
  return Object.fromEntries(
    SERVER_NAMES.map((name) => {
      const total = totals[name]
      const sorted = total.times.sort((a, b) => a - b)
      return [
        name,
        {
          requestsPerSecond: total.ok / total.seconds,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          cpuMsPerRequest: (total.cpu * 1000) / total.ok,
          requests: total.ok,
          seconds: total.seconds,
          failures: total.failures,
        },
      ]
    }),
  ) as Record<ServerName, Measured>
}

let sequence = 0
function feedbackBody(): string {
  const n = ++sequence
  return JSON.stringify({
    name: `Layer bench ${n}`,
    email: `layer${n}@example.org`,
    feedbackType: 'bug',
    rating: (n % 5) + 1,
    message: `Response layer benchmark, submission ${n}.`,
    publicFeedback: false,
  })
}

const CHAT_SESSIONS = Array.from({ length: 500 }, () => randomUUID())
const CHAT_MESSAGES = [
  'How many classes does the free plan allow?',
  'What does Pro cost per month?',
  'Can students join without an account?',
  'hello',
  'How do I delete my account?',
]
function chatBody(): string {
  const n = ++sequence
  return JSON.stringify({
    message: CHAT_MESSAGES[n % CHAT_MESSAGES.length],
    sessionId: CHAT_SESSIONS[n % CHAT_SESSIONS.length],
  })
}

// ---------------------------------------------------------------- report

type Row = { piece: string; production: string; nextStart: string; difference: string }

const ms = (value: number) => `${value.toFixed(1)} ms`
const rate = (value: number) => `${value.toFixed(0)}/s`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const percent = (ratio: number) => `${ratio >= 1 ? '+' : '−'}${Math.abs((ratio - 1) * 100).toFixed(0)} %`
const signed = (value: number, unit: (v: number) => string) => `${value >= 0 ? '+' : '−'}${unit(Math.abs(value))}`

function loadRows(piece: string, result: Record<ServerName, Measured>): Row[] {
  const { production: a, nextStart: b } = result
  return [
    {
      piece: `${piece}: requests/s`,
      production: rate(a.requestsPerSecond),
      nextStart: rate(b.requestsPerSecond),
      difference: percent(a.requestsPerSecond / b.requestsPerSecond),
    },
    {
      piece: `${piece}: p50`,
      production: ms(a.p50Ms),
      nextStart: ms(b.p50Ms),
      difference: `${signed(a.p50Ms - b.p50Ms, ms)} (${percent(a.p50Ms / b.p50Ms)})`,
    },
    {
      piece: `${piece}: p99`,
      production: ms(a.p99Ms),
      nextStart: ms(b.p99Ms),
      difference: `${signed(a.p99Ms - b.p99Ms, ms)} (${percent(a.p99Ms / b.p99Ms)})`,
    },
    {
      piece: `${piece}: server CPU per request`,
      production: ms(a.cpuMsPerRequest),
      nextStart: ms(b.cpuMsPerRequest),
      difference: `${signed(a.cpuMsPerRequest - b.cpuMsPerRequest, ms)} (${percent(a.cpuMsPerRequest / b.cpuMsPerRequest)})`,
    },
  ]
}

function printTable(rows: Row[]) {
  const header: Row = {
    piece: 'piece',
    production: LABEL.production,
    nextStart: LABEL.nextStart,
    difference: 'difference',
  }
  const columns = ['piece', 'production', 'nextStart', 'difference'] as const
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)))
  const line = (row: Row) => columns.map((column, i) => row[column].padEnd(widths[i]!)).join('  ')
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`)
  for (const row of rows) console.log(line(row))
  console.log('')
}

// ---------------------------------------------------------------- main

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      ports: { type: 'string' },
      duration: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '8' },
      connections: { type: 'string', default: '10' },
    },
  })
  const options = {
    seconds: Number(values.duration),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
  }
  for (const [name, value] of Object.entries(options))
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name === 'seconds' ? 'duration' : name} must be a whole number ≥ 1`)
  assertBuilt()
  const fewerRounds = { ...options, rounds: Math.max(2, Math.ceil(options.rounds / 2)) }

  const startedAt = new Date()
  const loadAverageAtStart = os.loadavg()
  const deadline = setTimeout(() => {
    console.error(`bench:response-layer: still running after ${DEADLINE_MS / 60_000} minutes, stopping`)
    stopServers('SIGKILL')
    process.exit(1)
  }, DEADLINE_MS)
  deadline.unref()

  const [productionPort, nextStartPort] = await freePorts(2, values.ports)
  const production = startServer('production', productionPort!)
  const nextStart = startServer('nextStart', nextStartPort!)
  console.log(
    `Starting the production server on ${production.base} and next start on ${nextStart.base} ` +
      `(load average ${loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')}, ${os.cpus().length} CPUs)`,
  )
  await Promise.all([waitUntilServing(production, 90_000), waitUntilServing(nextStart, 90_000)])
  const startupSeconds = (Date.now() - startedAt.getTime()) / 1000
  console.log(`Both serving after ${startupSeconds.toFixed(1)} s`)

  const rows: Row[] = []
  const checks: BenchCheck[] = []
  const results: Record<string, unknown> = {}

  // 4. The script policy: a check, not a timing (both read it from the build).
  const policies: Record<string, Record<ServerName, string[]>> = {}
  for (const page of PAGES) {
    const [a, b] = await Promise.all(servers.map((server) => get(`${server.base}${page}`, PAGE_HEADERS)))
    policies[page] = {
      production: a!.distinct['content-security-policy'] ?? [],
      nextStart: b!.distinct['content-security-policy'] ?? [],
    }
  }
  const homePolicy = policies['/']!
  const samePolicy = JSON.stringify(homePolicy.production) === JSON.stringify(homePolicy.nextStart)
  const hashed = homePolicy.production.some((policy) => /script-src[^;]*'sha256-/.test(policy))
  checks.push({
    name: 'same Content-Security-Policy for / from both, with its script hashes',
    pass: samePolicy && hashed,
    value: `${samePolicy ? 'identical' : 'different'} (${homePolicy.production.length} headers, ${hashed ? 'with' : 'without'} sha256 hashes)`,
  })
  const articlePolicy = policies[PAGES[1]!]!
  checks.push({
    name: `same Content-Security-Policy for ${PAGES[1]} from both`,
    pass: JSON.stringify(articlePolicy.production) === JSON.stringify(articlePolicy.nextStart),
    value:
      JSON.stringify(articlePolicy.production) === JSON.stringify(articlePolicy.nextStart) ? 'identical' : 'different',
  })
  rows.push({
    piece: 'script policy of / (CSP headers)',
    production: `${homePolicy.production.length} headers`,
    nextStart: `${homePolicy.nextStart.length} headers`,
    difference: samePolicy ? 'identical' : 'DIFFERENT',
  })
  results.scriptPolicy = policies

  // 2. Bytes on the wire for the startup scripts and styles of /.
  const assets: Record<ServerName, { url: string; encoding: string; wireBytes: number; bytes: number }[]> = {
    production: [],
    nextStart: [],
  }
  const home = decode(await get(`${production.base}/`, PAGE_HEADERS)).toString()
  const urls = startupAssets(home)
  if (urls.length === 0) throw new Error('found no <script src> or stylesheet in the HTML of /')
  const contentDiffers: string[] = []
  for (const url of urls) {
    const [a, b] = await Promise.all(
      servers.map((server) => get(`${server.base}${url}`, { 'accept-encoding': BROWSER_ENCODINGS })),
    )
    for (const [name, response] of [
      ['production', a!],
      ['nextStart', b!],
    ] as const) {
      if (response.status !== 200) throw new Error(`${LABEL[name]} answered ${response.status} for ${url}`)
      assets[name].push({
        url,
        encoding: response.headers['content-encoding'] ?? 'identity',
        wireBytes: response.wire.length,
        bytes: decode(response).length,
      })
    }
    if (!decode(a!).equals(decode(b!))) contentDiffers.push(url)
  }
  const wire = (name: ServerName) => assets[name].reduce((sum, asset) => sum + asset.wireBytes, 0)
  const encodings = (name: ServerName) => [...new Set(assets[name].map((asset) => asset.encoding))].sort().join('+')
  rows.push({
    piece: `startup scripts and styles of / (${urls.length} files, on the wire)`,
    production: `${kb(wire('production'))} ${encodings('production')}`,
    nextStart: `${kb(wire('nextStart'))} ${encodings('nextStart')}`,
    difference: `${signed(wire('production') - wire('nextStart'), kb)} (${percent(wire('production') / wire('nextStart'))})`,
  })
  checks.push({
    name: 'the startup scripts and styles decode to the same bytes from both',
    pass: contentDiffers.length === 0,
    value: contentDiffers.length === 0 ? `${urls.length} files identical` : `different: ${contentDiffers.join(', ')}`,
  })

  // The cost of sending one: a file read against gzip on every request (the largest script).
  const largest = assets.production.reduce((top, asset) => (asset.bytes > top.bytes ? asset : top))
  const assetLoad = await measure(
    { method: 'GET', path: largest.url, headers: { 'accept-encoding': BROWSER_ENCODINGS } },
    fewerRounds,
  )
  rows.push(
    ...loadRows(`largest startup script (${kb(largest.bytes)})`, assetLoad).filter((row) => !row.piece.endsWith('p50')),
  )
  results.assets = {
    files: assets,
    wireBytes: { production: wire('production'), nextStart: wire('nextStart') },
    largest: { url: largest.url, load: assetLoad },
  }

  // 1. Pages.
  const pages: Record<string, Record<ServerName, Measured>> = {}
  for (const page of PAGES) {
    const result = await measure({ method: 'GET', path: page, headers: PAGE_HEADERS }, options)
    pages[page] = result
    rows.push(...loadRows(`page ${page}`, result))
    const { production: a, nextStart: b } = result
    const p99Limit = Math.max(b.p99Ms * LIMITS.pageP99Ratio, b.p99Ms + LIMITS.pageP99SlackMs)
    checks.push(
      {
        name: `page ${page}: p99 ≤ ${LIMITS.pageP99Ratio}× next start's (or +${LIMITS.pageP99SlackMs} ms)`,
        pass: a.p99Ms <= p99Limit,
        value: `${ms(a.p99Ms)} vs ${ms(b.p99Ms)}`,
      },
      {
        name: `page ${page}: requests/s ≥ ${LIMITS.pageThroughputRatio}× next start's`,
        pass: a.requestsPerSecond >= b.requestsPerSecond * LIMITS.pageThroughputRatio,
        value: `${rate(a.requestsPerSecond)} vs ${rate(b.requestsPerSecond)}`,
      },
    )
  }
  results.pages = pages

  // 3. The APIs: the fast path against Next's pipeline.
  const json = { 'content-type': 'application/json' }
  const apis: Record<string, Record<ServerName, Measured>> = {}
  for (const [piece, load] of [
    ['feedback POST', { method: 'POST', path: '/api/feedback/send-feedback', headers: json, body: feedbackBody }],
    ['chat POST', { method: 'POST', path: '/api/chatbot/message', headers: json, body: chatBody }],
  ] as const) {
    const result = await measure(load, fewerRounds)
    apis[piece] = result
    rows.push(...loadRows(piece, result).filter((row) => !row.piece.endsWith('p50')))
  }
  results.apis = apis

  const measuredRuns = { ...pages, ...apis, [largest.url]: assetLoad }
  const failures = Object.entries(measuredRuns).flatMap(([piece, result]) =>
    SERVER_NAMES.filter((name) => result[name].failures > 0).map(
      (name) => `${piece} on ${LABEL[name]}: ${result[name].failures}`,
    ),
  )
  checks.push({
    name: 'every measured request answered 2xx',
    pass: failures.length === 0,
    value: failures.length === 0 ? 'yes' : failures.join('; '),
  })

  const loadAverageAtEnd = os.loadavg()
  printTable(rows)
  console.log(
    `load average at start ${loadAverageAtStart.map((n) => n.toFixed(2)).join(' ')}, ` +
      `at end ${loadAverageAtEnd.map((n) => n.toFixed(2)).join(' ')} (${os.cpus().length} CPUs); ` +
      `${options.rounds} × ${options.seconds} s per server and page, ${fewerRounds.rounds} × ${options.seconds} s for the asset and each API, ` +
      `${options.connections} connections\n`,
  )
  mkdirSync(path.dirname(RESULTS), { recursive: true })
  writeFileSync(
    RESULTS,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        seconds: (Date.now() - startedAt.getTime()) / 1000,
        machine: { cpus: os.cpus().length, loadAverageAtStart, loadAverageAtEnd, node: process.version },
        options: { ...options, roundsForAssetAndApis: fewerRounds.rounds },
        startupSeconds,
        table: rows,
        ...results,
        checks,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`Results: ${path.relative(process.cwd(), RESULTS)}`)
  reportChecks(checks)
}

// Stop the servers however the run ends: normally, on an error, or on Ctrl-C.
process.on('exit', () => stopServers('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopServers('SIGKILL')
    process.exit(130)
  })

runBench('bench:response-layer', () => main().finally(stopServersGracefully))
