import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { sendWebhook, webhookForDocument } from '../../../scripts/webhook/send'

/**
 * From Publish to the live page, on the embedded dataset: an editor's change lands in
 * web/content/dataset.ndjson (as `pnpm seed:build` or an export would write it), Sanity's signed
 * webhook arrives, and the next requests show the change: no rebuild, no restart.
 *
 * Other spec files run in parallel against the same server, so the changes are chosen to keep
 * their assertions true (the Advanced price 4.7 → 4.75 still contains "$4.7"; the article title
 * only gains a suffix) and the original file is restored, and revalidated, right after.
 */
test.describe.configure({ mode: 'serial' })

const DATASET = path.join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson')
// The webServer in playwright.config.ts starts the site with this secret.
const SECRET = process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret'
const ARTICLE_ID = 'blog-classroom-management'
const PLAN_ID = 'plan-advanced'
/**
 * Publish-to-live budget from the issue: 2 s. The four re-renders take about 0.4 s of server CPU;
 * on a machine oversubscribed by parallel builds and browsers the wall time can exceed it, so CI
 * may raise it with PUBLISH_BUDGET_MS (the measured time is logged either way).
 */
const BUDGET_MS = Number(process.env.PUBLISH_BUDGET_MS) || 2_000

type Doc = { _id: string; _type: string; [key: string]: unknown }

let original = ''
let baseURL = ''
let article: Doc
let plan: Doc
const edit = { title: '', heroTitle: '', price: 0, updatedAt: '' }

/** Writes the dataset the way the seed build does: a complete file renamed into place. */
async function writeDataset(text: string) {
  const temp = `${DATASET}.publish-e2e-${process.pid}.tmp`
  await writeFile(temp, text)
  await rename(temp, DATASET)
}

function withChanges(text: string, changes: Record<string, Record<string, unknown>>): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line
      const doc = JSON.parse(line) as Doc
      return changes[doc._id] ? JSON.stringify({ ...doc, ...changes[doc._id] }) : line
    })
    .join('\n')
}

async function publish(ids: string[]) {
  return Promise.all(
    ids.map(async (id) => sendWebhook({ siteUrl: baseURL, secret: SECRET, payload: await webhookForDocument(id) })),
  )
}

const pages = {
  article: (slug: string) => `/blog/${slug}`,
  blog: '/blog',
  pricing: '/pricing',
  sitemap: '/sitemap.xml',
}

