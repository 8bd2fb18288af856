/**
 * The content check: the seed dataset must say what the spec says, everywhere.
 * Runs over the built dataset (web/content/dataset.ndjson), i.e. exactly what the site serves.
 */
import { BLOG_CATEGORIES, LEGAL_KINDS } from '@assessa/schemas/constants'
import { LINKABLE_TYPES } from '@assessa/schemas/paths'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, readDataset } from '../seed/build'
import { collectText, countWords } from '../seed/lib/text'
import { SPEC_FAQ_TOPIC_IDS } from './spec-ids'

type Doc = { _id: string; _type: string } & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let docs: Doc[] = []
const ofType = (type: string) => docs.filter((doc) => doc._type === type)

beforeAll(async () => {
  await buildDataset()
  docs = await readDataset<Doc>()
}, 60_000)

const BLOG_IDS = [
  'complete-teacher-workflow',
  'ai-training-for-teachers',
  'smart-classroom-organization',
  'teaching-goals-management',
  'fun-activity-suggestions',
  'ai-assessment-generation-advanced',
  'collaborative-learning',
  'formative-assessment',
  'student-engagement',
  'classroom-management',
  'personalized-learning',
  'ai-assessment-generation',
]

describe('counts and ids', () => {
  it('has the twelve articles and six FAQ topics of the spec', () => {
    expect(
      ofType('blogPost')
        .map((doc) => doc.slug.current)
        .sort(),
    ).toEqual([...BLOG_IDS].sort())
    expect(
      ofType('faqTopic')
        .map((doc) => doc.slug.current)
        .sort(),
    ).toEqual([...SPEC_FAQ_TOPIC_IDS].sort())
  })

  it('has 11 tutorial steps numbered 1 to 11, three plans and the three legal pages', () => {
    expect(
      ofType('tutorialStep')
        .map((doc) => doc.stepNumber)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(
      ofType('plan')
        .map((doc) => doc.planType)
        .sort(),
    ).toEqual(['advanced', 'free', 'pro'])
    expect(
      ofType('legalPage')
        .map((doc) => doc.kind)
        .sort(),
    ).toEqual(['dpa', 'privacy', 'terms'])
  })

  it('gives every FAQ topic 11 to 14 questions and the hub five questions over all six topics', () => {
    for (const topic of ofType('faqTopic')) expect(topic.questions.length, topic._id).toBeGreaterThanOrEqual(11)
    for (const topic of ofType('faqTopic')) expect(topic.questions.length, topic._id).toBeLessThanOrEqual(14)
    const hub = ofType('faqHub')[0]!
    expect(hub.questions).toHaveLength(5)
    expect(new Set(hub.topics.map((ref: { _ref: string }) => ref._ref)).size).toBe(6)
  })

  it('numbers legal sections as the spec says', () => {
    for (const page of ofType('legalPage')) {
      expect(page.sections.length, page._id).toBe(LEGAL_KINDS[page.kind as keyof typeof LEGAL_KINDS].sectionCount)
    }
  })
})

describe('articles', () => {
  it('are dated on distinct days from 7 July to 30 August 2025, in the five categories', () => {
    const posts = ofType('blogPost')
    const dates = posts.map((post) => post.publishedAt)
    expect(new Set(dates).size).toBe(12)
    for (const post of posts) {
      expect(post.publishedAt >= '2025-07-07' && post.publishedAt <= '2025-08-30', post._id).toBe(true)
      expect(BLOG_CATEGORIES, post._id).toContain(post.category)
    }
    expect(dates).toContain('2025-07-07')
    expect(dates).toContain('2025-08-30')
  })

  it('state read times of 5 to 8 minutes that match their length at about 220 words a minute', () => {
    for (const post of ofType('blogPost')) {
      const words = collectText(post).reduce((sum, { text }) => sum + countWords(text), 0)
      expect(post.readTime, post._id).toBeGreaterThanOrEqual(5)
      expect(post.readTime, post._id).toBeLessThanOrEqual(8)
      expect(Math.abs(post.readTime - words / 220), `${post._id}: ${words} words`).toBeLessThanOrEqual(1)
    }
  })
})

describe('figures', () => {
  const plans = () => ofType('plan')
  const limitValues = (key: string) => new Set(plans().map((plan) => plan.limits[key] as number))
  const num = (text: string) => Number(text.replace(/,/g, '').replace(/K$/i, '000'))

  /** The spec's plan table (section 9, "Business constants and limits"): prices, then the limits row by row. */
  const SPEC_PRICES = { free: 0, advanced: 4.7, pro: 9.7 }
  const SPEC_COLUMNS = ['free', 'advanced', 'pro'] as const
  const SPEC_LIMITS = {
    requestsPerMonth: [15, 150, 1500],
    trainingWords: [10_000, 50_000, 100_000],
    classes: [1, 5, 50],
    studentsPerClass: [20, 40, 80],
    activitiesPerMonth: [5, 25, 125],
    teachingGoals: [2, 10, 50],
  }

  it('plan documents carry exactly the numbers of the spec', () => {
    const byType = Object.fromEntries(plans().map((plan) => [plan.planType, plan]))
    expect(Object.fromEntries(SPEC_COLUMNS.map((type) => [type, byType[type].price]))).toEqual(SPEC_PRICES)
    SPEC_COLUMNS.forEach((type, column) => {
      const limits = Object.fromEntries(Object.entries(SPEC_LIMITS).map(([key, row]) => [key, row[column]!]))
      // Characters are capped at 100 per allowed word: "10K (1,000,000 chars)".
      expect(byType[type].limits, type).toEqual({ ...limits, trainingCharacters: limits.trainingWords! * 100 })
    })
  })

  it('every limit, price and retention figure in the text equals the plans or the spec', () => {
    const checked = [
      'plan',
      'pricingPage',
      'faqTopic',
      'faqHub',
      'tutorialStep',
      'tutorialOverview',
      'legalPage',
      'blogPost',
      'homePage',
      'aboutPage',
    ]
    const rules: Array<{ name: string; pattern: RegExp; allowed: () => Set<number> }> = [
      {
        name: 'price',
        pattern: /\$(\d+(?:\.\d+)?)(?![-–]\d)/g,
        allowed: () => new Set(plans().map((plan) => plan.price as number)),
      },
      { name: 'price rise', pattern: /\$(\d+)[-–](?:\$)?\d+/g, allowed: () => new Set([3]) },
      {
        name: 'requests',
        pattern: /\b(\d[\d,]*)\s+(?:AI\s+)?requests\b/gi,
        allowed: () => limitValues('requestsPerMonth'),
      },
      {
        name: 'training words',
        pattern: /\b(\d[\d,]*K?)\s+(?:training[- ]document\s+)?words\b/gi,
        allowed: () => limitValues('trainingWords'),
      },
      {
        name: 'characters',
        pattern: /\b(\d[\d,]*)\s+characters\b/gi,
        allowed: () => new Set([...limitValues('trainingCharacters'), 100, 500]),
      },
      { name: 'classes', pattern: /\b(\d+)\s+class(?:es)?\b/gi, allowed: () => limitValues('classes') },
      {
        name: 'students per class',
        pattern: /\b(\d+)\s+students\s+per\s+class\b/gi,
        allowed: () => limitValues('studentsPerClass'),
      },
      { name: 'activities', pattern: /\b(\d+)\s+activities\b/gi, allowed: () => limitValues('activitiesPerMonth') },
      {
        name: 'teaching goals',
        pattern: /\b(\d+)\s+(?:active\s+)?teaching\s+goals\b/gi,
        allowed: () => limitValues('teachingGoals'),
      },
      { name: 'days', pattern: /\b(\d+)\s+days\b/gi, allowed: () => new Set([30, 60, 90, 365]) },
      { name: 'hours', pattern: /\b(\d+)\s+hours\b/gi, allowed: () => new Set([72]) },
      // 13 years is the minimum age; 2, 3 and 7 are retention periods.
      { name: 'years', pattern: /\b(\d+)\s+years\b/gi, allowed: () => new Set([2, 3, 7, 13]) },
      {
        name: 'minimum age',
        pattern: /\b(?:age of|aged?|at least)\s+(\d+)\b(?!\s+(?:days|hours|years|billing|blank|months))/gi,
        allowed: () => new Set([13, 3]),
      },
      { name: 'file size', pattern: /\b(\d+)\s?MB\b/g, allowed: () => new Set([1, 5, 10]) },
      { name: 'photo size', pattern: /\b(\d+)\s?[x×]\s?\d+\s+pixels\b/g, allowed: () => new Set([1000]) },
    ]
    const problems: string[] = []
    for (const doc of docs.filter((d) => checked.includes(d._type))) {
      for (const { path, text } of collectText(doc)) {
        for (const rule of rules) {
          for (const match of text.matchAll(rule.pattern)) {
            const value = num(match[1]!)
            if (!rule.allowed().has(value)) problems.push(`${doc._id} ${path}: ${rule.name} "${match[0]}"`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('links, images and text quality', () => {
  it('resolves every internal link in Portable Text to an existing page document', () => {
    const byId = new Map(docs.map((doc) => [doc._id, doc]))
    const routable = new Set<string>(LINKABLE_TYPES)
    const broken: string[] = []
    let links = 0
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`))
      else if (value && typeof value === 'object') {
        const record = value as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
        if (record._type === 'internalLink') {
          links++
          const target = byId.get(record.reference?._ref)
          if (!target || !routable.has(target._type)) broken.push(`${at} → ${record.reference?._ref}`)
        }
        for (const [key, child] of Object.entries(record)) walk(child, `${at}.${key}`)
      }
    }
    for (const doc of docs) walk(doc, doc._id)
    expect(broken).toEqual([])
    expect(links).toBeGreaterThan(50)
  })

  it('gives every article and tutorial step an image that exists, with real alt text', () => {
    const assets = new Set(ofType('sanity.imageAsset').map((asset) => asset._id))
    for (const doc of [...ofType('blogPost'), ...ofType('tutorialStep')]) {
      expect(assets.has(doc.image?.asset?._ref), doc._id).toBe(true)
      expect(doc.image.alt.split(/\s+/).length, doc._id).toBeGreaterThanOrEqual(5)
    }
  })

  it('contains no placeholder text', () => {
    const placeholder = /lorem ipsum|placeholder|\bTODO\b|\bTBD\b|\bXXX\b|coming later|insert .* here/i
    const found = docs.flatMap((doc) =>
      collectText(doc)
        .filter(({ text }) => placeholder.test(text))
        .map(({ path }) => `${doc._id} ${path}`),
    )
    expect(found).toEqual([])
  })

  it('never repeats a paragraph, within or across documents', () => {
    const seen = new Map<string, string>()
    const repeated: string[] = []
    for (const doc of docs) {
      for (const { path, text } of collectText(doc)) {
        const normalized = text.replace(/\s+/g, ' ').trim().toLowerCase()
        if (normalized.length < 80) continue
        const first = seen.get(normalized)
        if (first) repeated.push(`${doc._id} ${path} repeats ${first}`)
        else seen.set(normalized, `${doc._id} ${path}`)
      }
    }
    expect(repeated).toEqual([])
  })
})
