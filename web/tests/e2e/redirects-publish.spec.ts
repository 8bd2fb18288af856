import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { webhookBody, type SanityDoc } from '../../../scripts/webhook/projection'
import { sendWebhook } from '../../../scripts/webhook/send'

/**
 * Redirects and renames published the way an editor does it, on the embedded dataset: the
 * dataset file changes (a complete file renamed into place), Sanity's signed webhook arrives,
 * and the very next request answers with the redirect; no rebuild, no restart.
 *
 * These changes move pages (an article's URL, a path that 404s), which other specs assert on,
 * so this file runs its own production server over its own copy of the build and the dataset.
 */
test.describe.configure({ mode: 'serial' })

const WEB_DIR = path.join(import.meta.dirname, '..', '..')
const BUILD_DIR = process.env.NEXT_DIST_DIR || '.next'
const SECRET = 'redirects-e2e-secret'
const ARTICLE_ID = 'blog-student-engagement'
const RENAMED = 'student-engagement-every-student-thinking'

type Doc = SanityDoc & { slug?: { current: string }; previousSlugs?: string[]; title?: string }

let server: ChildProcess | undefined
let baseURL = ''
let work = ''
let distDir = ''
let datasetPath = ''
let original = ''

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const parse = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)

/** Writes the dataset as the seed build does: a complete file renamed into place. */
async function writeDataset(docs: Doc[]) {
  const temp = `${datasetPath}.tmp`
  await writeFile(temp, `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`)
  await rename(temp, datasetPath)
}

/** Sends the webhook Sanity sends for this change, signed, and expects it accepted. */
async function publish(before: Doc | null, after: Doc | null) {
  const payload = await webhookBody(before, after)
  expect(payload, 'the webhook filter matches').not.toBeNull()
  const result = await sendWebhook({ siteUrl: baseURL, secret: SECRET, payload: payload! })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body as { revalidated: string[] }
}

