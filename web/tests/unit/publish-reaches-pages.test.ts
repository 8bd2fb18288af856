import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { WebhookBody } from '@/features/publishing/webhook-schema'
import { cachedEntries, expireTags } from './tagged-cache-fake'

/**
 * What an editor notices after pressing Publish: every page that shows the document changes
 * (its own page, the listings and related cards that show it, the sitemap), and pages are served
 * from the cache until then. The content accessors run over a copy of the seed dataset through
 * a tagged cache that behaves like Next's; the webhook's mapping (`tagsForChange`) expires it.
 * publish.spec.ts checks the same on the built site for a few pages.
 */
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  ...(await import('./tagged-cache-fake')),
}))
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: false }),
}))

const dataset = path.join(await mkdtemp(path.join(os.tmpdir(), 'publish-')), 'dataset.ndjson')
await copyFile(path.join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson'), dataset)
process.env.EMBEDDED_DATASET_PATH = dataset
const original = await readFile(dataset, 'utf8')

const { tagsForChange } = await import('@/features/publishing/revalidate-tags')
const { getArticle, getArticles } = await import('@/features/blog/content')
const { getFaqHub, getFaqTopic } = await import('@/features/faq/content')
const { getTutorialOverview, getTutorialStep } = await import('@/features/tutorial/content')
const { getLegalPage } = await import('@/features/legal/content')
const { getPricing } = await import('@/features/pricing/content')
const { getHomePage } = await import('@/features/home/content')
const { getAboutPage } = await import('@/features/about/content')
const { getSiteSettings } = await import('@/features/layout/settings')
const { getSitemapDocuments } = await import('@/features/sitemap/content')
const { redirectFor } = await import('@/features/redirects/resolve')

type Doc = { _id: string; _type: string } & Record<string, unknown>

/** An editor's change saved to the dataset (not yet announced by the webhook). */
async function edit(id: string, change: (doc: Doc) => void) {
  const docs = (await readFile(dataset, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const doc = docs.find((candidate) => candidate._id === id)
  if (!doc) throw new Error(`no document ${id} in the seed`)
  change(doc)
  await writeFile(dataset, docs.map((each) => JSON.stringify(each)).join('\n') + '\n')
}

/** Sanity's webhook after Publish: expire what the mapping says. */
function publish(change: WebhookBody) {
  expireTags(tagsForChange(change))
}

beforeEach(async () => {
  cachedEntries.clear()
  await writeFile(dataset, original)
})

describe('a publish reaches every page that shows the document, and only then', () => {
  it('an article: its page, the blog list, other articles’ related cards and the sitemap', async () => {
    const [first, second] = await getArticles()
    const before = (await getSitemapDocuments()).find((doc) => doc.slug === first!.slug)!._updatedAt
    await Promise.all([getArticle(first!.slug), getArticle(second!.slug)])
    await edit(first!._id, (doc) => {
      doc.title = 'Retitled by an editor'
      doc._updatedAt = '2030-01-01T00:00:00Z'
    })
    expect((await getArticle(first!.slug))!.title).toBe(first!.title)

    publish({ _type: 'blogPost', _id: first!._id, slug: first!.slug })
    expect((await getArticle(first!.slug))!.title).toBe('Retitled by an editor')
    expect((await getArticles())[0]!.title).toBe('Retitled by an editor')
    const related = (await getArticle(second!.slug))!.related
    expect(related.map((post) => post.title)).toContain('Retitled by an editor')
    const after = (await getSitemapDocuments()).find((doc) => doc.slug === first!.slug)!._updatedAt
    expect(after).not.toBe(before)
  })

  it('a renamed article: the new address shows it, the old one is gone and redirects', async () => {
    const [article] = await getArticles()
    expect(await getArticle('renamed-by-an-editor')).toBeNull()
    await edit(article!._id, (doc) => {
      doc.slug = { _type: 'slug', current: 'renamed-by-an-editor' }
      doc.previousSlugs = [article!.slug]
    })
    publish({ _type: 'blogPost', _id: article!._id, slug: 'renamed-by-an-editor', previousSlug: article!.slug })
    expect((await getArticle('renamed-by-an-editor'))!.title).toBe(article!.title)
    expect(await getArticle(article!.slug)).toBeNull()
    expect(await redirectFor(`/blog/${article!.slug}`)).toEqual({
      location: '/blog/renamed-by-an-editor',
      permanent: true,
    })
  })

  it('an FAQ topic: its page and its card on the hub', async () => {
    const hub = (await getFaqHub())!
    const topic = hub.topics[0]!
    await getFaqTopic(topic.slug)
    await edit(topic._id, (doc) => (doc.title = 'A clearer topic title'))
    publish({ _type: 'faqTopic', _id: topic._id, slug: topic.slug })
    expect((await getFaqTopic(topic.slug))!.title).toBe('A clearer topic title')
    expect((await getFaqHub())!.topics[0]!.title).toBe('A clearer topic title')
  })

  it('a tutorial step: its page, the overview and its neighbours’ previous/next links', async () => {
    await Promise.all([getTutorialStep(2), getTutorialStep(3), getTutorialStep(4), getTutorialOverview()])
    await edit('step-3', (doc) => (doc.title = 'Step three, reworded'))
    publish({ _type: 'tutorialStep', _id: 'step-3', stepNumber: 3 })
    expect((await getTutorialStep(3))!.step.title).toBe('Step three, reworded')
    expect((await getTutorialOverview())!.steps.find((step) => step.stepNumber === 3)!.title).toBe(
      'Step three, reworded',
    )
    expect((await getTutorialStep(2))!.next!.title).toBe('Step three, reworded')
    expect((await getTutorialStep(4))!.previous!.title).toBe('Step three, reworded')
  })

  it('a legal page, a plan price and each page singleton', async () => {
    await Promise.all([
      getLegalPage('dpa'),
      getPricing(),
      getHomePage(),
      getAboutPage(),
      getFaqHub(),
      getTutorialOverview(),
    ])
    await edit('legal-dpa', (doc) => (doc.title = 'DPA (revised)'))
    await edit('plan-advanced', (doc) => (doc.price = 5.2))
    await edit('homePage', (doc) => ((doc.hero as { title: string }).title = 'A new home headline'))
    await edit('aboutPage', (doc) => ((doc.hero as { title: string }).title = 'A new about headline'))
    await edit('faqHub', (doc) => (doc.title = 'Questions, answered'))
    await edit('tutorialOverview', (doc) => (doc.title = 'The tutorial, renamed'))
    for (const [type, id] of [
      ['legalPage', 'legal-dpa'],
      ['plan', 'plan-advanced'],
      ['homePage', 'homePage'],
      ['aboutPage', 'aboutPage'],
      ['faqHub', 'faqHub'],
      ['tutorialOverview', 'tutorialOverview'],
    ] as const) {
      publish({ _type: type, _id: id, kind: type === 'legalPage' ? 'dpa' : null })
    }
    expect((await getLegalPage('dpa'))!.title).toBe('DPA (revised)')
    expect((await getPricing()).plans.find((plan) => plan._id === 'plan-advanced')!.price).toBe(5.2)
    expect((await getHomePage())!.hero.title).toBe('A new home headline')
    expect((await getAboutPage())!.hero.title).toBe('A new about headline')
    expect((await getFaqHub())!.title).toBe('Questions, answered')
    expect((await getTutorialOverview())!.page.title).toBe('The tutorial, renamed')
  })

  it('site settings: every page (the product name in every header and footer)', async () => {
    const [article] = await getArticles()
    await Promise.all([getSiteSettings(), getArticle(article!.slug), getPricing()])
    await edit('siteSettings', (doc) => (doc.productName = 'Assessa Pro'))
    await edit(article!._id, (doc) => (doc.title = 'Changed alongside the settings'))
    publish({ _type: 'siteSettings', _id: 'siteSettings' })
    expect((await getSiteSettings()).productName).toBe('Assessa Pro')
    // `content` is on every read, so the article page re-renders too.
    expect((await getArticle(article!.slug))!.title).toBe('Changed alongside the settings')
  })

  it('a draft saved in the Studio changes nothing until it is published', async () => {
    const [article] = await getArticles()
    await getArticle(article!.slug)
    await edit(article!._id, (doc) => (doc.title = 'Not yet published'))
    publish({ _type: 'blogPost', _id: `drafts.${article!._id}`, slug: article!.slug })
    expect((await getArticle(article!.slug))!.title).toBe(article!.title)
  })
})
