import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { createEmbeddedSource } from '@/sanity/embedded'
import * as queries from '@/sanity/queries'
import type {
  ABOUT_PAGE_QUERY_RESULT,
  BLOG_LIST_QUERY_RESULT,
  BLOG_POST_QUERY_RESULT,
  CHAT_CONTENT_QUERY_RESULT,
  FAQ_HUB_QUERY_RESULT,
  FAQ_TOPIC_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  LEGAL_PAGE_QUERY_RESULT,
  LLMS_TXT_QUERY_RESULT,
  PRICING_PAGE_QUERY_RESULT,
  REDIRECTS_QUERY_RESULT,
  RENAMED_SLUG_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
  SITEMAP_QUERY_RESULT,
  TUTORIAL_OVERVIEW_QUERY_RESULT,
  TUTORIAL_STEP_QUERY_RESULT,
} from '@/sanity/types'

// The seed dataset built by `pnpm seed:build` (the test script builds it first).
const source = createEmbeddedSource(path.join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson'))
const run = <T>(query: string, params: Record<string, unknown> = {}) => source.fetch<T>(query, params)

describe('every query of the queries module against the seed dataset', () => {
  it('covers every exported query', () => {
    // A query added to the module without a test here fails this check.
    expect(Object.keys(queries).sort()).toEqual(
      [
        'ABOUT_PAGE_QUERY',
        'BLOG_LIST_QUERY',
        'BLOG_POST_QUERY',
        'BLOG_SLUGS_QUERY',
        'CHAT_CONTENT_QUERY',
        'FAQ_HUB_QUERY',
        'FAQ_SLUGS_QUERY',
        'FAQ_TOPIC_QUERY',
        'HOME_PAGE_QUERY',
        'LEGAL_PAGE_QUERY',
        'LLMS_TXT_QUERY',
        'PRICING_PAGE_QUERY',
        'REDIRECTS_QUERY',
        'RENAMED_SLUG_QUERY',
        'SITEMAP_QUERY',
        'SITE_SETTINGS_QUERY',
        'TUTORIAL_OVERVIEW_QUERY',
        'TUTORIAL_STEP_NUMBERS_QUERY',
        'TUTORIAL_STEP_QUERY',
      ].sort(),
    )
  })

  it('SITE_SETTINGS_QUERY returns the names editors set', async () => {
    const settings = await run<SITE_SETTINGS_QUERY_RESULT>(queries.SITE_SETTINGS_QUERY)
    expect(settings).toMatchObject({
      productName: 'Assessa',
      assistantName: 'Assessa Assistant',
      contactEmail: 'hello@assessa.example',
      consentStyle: 'barAndPanel',
    })
  })

  it('HOME_PAGE_QUERY returns every home section with its fixed counts', async () => {
    const home = await run<HOME_PAGE_QUERY_RESULT>(queries.HOME_PAGE_QUERY)
    expect(home?.hero.primaryCtaLabel).toBe('Start creating assessments')
    expect(home?.simpleSteps.steps).toHaveLength(3)
    expect(home?.comparison.rows).toHaveLength(4)
    expect(home?.howItWorks.steps).toHaveLength(4)
    expect(home?.whyChoose.cards).toHaveLength(3)
    expect(home?.roadmap.items.map((item) => item.status).sort()).toEqual(['Coming soon', 'In progress', 'Planned'])
  })

  it('ABOUT_PAGE_QUERY returns six core values and rich text bodies', async () => {
    const about = await run<ABOUT_PAGE_QUERY_RESULT>(queries.ABOUT_PAGE_QUERY)
    expect(about?.values.items).toHaveLength(6)
    expect(about?.founderStory.body[0]?._type).toBe('block')
    expect(about?.mission.body.length).toBeGreaterThan(0)
  })

  it('BLOG_LIST_QUERY returns twelve cards, newest first, with resolved image URLs', async () => {
    const posts = await run<BLOG_LIST_QUERY_RESULT>(queries.BLOG_LIST_QUERY)
    expect(posts).toHaveLength(12)
    const dates = posts.map((post) => post.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const post of posts) {
      expect(post.image.url).toMatch(/^\/content-images\/.+\.png$/)
      expect(post.image.alt.length).toBeGreaterThan(10)
      expect(post.image.width).toBeGreaterThan(0)
    }
  })

  it('BLOG_SLUGS_QUERY and BLOG_POST_QUERY return an article with its five sections and eleven related posts', async () => {
    const slugs = await run<string[]>(queries.BLOG_SLUGS_QUERY)
    expect(slugs).toContain('formative-assessment')
    const post = await run<BLOG_POST_QUERY_RESULT>(queries.BLOG_POST_QUERY, { slug: 'formative-assessment' })
    expect(post?.understanding.cards).toHaveLength(3)
    expect(post?.understanding.howItWorks).toHaveLength(5)
    expect(post?.strategies.strategies).toHaveLength(4)
    expect(post?.problem.problems).toHaveLength(3)
    expect(post?.solution.advantages).toHaveLength(6)
    expect(post?.related).toHaveLength(11)
    expect(post?.related.map((related) => related.slug)).not.toContain('formative-assessment')
    expect(await run(queries.BLOG_POST_QUERY, { slug: 'no-such-article' })).toBeNull()
  })

  it('FAQ_HUB_QUERY returns five questions and the six topic cards in hub order', async () => {
    const hub = await run<FAQ_HUB_QUERY_RESULT>(queries.FAQ_HUB_QUERY)
    expect(hub?.questions).toHaveLength(5)
    expect(hub?.topics).toHaveLength(6)
    expect(hub?.topics.every((topic) => topic.slug && topic.title && topic.excerpt)).toBe(true)
  })

  it('FAQ_TOPIC_QUERY resolves internal links to their targets and excludes the topic from related', async () => {
    const slugs = await run<string[]>(queries.FAQ_SLUGS_QUERY)
    expect(slugs).toHaveLength(6)
    const topic = await run<FAQ_TOPIC_QUERY_RESULT>(queries.FAQ_TOPIC_QUERY, { slug: 'student-activities' })
    expect(topic?.questions.length).toBeGreaterThanOrEqual(11)
    expect(topic?.related).toHaveLength(5)
    expect(topic?.related?.map((related) => related.slug)).not.toContain('student-activities')
    const links = topic?.questions.flatMap((q) => q.answer.flatMap((block) => block.markDefs ?? [])) ?? []
    const internal = links.filter((mark) => mark._type === 'internalLink')
    expect(internal.length).toBeGreaterThan(0)
    for (const link of internal) expect((link as { target?: { _type: string } }).target?._type).toBeTruthy()
  })

  it('TUTORIAL_OVERVIEW_QUERY lists every step in order with the overview sections', async () => {
    const tutorial = await run<TUTORIAL_OVERVIEW_QUERY_RESULT>(queries.TUTORIAL_OVERVIEW_QUERY)
    expect(tutorial.steps.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(tutorial.page?.formTypes.items).toHaveLength(8)
    expect(tutorial.page?.activityTypes.items).toHaveLength(5)
    expect(await run<number[]>(queries.TUTORIAL_STEP_NUMBERS_QUERY)).toHaveLength(11)
  })

  it('TUTORIAL_STEP_QUERY returns neighbours and the list of available steps', async () => {
    const first = await run<TUTORIAL_STEP_QUERY_RESULT>(queries.TUTORIAL_STEP_QUERY, { stepNumber: 1 })
    expect(first.step?.title).toBeTruthy()
    expect(first.previous).toBeNull()
    expect(first.next?.stepNumber).toBe(2)
    const last = await run<TUTORIAL_STEP_QUERY_RESULT>(queries.TUTORIAL_STEP_QUERY, { stepNumber: 11 })
    expect(last.next).toBeNull()
    expect(last.previous?.stepNumber).toBe(10)
    const missing = await run<TUTORIAL_STEP_QUERY_RESULT>(queries.TUTORIAL_STEP_QUERY, { stepNumber: 12 })
    expect(missing.step).toBeNull()
    expect(missing.available).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('PRICING_PAGE_QUERY returns the page and the three plans by price', async () => {
    const pricing = await run<PRICING_PAGE_QUERY_RESULT>(queries.PRICING_PAGE_QUERY)
    expect(pricing.plans.map((plan) => [plan.planType, plan.price])).toEqual([
      ['free', 0],
      ['advanced', 4.7],
      ['pro', 9.7],
    ])
    expect(pricing.page?.faq).toHaveLength(6)
    expect(pricing.page?.planButtonLabel).toBe('Get started')
  })

  it('LEGAL_PAGE_QUERY returns each legal page with its number of sections', async () => {
    for (const [kind, count] of [
      ['terms', 12],
      ['privacy', 15],
      ['dpa', 14],
    ] as const) {
      const page = await run<LEGAL_PAGE_QUERY_RESULT>(queries.LEGAL_PAGE_QUERY, { kind })
      expect(page?.sections).toHaveLength(count)
      expect(page?.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('LLMS_TXT_QUERY lists every article, FAQ topic, step, plan and legal page', async () => {
    const data = await run<LLMS_TXT_QUERY_RESULT>(queries.LLMS_TXT_QUERY)
    expect(data.articles).toHaveLength(12)
    expect(data.faqTopics).toHaveLength(6)
    expect(data.steps.map((step) => step.stepNumber)).toEqual(
      [...data.steps.map((step) => step.stepNumber)].sort((a, b) => a - b),
    )
    expect(data.plans.map((plan) => plan.name)).toEqual(['Free', 'Advanced', 'Pro'])
    expect(data.legalPages.map((page) => page.kind)).toEqual(['dpa', 'privacy', 'terms'])
    expect(data.legalPages.every((page) => page.description)).toBe(true)
  })

  it('REDIRECTS_QUERY returns the seed redirects an operator sets up on day one', async () => {
    const rules = await run<REDIRECTS_QUERY_RESULT>(queries.REDIRECTS_QUERY)
    expect(rules).toEqual(
      expect.arrayContaining([
        { source: '/tutorial', matchSubpaths: true, to: 'site', destination: '/best-practice', permanent: true },
        { source: '/login', matchSubpaths: false, to: 'app', destination: '/auth', permanent: false },
        { source: '/signup', matchSubpaths: false, to: 'app', destination: '/auth', permanent: false },
      ]),
    )
  })

  it('RENAMED_SLUG_QUERY finds a renamed article by an old slug only', async () => {
    const dataset = [
      {
        _id: 'blog-a',
        _type: 'blogPost',
        slug: { current: 'calm-classrooms' },
        previousSlugs: ['classroom-management'],
      },
      { _id: 'faq-a', _type: 'faqTopic', slug: { current: 'other' }, previousSlugs: ['old-topic'] },
    ]
    const renamed = async (type: string, slug: string) =>
      (
        await evaluate(parse(queries.RENAMED_SLUG_QUERY), { dataset, params: { type, slug } })
      ).get() as Promise<RENAMED_SLUG_QUERY_RESULT>
    expect(await renamed('blogPost', 'classroom-management')).toBe('calm-classrooms')
    expect(await renamed('blogPost', 'calm-classrooms')).toBeNull()
    expect(await renamed('blogPost', 'old-topic')).toBeNull()
  })

  it('SITEMAP_QUERY returns every routable document', async () => {
    const docs = await run<SITEMAP_QUERY_RESULT>(queries.SITEMAP_QUERY)
    const count = (type: string) => docs.filter((doc) => doc._type === type).length
    expect(count('blogPost')).toBe(12)
    expect(count('faqTopic')).toBe(6)
    expect(count('tutorialStep')).toBe(11)
    expect(count('legalPage')).toBe(3)
    expect(count('homePage')).toBe(1)
  })

  it('CHAT_CONTENT_QUERY gathers everything the assistant answers from', async () => {
    const content = await run<CHAT_CONTENT_QUERY_RESULT>(queries.CHAT_CONTENT_QUERY)
    expect(content.settings?.contactEmail).toBe('hello@assessa.example')
    expect(content.plans.map((plan) => plan.limits.classes)).toEqual([1, 5, 50])
    expect(content.pricing?.faq).toHaveLength(6)
    expect(content.faqHub?.questions).toHaveLength(5)
    expect(content.faqTopics).toHaveLength(6)
    expect(content.tutorialSteps).toHaveLength(11)
  })
})