async function answer(request: APIRequestContext, urlPath: string) {
  const response = await request.get(new URL(urlPath, baseURL).toString(), { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'], body: await response.text() }
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  work = await mkdtemp(path.join(os.tmpdir(), 'assessa-redirects-e2e-'))
  // Next resolves distDir inside the web folder; .next-* folders are git-ignored.
  distDir = `.next-e2e-redirects-${process.pid}`
  await cp(path.join(WEB_DIR, BUILD_DIR), path.join(WEB_DIR, distDir), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}cache${path.sep}`) && !source.endsWith(`${path.sep}cache`),
  })
  datasetPath = path.join(work, 'dataset.ndjson')
  original = await readFile(path.join(WEB_DIR, 'content', 'dataset.ndjson'), 'utf8')
  await writeFile(datasetPath, original)

  const port = await freePort()
  baseURL = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['.server/main.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      EMBEDDED_DATASET_PATH: datasetPath,
      DATA_DIR: path.join(work, 'data'),
      SANITY_REVALIDATE_SECRET: SECRET,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  // Ready when it answers; bounded.
  const deadline = Date.now() + 60_000
  for (;;) {
    const ok = await fetch(`${baseURL}/llms.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('the test server did not start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve))
  if (distDir) await rm(path.join(WEB_DIR, distDir), { recursive: true, force: true })
  if (work) await rm(work, { recursive: true, force: true })
})

test('a redirect document added in the Studio answers 308 on the next request after the webhook', async ({
  request,
}) => {
  const docs = parse(original)
  // An article address (rendered on demand and cached like the article pages), asked once
  // before: the cached 404 is what the webhook has to clear, and later the cached redirect.
  const source = '/blog/assessment-with-ai'
  const destination = '/blog/formative-assessment'
  expect((await answer(request, source)).status).toBe(404)

  const created: Doc = {
    _id: 'redirect-assessment-with-ai',
    _type: 'redirect',
    source,
    matchSubpaths: false,
    to: 'site',
    destination,
    permanent: true,
  }
  await writeDataset([...docs, created])
  expect(await publish(null, created)).toEqual({ success: true, revalidated: ['type:redirect'] })
  const moved = await answer(request, source)
  expect(moved.status).toBe(308)
  expect(moved.location).toBe(destination)
  // A real redirect, not a page with a meta refresh.
  expect(moved.body).not.toContain('http-equiv="refresh"')

  // The editor makes it temporary: 307 on the next request.
  const temporary = { ...created, permanent: false }
  await writeDataset([...docs, temporary])
  await publish(created, temporary)
  expect(await answer(request, source)).toMatchObject({ status: 307, location: destination })

  // ...and deletes it: the address is a 404 again, nothing stuck in a cache.
  await writeDataset(docs)
  await publish(temporary, null)
  expect((await answer(request, source)).status).toBe(404)
})

test('a renamed article: the old URL 308s to the new one, and the sitemap, RSS and related cards follow', async ({
  request,
}) => {
  const docs = parse(original)
  const article = docs.find((doc) => doc._id === ARTICLE_ID)!
  const oldSlug = article.slug!.current
  const oldPath = `/blog/${oldSlug}`
  const newPath = `/blog/${RENAMED}`
  // Rendered at build and cached: the rename has to replace it.
  expect((await answer(request, oldPath)).status).toBe(200)

  // What Publish writes after the editor changed the id (studio/actions.ts records the old one).
  const renamed: Doc = { ...article, slug: { ...article.slug!, current: RENAMED }, previousSlugs: [oldSlug] }
  await writeDataset(docs.map((doc) => (doc._id === ARTICLE_ID ? renamed : doc)))
  const { revalidated } = await publish(article, renamed)
  expect(revalidated).toEqual(expect.arrayContaining([`blogPost:${RENAMED}`, `blogPost:${oldSlug}`, 'content']))

  expect(await answer(request, oldPath)).toMatchObject({ status: 308, location: newPath })
  expect(await answer(request, `${oldPath}.md`)).toMatchObject({ status: 308, location: `${newPath}.md` })
  const page = await answer(request, newPath)
  expect(page.status).toBe(200)
  expect(page.body).toContain(article.title)

  const sitemap = (await answer(request, '/sitemap.xml')).body
  expect(sitemap).toContain(`${newPath}</loc>`)
  expect(sitemap).not.toContain(`${oldPath}</loc>`)
  const rss = (await answer(request, '/blog/rss.xml')).body
  expect(rss).toContain(`${newPath}</link>`)
  expect(rss).not.toContain(`${oldPath}</link>`)
  expect((await answer(request, '/llms.txt')).body).toContain(`${newPath}.md)`)
  // Another article's "Continue your learning journey" cards link to the new address.
  const other = (await answer(request, '/blog/classroom-management')).body
  expect(other).toContain(`href="${newPath}"`)
  expect(other).not.toContain(`href="${oldPath}"`)

  // Renamed back: the original address serves the article again; the short-lived one redirects to it.
  const back: Doc = { ...article, previousSlugs: [RENAMED] }
  await writeDataset(docs.map((doc) => (doc._id === ARTICLE_ID ? back : doc)))
  await publish(renamed, back)
  expect((await answer(request, oldPath)).status).toBe(200)
  expect(await answer(request, newPath)).toMatchObject({ status: 308, location: oldPath })
})

test("a renamed FAQ topic: the chat assistant's links and the FAQ hub use the new URL at once", async ({ request }) => {
  const docs = parse(original)
  const topic = docs.find((doc) => doc._id === 'faq-student-engagement-techniques')!
  const oldPath = `/faq/${topic.slug!.current}`
  const newPath = '/faq/engaging-every-student'
  const ask = async () => {
    const response = await request.post(new URL('/api/chatbot/message', baseURL).toString(), {
      // One of the topic's own questions, so the reply links the topic whatever else ranks near it.
      data: {
        message: 'Which engagement techniques work best in a typical classroom?',
        sessionId: crypto.randomUUID(),
      },
    })
    expect(response.status()).toBe(200)
    return ((await response.json()) as { reply: string }).reply
  }
  expect(await ask()).toContain(`(${oldPath}`)

  const renamed: Doc = {
    ...topic,
    slug: { ...topic.slug!, current: 'engaging-every-student' },
    previousSlugs: [topic.slug!.current],
  }
  await writeDataset(docs.map((doc) => (doc._id === topic._id ? renamed : doc)))
  await publish(topic, renamed)

  expect(await answer(request, oldPath)).toMatchObject({ status: 308, location: newPath })
  const reply = await ask()
  expect(reply).toContain(`(${newPath}`)
  expect(reply).not.toContain(`(${oldPath}`)
  const hub = (await answer(request, '/faq')).body
  expect(hub).toContain(`href="${newPath}"`)
  expect(hub).not.toContain(`href="${oldPath}"`)

  await writeDataset(docs)
  await publish(renamed, topic)
  expect((await answer(request, oldPath)).status).toBe(200)
})
