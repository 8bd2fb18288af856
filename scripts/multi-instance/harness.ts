/**
 * Several instances of the built site on one machine, as an operator runs them on several
 * hosts: a real redis-server, instances started from separate copies of the build (so nothing
 * is shared through .next/), each with its own DATA_DIR, and nginx round-robin in front. Used
 * by web/tests/integration/multi-instance.test.ts and scripts/bench/multi-instance.ts.
 *
 * Everything listens on 127.0.0.1 on ports picked free at run time, lives under one temporary
 * folder (plus the build copies, which Next needs inside web/), and is stopped and removed by
 * `Cluster.close()`, also after a failure. Every wait is bounded.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { access, cp, mkdir, mkdtemp, readFile, rename, rm, writeFile, chmod } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sendWebhook, webhookForDocument, type SendResult } from '../webhook/send'

const WEB_DIR = path.join(import.meta.dirname, '..', '..', 'web')
const BUILD_DIR = path.join(WEB_DIR, process.env.NEXT_DIST_DIR || '.next')
const DATASET = path.join(WEB_DIR, 'content', 'dataset.ndjson')
// Debian installs nginx in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')

/** Polls `check` every `intervalMs` until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      lastError = error
    }
    if (performance.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : ''
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A child process whose output is kept (for assertions on its log and for failure reports). */
export class Child {
  readonly output: string[] = []
  private exited: Promise<void>

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString().split('\n').filter(Boolean))
    process.stdout?.on('data', keep)
    process.stderr?.on('data', keep)
    this.exited = new Promise((resolve) => process.once('exit', () => resolve()))
  }

  get exitStatus(): string {
    return this.process.signalCode ?? `code ${this.process.exitCode}`
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null
  }

  /** Lines of output that match. */
  lines(pattern: RegExp): string[] {
    return this.output.filter((line) => pattern.test(line))
  }

  /** Sends `signal` and waits (bounded) for the exit; SIGKILL after `timeoutMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10_000): Promise<void> {
    if (!this.running) return
    this.process.kill(signal)
    const timer = setTimeout(() => this.process.kill('SIGKILL'), timeoutMs)
    await this.exited
    clearTimeout(timer)
  }

  tail(count = 30): string {
    return this.output.slice(-count).join('\n')
  }
}

function start(name: string, command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  return new Child(name, child)
}

/** redis-server on `port`, in memory only (no dump, no AOF): a restart comes back empty. */
async function startRedis(port: number, dir: string): Promise<Child> {
  const redis = start('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ])
  const state = await waitFor(
    `redis-server on port ${port}`,
    async () => (redis.running ? (await isListening(port)) && 'ready' : 'exited'),
    { timeoutMs: 10_000 },
  )
  if (state === 'exited') throw new Error(`redis-server exited (${redis.exitStatus}):\n${redis.tail()}`)
  return redis
}

type InstanceOptions = {
  name: string
  port: number
  /** Folder name inside web/ of this instance's copy of the build. */
  distDir: string
  env: Record<string, string>
}

/** One production server (`node .server/main.mjs`), ready when it answers a page. */
async function startInstance({ name, port, distDir, env }: InstanceOptions): Promise<Child> {
  const instance = start(name, process.execPath, ['.server/main.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
  })
  const state = await waitFor(
    `${name} to answer on port ${port}`,
    async () => (instance.running ? (await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok && 'ready' : 'exited'),
    { timeoutMs: 60_000, intervalMs: 200 },
  )
  if (state === 'exited') throw new Error(`${name} exited (${instance.exitStatus}):\n${instance.tail()}`)
  return instance
}

/**
 * The address nginx connects to the instances from (`proxy_bind`): what to list in
 * TRUSTED_PROXIES, while tests that talk to an instance directly come from 127.0.0.1, an
 * untrusted client.
 */
export const NGINX_SOURCE_ADDRESS = '127.0.0.2'

/** nginx round-robin over `upstreams`, its config, logs and temp files in `dir`. */
export async function startNginx(port: number, upstreams: number[], dir: string): Promise<Child> {
  const temp = path.join(dir, 'nginx')
  await mkdir(temp, { recursive: true })
  // When started as root, nginx's workers run as an unprivileged user: they need the temp folder.
  await chmod(temp, 0o777)
  const conf = path.join(temp, 'nginx.conf')
  await writeFile(
    conf,
    `worker_processes 1;
error_log ${temp}/error.log warn;
pid ${temp}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/client_body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_bind ${NGINX_SOURCE_ADDRESS};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A stopping instance refuses new connections (retried anyway) and resets the idle
      # keep-alive ones; a POST that nginx wrote to one just then was never read, but nginx
      # retries a POST only with non_idempotent. Every POST here tolerates a rare second copy
      # (a crash after the answer was committed): the webhook by its idempotency key, chat as
      # one more answer, feedback as one more row. Tries bounded to the other instance.
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 2;
    }
  }
}
`,
  )
  const nginx = start('nginx', NGINX, ['-p', temp, '-c', conf, '-e', `${temp}/error.log`, '-g', 'daemon off;'])
  const state = await waitFor(
    `nginx on port ${port}`,
    async () => (nginx.running ? (await isListening(port)) && 'ready' : 'exited'),
    { timeoutMs: 10_000 },
  )
  if (state === 'exited') throw new Error(`nginx exited (${nginx.exitStatus}):\n${nginx.tail()}`)
  return nginx
}

type Doc = { _id: string; _type: string; [key: string]: unknown }

/** A copy of the embedded dataset that every instance reads, edited the way a publish changes it. */
export class Dataset {
  private constructor(
    readonly path: string,
    private text: string,
  ) {}

  static async copy(to: string): Promise<Dataset> {
    const text = await readFile(DATASET, 'utf8')
    await writeFile(to, text)
    return new Dataset(to, text)
  }

  document(id: string): Doc {
    const line = this.text.split('\n').find((entry) => entry.includes(`"_id":"${id}"`))
    if (!line) throw new Error(`No document ${id} in the dataset`)
    return JSON.parse(line) as Doc
  }

  /** Replaces fields of one document and writes the file the way the seed build does (rename into place). */
  async edit(id: string, changes: Record<string, unknown>): Promise<void> {
    this.text = this.text
      .split('\n')
      .map((line) => {
        if (!line.trim()) return line
        const doc = JSON.parse(line) as Doc
        return doc._id === id ? JSON.stringify({ ...doc, ...changes, _updatedAt: new Date().toISOString() }) : line
      })
      .join('\n')
    const temp = `${this.path}.${process.pid}.tmp`
    await writeFile(temp, this.text)
    await rename(temp, this.path)
  }
}

/** The body of a page, with React's text separators removed (`$<!-- -->4.7` → `$4.7`). */
export async function pageText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url)
  return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') }
}

