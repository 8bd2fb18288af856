import { evaluate, parse } from 'groq-js'

/**
 * The GROQ-powered webhook's configuration in Sanity (Manage → API → Webhooks), written once:
 * the README shows these strings and scripts/webhook/send.ts evaluates the same projection over
 * the embedded dataset, so a local webhook carries exactly what Sanity would send.
 */
export const WEBHOOK_FILTER =
  '_type in ["siteSettings", "homePage", "aboutPage", "pricingPage", "faqHub", "tutorialOverview", "blogPost", "faqTopic", "tutorialStep", "legalPage", "plan", "redirect"]'

export const WEBHOOK_PROJECTION =
  '{_type, _id, "slug": slug.current, stepNumber, kind, "previousSlug": before().slug.current, "previousStepNumber": before().stepNumber, "operation": delta::operation()}'

export type SanityDoc = { _id: string; _type: string } & Record<string, unknown>

const filterTree = parse(WEBHOOK_FILTER, { mode: 'delta' })
const projectionTree = parse(WEBHOOK_PROJECTION, { mode: 'delta' })

/**
 * The webhook body Sanity would send for a change from `before` to `after` (null for a create
 * or a delete), or null when the webhook's filter does not match the document.
 */
export async function webhookBody(
  before: SanityDoc | null,
  after: SanityDoc | null,
): Promise<Record<string, unknown> | null> {
  const root = after ?? before
  if (!root) throw new Error('A change needs a document before or after it')
  const context = { before, after, root, dataset: [] }
  if ((await (await evaluate(filterTree, context)).get()) !== true) return null
  return (await (await evaluate(projectionTree, context)).get()) as Record<string, unknown>
}
