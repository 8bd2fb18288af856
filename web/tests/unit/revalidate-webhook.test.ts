import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { webhookBodySchema } from '@/features/publishing/webhook-schema'
import { tagsForChange } from '@/features/publishing/revalidate-tags'
import { WEBHOOK_FILTER, WEBHOOK_PROJECTION, webhookBody } from '../../../scripts/webhook/projection'
import { readDocument, webhookForDocument } from '../../../scripts/webhook/send'

/**
 * The webhook Sanity would send (the README's filter and projection, evaluated by groq-js in
 * delta mode over the seed documents) is accepted by the route's schema and maps to the tags
 * the pages carry. Reads web/content/dataset.ndjson (pnpm seed:build).
 */
const body = async (id: string) => webhookBodySchema.parse(await webhookForDocument(id))

describe('webhook projection over the seed dataset', () => {
  it.each([
    ['blog-classroom-management', ['type:blogPost', 'blogPost:classroom-management']],
    ['faq-assessment-types', ['type:faqTopic', 'faqTopic:assessment-types']],
    ['step-3', ['type:tutorialStep', 'tutorialStep:3']],
    ['legal-terms', ['type:legalPage', 'legalPage:terms']],
    ['plan-advanced', ['type:plan']],
    ['pricingPage', ['type:pricingPage']],
    ['faqHub', ['type:faqHub']],
    ['tutorialOverview', ['type:tutorialOverview']],
    ['homePage', ['type:homePage']],
    ['aboutPage', ['type:aboutPage']],
    ['siteSettings', ['content']],
  ])('%s → %j', async (id, tags) => {
    const payload = await body(id)
    expect(payload._id).toBe(id)
    expect(payload.operation).toBe('update')
    expect(tagsForChange(payload)).toEqual(tags)
  })

  it('carries the previous slug when the URL changed', async () => {
    const payload = await webhookForDocument('blog-classroom-management', { previousSlug: 'old-address' })
    expect(payload).toMatchObject({ slug: 'classroom-management', previousSlug: 'old-address', operation: 'update' })
    expect(tagsForChange(webhookBodySchema.parse(payload))).toContain('blogPost:old-address')
  })

  it('a delete is projected from the document as it was', async () => {
    const payload = await webhookForDocument('faq-assessment-types', { deleted: true })
    expect(payload).toMatchObject({ _type: 'faqTopic', slug: 'assessment-types', operation: 'delete' })
  })

  it('a create has no previous version', async () => {
    const doc = await readDocument('step-3')
    expect(await webhookBody(null, doc)).toMatchObject({ stepNumber: 3, previousStepNumber: null, operation: 'create' })
  })

  it('the filter leaves out types no page shows', async () => {
    expect(await webhookBody(null, { _id: 'feedback-1', _type: 'feedback' })).toBeNull()
    expect(await webhookBody(null, { _id: 'redirect-x', _type: 'redirect' })).toMatchObject({ _type: 'redirect' })
  })
})

describe('README, "Publishing and previews"', () => {
  it('documents the same filter and projection the scripts send', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8')
    expect(readme).toContain(`\`${WEBHOOK_FILTER}\``)
    expect(readme).toContain(`\`${WEBHOOK_PROJECTION}\``)
  })
})