export type Instance = {
  child: Child
  port: number
  url: string
  name: string
  distDir: string
  env: Record<string, string>
}

export type ClusterOptions = {
  instances?: number
  /** Extra environment for every instance. */
  env?: Record<string, string>
}

/**
 * Redis, N instances (two by default) and nginx in front. `close()` stops them all and removes
 * their files.
 */
export class Cluster {
  readonly secret = `multi-instance-${process.pid}-${Date.now()}`
  redis?: Child
  redisPort = 0
  instances: Instance[] = []
  nginx?: Child
  nginxUrl = ''
  dataset!: Dataset
  private dir = ''
  private copies: string[] = []
  private others: Child[] = []

  static async start({ instances = 2, env = {} }: ClusterOptions = {}): Promise<Cluster> {
    const cluster = new Cluster()
    try {
      await cluster.init(instances, env)
    } catch (error) {
      await cluster.close()
      throw error
    }
    return cluster
  }

  private async init(count: number, env: Record<string, string>) {
    await assertBuilt()
    this.dir = await mkdtemp(path.join(os.tmpdir(), 'assessa-multi-'))
    this.dataset = await Dataset.copy(path.join(this.dir, 'dataset.ndjson'))
    this.redisPort = await freePort()
    await mkdir(path.join(this.dir, 'redis'))
    this.redis = await startRedis(this.redisPort, path.join(this.dir, 'redis'))

    const names = Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index))
    await Promise.all(names.map((name) => this.addInstance(name, env)))
    this.instances.sort((a, b) => a.name.localeCompare(b.name))
    const nginxPort = await freePort()
    this.nginx = await startNginx(
      nginxPort,
      this.instances.map((instance) => instance.port),
      this.dir,
    )
    this.nginxUrl = `http://127.0.0.1:${nginxPort}`
  }

  /**
   * Starts one more instance from its own copy of the build, with its own DATA_DIR, on this
   * cluster's Redis, dataset and secret unless `env` says otherwise. Not behind nginx.
   */
  async addInstance(name: string, env: Record<string, string> = {}): Promise<Instance> {
    const distDir = `.next-instance-${process.pid}-${name.toLowerCase()}`
    this.copies.push(path.join(WEB_DIR, distDir))
    // Each instance its own copy, as on its own host (the build cache is not needed to serve).
    await cp(BUILD_DIR, path.join(WEB_DIR, distDir), {
      recursive: true,
      filter: (source) => path.relative(BUILD_DIR, source) !== 'cache',
    })
    const port = await freePort()
    const instanceEnv = {
      REDIS_URL: `redis://127.0.0.1:${this.redisPort}`,
      SANITY_REVALIDATE_SECRET: this.secret,
      EMBEDDED_DATASET_PATH: this.dataset.path,
      DATA_DIR: path.join(this.dir, `data-${name.toLowerCase()}`),
      ...env,
    }
    const child = await startInstance({ name: `instance ${name}`, port, distDir, env: instanceEnv })
    const instance = { child, port, url: `http://127.0.0.1:${port}`, name, distDir, env: instanceEnv }
    this.instances.push(instance)
    return instance
  }

  /** Another redis-server on `port`, stopped by `close()`. */
  async startOtherRedis(port: number): Promise<Child> {
    const dir = path.join(this.dir, `redis-${port}`)
    await mkdir(dir, { recursive: true })
    const redis = await startRedis(port, dir)
    this.others.push(redis)
    return redis
  }

  /** A folder inside this cluster's temporary folder (removed by `close()`). */
  tempDir(name: string): string {
    return path.join(this.dir, name)
  }

  instance(name: string) {
    const found = this.instances.find((instance) => instance.name === name)
    if (!found) throw new Error(`No instance ${name}`)
    return found
  }

  /** Kills redis-server at once (SIGKILL: no goodbye to its clients), as a crash would. */
  async killRedis(): Promise<void> {
    await this.redis?.stop('SIGKILL')
  }

  /** Starts redis-server again on the same port, empty (it kept nothing on disk). */
  async restartRedis(): Promise<void> {
    this.redis = await startRedis(this.redisPort, path.join(this.dir, 'redis'))
  }

  /** The signed webhook Sanity sends after publishing these documents, to one instance. */
  async publish(instanceUrl: string, ids: string[]): Promise<SendResult[]> {
    const results = []
    for (const id of ids) {
      const payload = await webhookForDocument(id, { datasetPath: this.dataset.path })
      results.push(await sendWebhook({ siteUrl: instanceUrl, secret: this.secret, payload }))
    }
    return results
  }

  /**
   * Makes every instance render `page` once (a publish of the unchanged document to it, then a
   * visit), so later measurements time a revalidation, not a process's first render of a route.
   */
  async warmUp(documentId: string, page: string): Promise<void> {
    for (const instance of this.instances) {
      const [result] = await this.publish(instance.url, [documentId])
      if (result?.status !== 200) throw new Error(`Warm-up webhook to ${instance.name} answered ${result?.status}`)
      const { status } = await pageText(`${instance.url}${page}`)
      if (status !== 200) throw new Error(`Warm-up: ${instance.name}${page} answered ${status}`)
    }
  }

  /** The last lines of every process's output, for a failure report. */
  report(): string {
    const children = [this.redis, ...this.instances.map((instance) => instance.child), this.nginx].filter(
      (child): child is Child => Boolean(child),
    )
    return children.map((child) => `--- ${child.name}\n${child.tail(15)}`).join('\n')
  }

  async close(): Promise<void> {
    await Promise.all([
      this.nginx?.stop('SIGQUIT'),
      ...this.instances.map((instance) => instance.child.stop('SIGTERM')),
      this.redis?.stop('SIGKILL'),
      ...this.others.map((child) => child.stop('SIGKILL')),
    ])
    await Promise.all(
      [...this.copies, this.dir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })),
    )
  }
}

async function assertBuilt(): Promise<void> {
  for (const file of [path.join(BUILD_DIR, 'BUILD_ID'), path.join(WEB_DIR, '.server', 'redis-cache-handler.mjs')]) {
    await access(file).catch(() => {
      throw new Error(`${file} is missing: run "pnpm build" first`)
    })
  }
}
