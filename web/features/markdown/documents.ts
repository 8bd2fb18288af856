import 'server-only'
import { LEGAL_KINDS, type LegalKind } from '@assessa/schemas/constants'
import { formatDate, readTimeLabel } from '@/features/blog/format'
import { stepPath } from '@/features/tutorial/steps'
import { getSiteSettings } from '@/features/layout/settings'
import { appUrl } from '@/lib/public-env'
import { absoluteUrl } from '@/lib/site'
import { getArticle } from '@/features/blog/content'
import { getFaqTopic } from '@/features/faq/content'
import { getLegalPage } from '@/features/legal/content'
import { getTutorialStepAt } from '@/features/tutorial/content'
import { markdownLink, richTextToMarkdown } from './portable-text'

/*
 * The Markdown twin of each content page: the same query, parameters and cache tags as the page
 * (so the same cached result, revalidated by the same webhook), written out in the page's order
 * with its headings. Published content only: an agent never reads a draft.
 */

const rich = (value: unknown, headingLevel: 2 | 3 | 4 = 3) =>
  richTextToMarkdown(value, { absolute: absoluteUrl, headingLevel })
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n')
const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n')
const cards = (items: ReadonlyArray<{ title: string; description: string }>) =>
  items.map((card) => `- **${card.title}**: ${card.description}`).join('\n')

/** Blocks joined with blank lines, empty ones dropped, ending with one newline. */
export function markdownDocument(blocks: ReadonlyArray<string | null | undefined | false>): string {
  return `${blocks.filter((block): block is string => Boolean(block && block.trim())).join('\n\n')}\n`
}

async function articleMarkdown(slug: string): Promise<string | null> {
  const [article, settings] = await Promise.all([getArticle(slug, 'published'), getSiteSettings()])
  if (!article) return null
  const { whyItMatters, understanding, strategies, problem, solution } = article
  return markdownDocument([
    `# ${article.hero.title}`,
    `${article.hero.description}`,
    `${article.category} · Updated ${formatDate(article.updatedAt)} · ${readTimeLabel(article.readTime)}`,
    `## What you'll learn\n\n${bullets(article.overview.learn)}`,
    `## Key benefits\n\n${bullets(article.overview.benefits)}`,
    `## 1. ${whyItMatters.heading}\n\n${whyItMatters.intro}\n\n${whyItMatters.paragraphs.join('\n\n')}`,
    `## 2. ${understanding.heading}\n\n${understanding.intro}\n\n${cards(understanding.cards)}`,
    `### How it works\n\n${numbered(understanding.howItWorks.map((step) => `**${step.title}**: ${step.description}`))}`,
    `## 3. ${strategies.heading}\n\n${strategies.intro}`,
    ...strategies.strategies.map((s) => `### ${s.title}\n\n${s.description}\n\n> **Tip:** ${s.tip}`),
    `## 4. ${problem.heading}\n\n${problem.intro}\n\n${cards(problem.problems)}`,
    `## 5. ${solution.heading}\n\n${solution.intro}\n\n${cards(solution.advantages)}`,
    `### Why ${settings.productName} stands out\n\n${solution.whyProduct}`,
    article.related.length > 0 &&
      `## Continue your learning journey\n\n${article.related
        .map(
          (post) => `- ${markdownLink({ href: absoluteUrl(`/blog/${post.slug}`), text: post.title })}: ${post.excerpt}`,
        )
        .join('\n')}`,
  ])
}

async function faqTopicMarkdown(slug: string): Promise<string | null> {
  const topic = await getFaqTopic(slug, 'published')
  if (!topic) return null
  return markdownDocument([
    `# ${topic.hero.title}`,
    topic.hero.description,
    topic.heroMeta,
    `## What you'll learn\n\n${bullets(topic.overview.learn)}`,
    `## Key benefits\n\n${bullets(topic.overview.benefits)}`,
    `## Questions`,
    ...(topic.questions ?? []).map((qa) => `### ${qa.question}\n\n${rich(qa.answer, 4)}`),
    (topic.related ?? []).length > 0 &&
      `## Explore more FAQ topics\n\n${(topic.related ?? [])
        .map(
          (other) =>
            `- ${markdownLink({ href: absoluteUrl(`/faq/${other.slug}`), text: other.title })}: ${other.excerpt}`,
        )
        .join('\n')}`,
  ])
}

async function tutorialStepMarkdown(segment: string): Promise<string | null> {
  const found = await getTutorialStepAt(segment, 'published')
  if (!found) return null
  const { step, previous, next } = found
  const neighbour = (label: string, other: { stepNumber: number; title: string } | null) =>
    other &&
    `- ${label}: ${markdownLink({ href: absoluteUrl(stepPath(other.stepNumber)), text: `Step ${other.stepNumber}: ${other.title}` })}`
  return markdownDocument([
    `# Step ${step.stepNumber}: ${step.title}`,
    step.description,
    step.action && markdownLink({ href: appUrl(step.action.route), text: step.action.label }),
    rich(step.content, 2),
    `## More steps\n\n${[
      `- ${markdownLink({ href: absoluteUrl('/best-practice'), text: 'Tutorial overview' })}`,
      neighbour('Previous', previous),
      neighbour('Next', next),
    ]
      .filter(Boolean)
      .join('\n')}`,
  ])
}

async function legalMarkdown(kind: LegalKind): Promise<string | null> {
  const page = await getLegalPage(kind, 'published')
  if (!page) return null
  return markdownDocument([
    `# ${page.title}`,
    page.lastUpdated && `Last updated: ${formatDate(page.lastUpdated)}`,
    rich(page.intro, 2),
    ...page.sections.map((section, index) => `## ${index + 1}. ${section.heading}\n\n${rich(section.body, 3)}`),
    rich(page.furtherContent, 2),
  ])
}

/** Which twin a page path has: `/blog/x`, `/faq/x`, `/best-practice/stepN` or a legal page. */
export async function markdownForPath(path: string): Promise<string | null> {
  const [section, id, ...rest] = path.split('/').filter(Boolean)
  if (!section || rest.length > 0) return null
  if (section === 'blog' && id) return articleMarkdown(id)
  if (section === 'faq' && id) return faqTopicMarkdown(id)
  if (section === 'best-practice' && id) return tutorialStepMarkdown(id)
  const kind = (Object.keys(LEGAL_KINDS) as LegalKind[]).find((k) => LEGAL_KINDS[k].path === `/${section}`)
  return kind && !id ? legalMarkdown(kind) : null
}
