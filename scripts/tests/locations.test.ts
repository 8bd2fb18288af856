import { LEGAL_KINDS } from '@assessa/schemas/constants'
import { pathFor } from '@assessa/schemas/paths'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { locations, mainDocuments } from '../../studio/locations'

/**
 * The Presentation tool's document locations (studio/locations.ts): each document type resolves
 * to the page the site serves it at (through the same pathFor the web app routes by), and each
 * previewed route finds its document back.
 */
type Resolver = { select: Record<string, string>; resolve: (doc: Record<string, unknown> | null) => unknown }
const resolve = (type: keyof typeof locations, doc: Record<string, unknown> | null) =>
  (locations[type] as Resolver).resolve(doc)
const hrefs = (state: unknown) =>
  ((state as { locations?: { href: string }[] }).locations ?? []).map((location) => location.href)

describe('document locations', () => {
  it('article → /blog/{id}, and the blog list', () => {
    const state = resolve('blogPost', { title: 'Classroom Management', slug: 'classroom-management' })
    expect(hrefs(state)).toEqual(['/blog/classroom-management', '/blog'])
    expect(state).toMatchObject({ locations: [{ title: 'Classroom Management' }, { title: 'Blog' }] })
  })

  it('FAQ topic → /faq/{id}, and the FAQ hub', () => {
    expect(hrefs(resolve('faqTopic', { title: 'Assessment types', slug: 'assessment-types' }))).toEqual([
      '/faq/assessment-types',
      '/faq',
    ])
  })

  it('tutorial step → /best-practice/step{n}, and the overview', () => {
    const state = resolve('tutorialStep', { title: 'Create a class', stepNumber: 2 })
    expect(hrefs(state)).toEqual(['/best-practice/step2', '/best-practice'])
    expect(state).toMatchObject({ locations: [{ title: 'Step 2: Create a class' }, {}] })
  })

  it.each(Object.entries(LEGAL_KINDS))('legal page %s → %o', (kind, { path }) => {
    expect(hrefs(resolve('legalPage', { title: 'Legal', kind }))).toEqual([path])
  })

  it('plan → /pricing', () => {
    expect(hrefs(resolve('plan', { name: 'Advanced' }))).toEqual(['/pricing'])
  })

  it.each([
    ['homePage', '/'],
    ['aboutPage', '/about'],
    ['pricingPage', '/pricing'],
    ['faqHub', '/faq'],
    ['tutorialOverview', '/best-practice'],
  ] as const)('singleton %s → %s', (type, path) => {
    expect(hrefs(locations[type])).toEqual([path])
    expect(pathFor({ _type: type })).toBe(path)
  })

  it('site settings: every page, said so', () => {
    expect(locations.siteSettings.message).toMatch(/every page/)
    expect(hrefs(locations.siteSettings)).toContain('/')
  })

  it('a document without its URL field yet gets a message instead of a broken link', () => {
    for (const [type, doc] of [
      ['blogPost', { title: 'Draft' }],
      ['faqTopic', null],
      ['tutorialStep', { title: 'No number' }],
      ['legalPage', { kind: 'cookies' }],
    ] as const) {
      const state = resolve(type, doc) as { locations?: unknown; message?: string }
      expect(state.locations).toBeUndefined()
      expect(state.message).toMatch(/preview this document/)
    }
  })

  it('every routable type has a resolver', () => {
    for (const type of [
      'blogPost',
      'faqTopic',
      'tutorialStep',
      'legalPage',
      'plan',
      'homePage',
      'aboutPage',
      'pricingPage',
      'faqHub',
      'tutorialOverview',
      'siteSettings',
    ]) {
      expect(locations).toHaveProperty(type)
    }
  })
})

describe('main documents of previewed routes', () => {
  const dataset = [
    { _id: 'homePage', _type: 'homePage' },
    { _id: 'blog-a', _type: 'blogPost', slug: { current: 'classroom-management' } },
    { _id: 'faq-a', _type: 'faqTopic', slug: { current: 'assessment-types' } },
    { _id: 'step-2', _type: 'tutorialStep', stepNumber: 2 },
    { _id: 'step-12', _type: 'tutorialStep', stepNumber: 12 },
    { _id: 'legal-privacy', _type: 'legalPage', kind: 'privacy' },
  ]

  /** The document ids a route's filter matches, with the route's params, as the Presentation tool runs it. */
  async function match(route: string, params: Record<string, string> = {}) {
    const entry = mainDocuments.find((candidate) => candidate.route === route)
    if (!entry) throw new Error(`No main-document resolver for ${route}`)
    const result = await evaluate(parse(`*[${entry.filter}]._id`), { dataset, params })
    return result.get()
  }

  it('resolves article, topic, step and legal URLs to their documents', async () => {
    expect(await match('/')).toEqual(['homePage'])
    expect(await match('/blog/:slug', { slug: 'classroom-management' })).toEqual(['blog-a'])
    expect(await match('/faq/:slug', { slug: 'assessment-types' })).toEqual(['faq-a'])
    expect(await match('/best-practice/:step', { step: 'step12' })).toEqual(['step-12'])
    expect(await match('/best-practice/:step', { step: 'step1' })).toEqual([])
    expect(await match(LEGAL_KINDS.privacy.path)).toEqual(['legal-privacy'])
  })
})