/** The response body, with React's text separators removed (`$<!-- -->4.7` → `$4.7`). */
async function text(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** Whether `body` contains `expected`, as a short assertion message instead of a page dump. */
function expectContains(body: string, expected: string, where: string, present = true) {
  expect(body.includes(expected), `${where} ${present ? 'shows' : 'does not show'} ${JSON.stringify(expected)}`).toBe(
    present,
  )
}

/** Polls `url` until `check` holds; returns the milliseconds since `since`. */
async function liveAfter(request: APIRequestContext, url: string, check: (body: string) => boolean, since: number) {
  const deadline = since + 10_000
  for (;;) {
    if (check(await text(request, url))) return Math.round(performance.now() - since)
    if (performance.now() > deadline) throw new Error(`${url} did not show the published change within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const sitemapLastmod = (xml: string, urlPath: string) =>
  new RegExp(`<loc>[^<]*${urlPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
    xml,
  )?.[1]

const price = (value: number) => `$${value}`

/** What the chat assistant answers about the plan this spec edits (a new session each time). */
async function chatAboutPrice(request: APIRequestContext) {
  const response = await request.post('/api/chatbot/message', {
    data: { message: 'How much does the Advanced plan cost?', sessionId: crypto.randomUUID() },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { reply: string }).reply
}

test.beforeAll(async ({ baseURL: url }) => {
  baseURL = url!
  original = await readFile(DATASET, 'utf8')
  const docs = original
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
  article = docs.find((doc) => doc._id === ARTICLE_ID)!
  plan = docs.find((doc) => doc._id === PLAN_ID)!
  expect(article, `${ARTICLE_ID} in the seed`).toBeTruthy()
  expect(plan, `${PLAN_ID} in the seed`).toBeTruthy()
  const revision = ` (rev ${Date.now() % 100_000})`
  edit.title = `${article.title as string}${revision}`
  edit.heroTitle = `${(article.hero as { title: string }).title}${revision}`
  edit.price = Math.round(((plan.price as number) + 0.05) * 100) / 100
  edit.updatedAt = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
})

test.afterAll(async ({ request }) => {
  if (!original) return
  await writeDataset(original)
  const results = await publish([ARTICLE_ID, PLAN_ID])
  expect(results.map((result) => result.status)).toEqual([200, 200])
  // Leave the site as the other specs expect it, and re-render every page this spec changed:
  // Next keeps revalidated tags in memory only, so a page left stale on disk would come back
  // after a restart of the server (until its time-based revalidation).
  const since = performance.now()
  const slug = (article.slug as { current: string }).current
  await Promise.all([
    liveAfter(request, pages.article(slug), (html) => !html.includes(edit.title), since),
    liveAfter(request, pages.blog, (html) => !html.includes(edit.title), since),
    liveAfter(request, pages.pricing, (html) => !html.includes(price(edit.price)), since),
    liveAfter(request, pages.sitemap, (xml) => sitemapLastmod(xml, pages.article(slug)) === article._updatedAt, since),
  ])
})

test('the site shows the published content before the change', async ({ request }) => {
  const slug = (article.slug as { current: string }).current
  // Publish the dataset as it is first: a server restarted on an existing build may hold pages
  // rendered from an earlier edit (revalidated tags are not persisted across restarts).
  expect((await publish([ARTICLE_ID, PLAN_ID])).map((result) => result.status)).toEqual([200, 200])
  // Also warms the cache, so what follows measures revalidation, not a first render.
  expectContains(await text(request, pages.article(slug)), article.title as string, 'the article')
  expectContains(await text(request, pages.blog), article.title as string, 'the blog list')
  expectContains(await text(request, pages.pricing), price(plan.price as number), 'the pricing page')
  expect(sitemapLastmod(await text(request, pages.sitemap), pages.article(slug))).toBe(article._updatedAt)
  expectContains(await chatAboutPrice(request), price(plan.price as number), 'the chat assistant')
})

test('a webhook with a wrong signature is refused and the page stays as it was', async ({ request }) => {
  const slug = (article.slug as { current: string }).current
  await writeDataset(
    withChanges(original, {
      [ARTICLE_ID]: {
        title: edit.title,
        hero: { ...(article.hero as object), title: edit.heroTitle },
        _updatedAt: edit.updatedAt,
      },
      [PLAN_ID]: { price: edit.price, _updatedAt: edit.updatedAt },
    }),
  )
  const forged = await sendWebhook({
    siteUrl: baseURL,
    secret: 'not-the-secret',
    payload: await webhookForDocument(ARTICLE_ID),
  })
  expect(forged.status).toBe(401)
  expect(forged.body).toMatchObject({ code: 'invalid_signature' })

  const unsigned = await request.post('/api/revalidate', { data: { _type: 'blogPost', _id: ARTICLE_ID } })
  expect(unsigned.status()).toBe(401)

  // The file on disk has changed, but without a valid webhook the cached page is what visitors get.
  const html = await text(request, pages.article(slug))
  expectContains(html, article.title as string, 'the article')
  expectContains(html, edit.title, 'the article', false)
  // The assistant, too, keeps answering from the published content.
  expectContains(await chatAboutPrice(request), price(edit.price), 'the chat assistant', false)
})

test('a signed webhook makes the change live within 2 seconds', async ({ request, page }) => {
  const slug = (article.slug as { current: string }).current
  // The modified dataset is on disk since the previous test; now "Publish" arrives.
  const sent = performance.now()
  const results = await publish([ARTICLE_ID, PLAN_ID])
  const answeredMs = Math.round(performance.now() - sent)
  expect(results.map((result) => result.status)).toEqual([200, 200])
  expect(results[0]!.body).toEqual({ success: true, revalidated: ['type:blogPost', `blogPost:${slug}`] })
  expect(results[1]!.body).toEqual({ success: true, revalidated: ['type:plan'] })

  const [articleMs, blogMs, pricingMs, sitemapMs] = await Promise.all([
    liveAfter(request, pages.article(slug), (html) => html.includes(edit.title), sent),
    liveAfter(request, pages.blog, (html) => html.includes(edit.title), sent),
    liveAfter(request, pages.pricing, (html) => html.includes(price(edit.price)), sent),
    liveAfter(request, pages.sitemap, (xml) => sitemapLastmod(xml, pages.article(slug)) === edit.updatedAt, sent),
  ])
  const liveMs = Math.max(articleMs, blogMs, pricingMs, sitemapMs)
  console.log(
    `publish-to-live: ${liveMs} ms (webhooks answered in ${answeredMs} ms; article ${articleMs} ms, ` +
      `blog list ${blogMs} ms, pricing ${pricingMs} ms, sitemap ${sitemapMs} ms)`,
  )
  test.info().annotations.push({ type: 'publish-to-live-ms', description: String(liveMs) })
  expect(liveMs).toBeLessThan(BUDGET_MS)
  // The chat assistant's index (answered by the site server, outside Next) follows the webhook.
  expectContains(await chatAboutPrice(request), price(edit.price), 'the chat assistant')

  // What a visitor sees in the browser: the article's heading, its blog card, the price. The
  // regenerated pages carry the script policy of their new HTML: nothing is refused.
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(pages.article(slug))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edit.heroTitle)
  await page.goto(pages.blog)
  await expect(page.getByTestId('blog-card-title').filter({ hasText: edit.title })).toHaveCount(1)
  await page.goto(pages.pricing)
  await expect(page.getByRole('article', { name: 'Advanced' })).toContainText(price(edit.price))
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object')
  expect(refused).toEqual([])
})

/**
 * Draft mode as the Presentation tool leaves it. The enable route needs a Sanity project (it
 * checks the Studio's secret against the dataset), so the test sets Next's own draft-mode cookie,
 * whose value the build writes to its prerender manifest. With the embedded dataset drafts do
 * not exist: the page is the published one, rendered uncached, with the preview chrome.
 */
test('draft mode shows the preview bar, and "Exit preview" returns to the published page', async ({
  page,
  baseURL: url,
}) => {
  const manifest = path.join(
    import.meta.dirname,
    '..',
    '..',
    process.env.NEXT_DIST_DIR || '.next',
    'prerender-manifest.json',
  )
  const { preview } = JSON.parse(await readFile(manifest, 'utf8')) as { preview: { previewModeId: string } }
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))

  await page.goto('/pricing')
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)

  await page.context().addCookies([{ name: '__prerender_bypass', value: preview.previewModeId, url: url! }])
  await page.goto('/pricing')
  const bar = page.getByRole('complementary', { name: 'Preview mode' })
  await expect(bar).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await bar.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0)
  expect((await page.context().cookies()).some((cookie) => cookie.name === '__prerender_bypass' && cookie.value)).toBe(
    false,
  )
  expect(errors).toEqual([])
})
