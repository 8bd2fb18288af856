import 'server-only'
import { LEGAL_KINDS } from '@assessa/schemas/constants'
import { stepPath } from '@/features/tutorial/steps'
import { absoluteUrl } from '@/lib/site'
import { sanityFetch } from '@/sanity/fetch'
import { LLMS_TXT_QUERY } from '@/sanity/queries'
import type { CachedType } from '@/sanity/tags'
import { markdownDocument } from './documents'
import { markdownLink } from './portable-text'

/** Every type /llms.txt reads: a publish of any of them refreshes it. */
const LLMS_TXT_TYPES: CachedType[] = [
  'siteSettings',
  'blogPost',
  'faqHub',
  'faqTopic',
  'tutorialOverview',
  'tutorialStep',
  'pricingPage',
  'plan',
  'legalPage',
]

const item = (path: string, title: string, description: string | null | undefined) =>
  `- ${markdownLink({ href: absoluteUrl(path), text: title })}${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`

/**
 * /llms.txt (the llms.txt proposal's layout: a title, a short summary, then sections of links).
 * Pages that have a Markdown twin are linked as `.md`, which is what an agent wants to read;
 * the same path without `.md` is the page itself.
 */
export async function llmsTxt(): Promise<string> {
  const data = await sanityFetch({
    query: LLMS_TXT_QUERY,
    reads: LLMS_TXT_TYPES,
    mode: 'published',
  })
  const name = data.settings?.productName ?? 'This site'
  const plans = data.plans.map((plan) => `${plan.name} ($${plan.price} ${plan.period})`).join(', ')
  return markdownDocument([
    `# ${name}`,
    `> ${data.settings?.description ?? ''} This website explains ${name} to teachers in articles, FAQ topics, a step-by-step tutorial, pricing and legal terms, and every page listed below is also served as Markdown (the page URL plus \`.md\`, or the page URL with \`Accept: text/markdown\`).`,
    `## Articles\n\n${data.articles.map((a) => item(`/blog/${a.slug}.md`, a.title, a.excerpt)).join('\n')}`,
    `## FAQ topics\n\n${[
      item('/faq', data.faqHub?.title ?? 'FAQ', data.faqHub?.intro),
      ...data.faqTopics.map((t) => item(`/faq/${t.slug}.md`, t.title, t.excerpt)),
    ].join('\n')}`,
    `## Tutorial steps\n\n${[
      item('/best-practice', data.tutorial?.title ?? 'Tutorial', data.tutorial?.intro),
      ...data.steps.map((s) => item(`${stepPath(s.stepNumber)}.md`, `Step ${s.stepNumber}: ${s.title}`, s.description)),
    ].join('\n')}`,
    `## Pricing\n\n${item('/pricing', data.pricing?.title ?? 'Pricing', `${data.pricing?.subtitle ?? ''} Plans: ${plans}.`)}`,
    `## Legal\n\n${data.legalPages.map((p) => item(`${LEGAL_KINDS[p.kind].path}.md`, p.title, p.description)).join('\n')}`,
  ])
}
