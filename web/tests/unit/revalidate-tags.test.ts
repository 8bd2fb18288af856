import { describe, expect, it } from 'vitest'
import { tagsForChange } from '@/features/publishing/revalidate-tags'
import { CONTENT_TAG, tag } from '@/sanity/tags'

/**
 * The webhook → cache-tag mapping, one case per document type. That the pages' reads carry these
 * tags is shown by what an editor sees: publish-reaches-pages.test.ts (every accessor) and the
 * e2e publish.spec.ts (the built site).
 */
const change = (fields: Parameters<typeof tagsForChange>[0]) => tagsForChange(fields)

describe('tagsForChange', () => {
  it('blog article: its page, the blog list and related cards (type tag), the sitemap', () => {
    expect(change({ _type: 'blogPost', _id: 'blog-a', slug: 'classroom-management' })).toEqual([
      tag.type('blogPost'),
      tag.doc('blogPost', 'classroom-management'),
    ])
    expect(tag.doc('blogPost', 'classroom-management')).toBe('blogPost:classroom-management')
  })

  it('blog article whose slug changed: the old URL too, and every page (internal links resolve to it)', () => {
    expect(change({ _type: 'blogPost', _id: 'blog-a', slug: 'new-slug', previousSlug: 'old-slug' })).toEqual([
      'type:blogPost',
      'blogPost:new-slug',
      'blogPost:old-slug',
      CONTENT_TAG,
    ])
  })

  it('an unchanged previous slug (an ordinary edit, or a delete) adds nothing', () => {
    expect(change({ _type: 'blogPost', _id: 'blog-a', slug: 'a', previousSlug: 'a' })).toEqual([
      'type:blogPost',
      'blogPost:a',
    ])
  })

  it('FAQ topic: its page, the FAQ hub and related topic cards (both carry the type tag)', () => {
    expect(change({ _type: 'faqTopic', _id: 'faq-x', slug: 'assessment-types', stepNumber: null, kind: null })).toEqual(
      ['type:faqTopic', 'faqTopic:assessment-types'],
    )
  })

  it('tutorial step: its page, the overview and neighbouring steps (type tag)', () => {
    expect(change({ _type: 'tutorialStep', _id: 'step-3', stepNumber: 3 })).toEqual([
      'type:tutorialStep',
      'tutorialStep:3',
    ])
  })

  it('renumbered tutorial step: the old number’s page too, and every page', () => {
    expect(change({ _type: 'tutorialStep', _id: 'step-3', stepNumber: 12, previousStepNumber: 3 })).toEqual([
      'type:tutorialStep',
      'tutorialStep:12',
      'tutorialStep:3',
      CONTENT_TAG,
    ])
  })

  it('legal page: its page by kind (and the sitemap via the type tag)', () => {
    expect(change({ _type: 'legalPage', _id: 'legal-terms', kind: 'terms' })).toEqual([
      'type:legalPage',
      'legalPage:terms',
    ])
  })

  it('plan: the pricing page cards', () => {
    expect(change({ _type: 'plan', _id: 'plan-advanced' })).toEqual(['type:plan'])
  })

  it('redirect: the one list every address without a page reads (its type tag)', () => {
    expect(change({ _type: 'redirect', _id: 'redirect-tutorial' })).toEqual(['type:redirect'])
  })

  it.each(['homePage', 'aboutPage', 'pricingPage', 'faqHub', 'tutorialOverview'])('singleton %s: its page', (type) => {
    expect(change({ _type: type, _id: type })).toEqual([`type:${type}`])
  })

  it('site settings: every page (header, footer and metadata show them)', () => {
    expect(change({ _type: 'siteSettings', _id: 'siteSettings' })).toEqual([CONTENT_TAG])
  })

  it('a routable document without its key still revalidates its type', () => {
    expect(change({ _type: 'blogPost', _id: 'blog-new', slug: null })).toEqual(['type:blogPost'])
    expect(change({ _type: 'legalPage', _id: 'legal-x' })).toEqual(['type:legalPage'])
  })

  it('drafts and release versions are not public: nothing', () => {
    expect(change({ _type: 'blogPost', _id: 'drafts.blog-a', slug: 'a' })).toEqual([])
    expect(change({ _type: 'plan', _id: 'versions.r1.plan-pro' })).toEqual([])
  })

  it('types no page shows (feedback, image assets): nothing', () => {
    expect(change({ _type: 'feedback', _id: 'feedback-1' })).toEqual([])
    expect(change({ _type: 'sanity.imageAsset', _id: 'image-abc' })).toEqual([])
  })
})
