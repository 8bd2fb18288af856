import { LEGAL_KINDS } from '@assessa/schemas/constants'
import { pathFor } from '@assessa/schemas/paths'
import { isPortableTextBlock, isPortableTextSpan, toPlainText } from '@portabletext/toolkit'
import { LIMIT_KEYWORDS, LIMIT_KINDS, LIMIT_LABELS, limitComparison, limitSentence, planSummary } from './plans'
import type { ChatContent, Passage } from './types'

/** Where the roadmap's items are among the passages: the assistant lists them together. */
export const ROADMAP_ID_PREFIX = 'home:roadmap:'

/**
 * Turns the CMS content into passages, each small enough to answer one question and tagged
 * with the page that shows it. Plan passages are generated from the plan documents, one per
 * plan and per limit, so every figure is the CMS's own.
 */

interface Section {
  heading?: string
  lines: string[]
  /** List items that open with a bold label ("**Payment records**: kept for 7 years."). */
  items: { label: string; text: string }[]
  afterList?: boolean
}

/**
 * Portable Text → sections split at h3 subheadings; list items become lines of their own.
 * `splitAfterLists`: a paragraph after a list starts a new section under the same heading
 * (in tutorial steps that closing paragraph is a pointer onwards, not part of the list).
 */
function richTextSections(blocks: unknown, { splitAfterLists = false } = {}): Section[] {
  if (!Array.isArray(blocks)) return []
  const sections: Section[] = [{ lines: [], items: [] }]
  for (const block of blocks as Parameters<typeof isPortableTextBlock>[0][]) {
    if (!block || !isPortableTextBlock(block)) continue
    const text = toPlainText(block).replace(/\s+/g, ' ').trim()
    if (!text) continue
    if (block.style === 'h3') {
      sections.push({ heading: text, lines: [], items: [] })
      continue
    }
    if (pointsOnward(block)) continue
    let section = sections.at(-1)!
    if (splitAfterLists && !block.listItem && section.afterList) {
      section = { heading: section.heading, lines: [], items: [] }
      sections.push(section)
    }
    section.afterList = Boolean(block.listItem)
    section.lines.push(text)
    const first = block.children[0]
    if (block.listItem && first && isPortableTextSpan(first) && first.marks?.includes('strong') && first.text) {
      section.items.push({ label: first.text.replace(/[:.]\s*$/, '').trim(), text })
    }
  }
  return sections.filter((section) => section.lines.length > 0)
}

/** Share of a paragraph's characters in links at which it only points to other pages. */
const POINTER_SHARE = 0.4

/**
 * "For more, read [advanced AI assessment generation]… Next up is [step 7]": a paragraph that
 * is mostly links points onwards; its words are the other pages' titles, not an answer here.
 */
function pointsOnward(block: Parameters<typeof toPlainText>[0] & { markDefs?: { _key: string; _type: string }[] }) {
  if (Array.isArray(block) || block.listItem || !block.markDefs?.length) return false
  const links = new Set(block.markDefs.filter((def) => /link/i.test(def._type)).map((def) => def._key))
  let linked = 0
  let total = 0
  for (const child of block.children) {
    if (!isPortableTextSpan(child)) continue
    total += child.text.length
    if (child.marks?.some((mark) => links.has(mark))) linked += child.text.length
  }
  return total > 0 && linked / total >= POINTER_SHARE
}

function richTextPlain(blocks: unknown): string {
  return richTextSections(blocks)
    .map((section) => [section.heading, ...section.lines].filter(Boolean).join('\n'))
    .join('\n')
}

const cards = (items: readonly { title: string; description: string }[] | null | undefined) =>
  (items ?? []).map((item) => `${item.title}: ${item.description}`).join('\n')

export function buildPassages(content: ChatContent): Passage[] {
  const passages: Passage[] = []
  const add = (passage: Passage) => {
    if (passage.text.trim()) passages.push(passage)
  }

  // Plans: one summary per plan, one passage per plan and limit, one comparison per limit.
  const pricingUrl = pathFor({ _type: 'pricingPage' })
  const pricingTitle = 'Pricing'
  for (const plan of content.plans) {
    add({
      id: `plan:${plan.planType}`,
      kind: 'plan',
      url: pricingUrl,
      title: pricingTitle,
      heading: `The ${plan.name} plan`,
      text: [planSummary(plan), ...plan.features].join('\n'),
      keywords: `plan ${plan.name} ${plan.planType} tier subscription limits include`,
      planType: plan.planType,
    })
    for (const kind of LIMIT_KINDS) {
      add({
        id: `plan:${plan.planType}:${kind}`,
        kind: 'plan',
        url: pricingUrl,
        title: pricingTitle,
        heading: `${LIMIT_LABELS[kind]} on the ${plan.name} plan`,
        text: limitSentence(plan, kind),
        keywords: `${plan.name} plan ${LIMIT_KEYWORDS[kind]}`,
        planType: plan.planType,
        limitKind: kind,
      })
    }
  }
  if (content.plans.length > 0) {
    for (const kind of LIMIT_KINDS) {
      add({
        id: `plans:${kind}`,
        kind: 'plan',
        url: pricingUrl,
        title: pricingTitle,
        heading: `${LIMIT_LABELS[kind]} by plan`,
        text: limitComparison(content.plans, kind),
        keywords: `plans compare each plan ${LIMIT_KEYWORDS[kind]}`,
        limitKind: kind,
      })
    }
  }

  const pricing = content.pricing
  if (pricing) {
    add({
      id: 'pricing:intro',
      kind: 'page',
      url: pricingUrl,
      title: pricingTitle,
      heading: pricing.title,
      text: [pricing.subtitle, pricing.banner].filter(Boolean).join('\n'),
    })
    for (const block of [pricing.importantNotice, pricing.infoBlock]) {
      for (const [i, section] of richTextSections(block.body).entries()) {
        add({
          id: `pricing:${block.title}:${i}`,
          kind: 'page',
          url: pricingUrl,
          title: pricingTitle,
          heading: section.heading ?? block.title,
          text: section.lines.join('\n'),
        })
      }
    }
    for (const item of pricing.faq ?? []) {
      add({
        id: `pricing:faq:${item._key}`,
        kind: 'faq',
        url: pricingUrl,
        title: pricingTitle,
        heading: item.question,
        text: richTextPlain(item.answer),
      })
    }
  }

  const hubUrl = pathFor({ _type: 'faqHub' })
  for (const item of content.faqHub?.questions ?? []) {
    add({
      id: `faq:hub:${item._key}`,
      kind: 'faq',
      url: hubUrl,
      title: 'FAQ',
      heading: item.question,
      text: richTextPlain(item.answer),
    })
  }
  for (const topic of content.faqTopics) {
    const url = pathFor({ _type: 'faqTopic', slug: topic.slug })
    for (const item of topic.questions ?? []) {
      add({
        id: `faq:${topic.slug}:${item._key}`,
        kind: 'faq',
        url,
        title: topic.title,
        heading: item.question,
        text: richTextPlain(item.answer),
      })
    }
  }

  const overview = content.tutorialOverview
  if (overview) {
    const url = pathFor({ _type: 'tutorialOverview' })
    const title = overview.title
    add({ id: 'tutorial:intro', kind: 'tutorial', url, title, heading: title, text: overview.intro })
    for (const group of [overview.formTypes, overview.activityTypes]) {
      add({
        id: `tutorial:${group.heading}`,
        kind: 'tutorial',
        url,
        title,
        heading: group.heading,
        text: [group.intro, cards(group.items)].join('\n'),
      })
    }
    for (const tip of overview.proTips.tips) {
      add({
        id: `tutorial:tip:${tip._key}`,
        kind: 'tutorial',
        url,
        title,
        heading: tip.title,
        text: tip.description,
        named: true,
      })
    }
  }
  for (const step of content.tutorialSteps) {
    const url = pathFor({ _type: 'tutorialStep', stepNumber: step.stepNumber })
    const title = `Step ${step.stepNumber}: ${step.title}`
    add({ id: `step:${step.stepNumber}`, kind: 'tutorial', url, title, heading: step.title, text: step.description })
    for (const [i, section] of richTextSections(step.content, { splitAfterLists: true }).entries()) {
      add({
        id: `step:${step.stepNumber}:${i}`,
        kind: 'tutorial',
        url,
        title,
        // The step's title is its page title; repeating it in every section's heading would
        // make all sections of a step rank alike.
        heading: section.heading ?? step.title,
        text: section.lines.join('\n'),
      })
    }
  }

  for (const post of content.blogPosts) {
    const url = pathFor({ _type: 'blogPost', slug: post.slug })
    const title = post.title
    const base = { kind: 'article' as const, url, title }
    add({ ...base, id: `blog:${post.slug}:intro`, heading: post.title, text: post.excerpt })
    const { whyItMatters, understanding, strategies, problem, solution } = post
    add({
      ...base,
      id: `blog:${post.slug}:why`,
      heading: whyItMatters.heading,
      text: [whyItMatters.intro, ...whyItMatters.paragraphs].join('\n'),
    })
    add({
      ...base,
      id: `blog:${post.slug}:understanding`,
      heading: understanding.heading,
      text: [understanding.intro, cards(understanding.cards)].join('\n'),
    })
    add({
      ...base,
      id: `blog:${post.slug}:how`,
      heading: `${understanding.heading}: how it works`,
      text: understanding.howItWorks.map((step, i) => `${i + 1}. ${step.title}: ${step.description}`).join('\n'),
    })
    // The section's own introduction says what holds for all of its strategies ("Each of these
    // takes less than ten minutes of lesson time"), under the names of the strategies it introduces;
    // it answers questions about them as a group.
    add({
      ...base,
      id: `blog:${post.slug}:strategies`,
      heading: `${strategies.heading}: ${strategies.strategies.map((strategy) => strategy.title).join(', ')}`,
      text: strategies.intro,
      collective: true,
    })
    for (const strategy of strategies.strategies) {
      add({
        ...base,
        id: `blog:${post.slug}:strategy:${strategy._key}`,
        heading: strategy.title,
        text: [strategy.description, `Tip: ${strategy.tip}`].join('\n'),
        named: true,
      })
    }
    add({
      ...base,
      id: `blog:${post.slug}:problem`,
      heading: problem.heading,
      text: [problem.intro, cards(problem.problems)].join('\n'),
    })
    add({
      ...base,
      id: `blog:${post.slug}:solution`,
      heading: solution.heading,
      text: [solution.intro, cards(solution.advantages), solution.whyProduct].join('\n'),
    })
  }

  for (const page of content.legalPages) {
    const url = pathFor({ _type: 'legalPage', kind: page.kind })
    const title = page.title || LEGAL_KINDS[page.kind].title
    for (const [i, section] of richTextSections(page.intro).entries()) {
      add({
        id: `legal:${page.kind}:intro:${i}`,
        kind: 'legal',
        url,
        title,
        heading: section.heading ?? title,
        text: section.lines.join('\n'),
      })
    }
    for (const [n, section] of page.sections.entries()) {
      // Long sections are split at their subheadings so each passage stays on one subject.
      for (const [i, part] of richTextSections(section.body).entries()) {
        const heading = part.heading ? `${section.heading}: ${part.heading}` : section.heading
        add({ id: `legal:${page.kind}:${n + 1}:${i}`, kind: 'legal', url, title, heading, text: part.lines.join('\n') })
        // Labelled list items (retention periods, rights, data kept) also stand alone, so a
        // question about one of them finds it rather than the whole list.
        // Only lists of definitions ("Label: …"), long enough that the whole list drowns one item.
        const definitions = part.items.filter((item) => {
          const colon = item.text.indexOf(':')
          return item.text.startsWith(item.label) && colon > 0 && colon <= item.label.length + 30
        })
        if (definitions.length < 4) continue
        for (const [j, item] of definitions.entries()) {
          add({
            id: `legal:${page.kind}:${n + 1}:${i}:${j}`,
            kind: 'legal',
            url,
            title,
            heading: `${heading}: ${item.label}`,
            text: item.text,
          })
        }
      }
    }
    for (const [i, section] of richTextSections(page.furtherContent).entries()) {
      add({
        id: `legal:${page.kind}:further:${i}`,
        kind: 'legal',
        url,
        title,
        heading: section.heading ?? title,
        text: section.lines.join('\n'),
      })
    }
  }

  const home = content.home
  if (home) {
    const url = pathFor({ _type: 'homePage' })
    const title = 'Home'
    const base = { kind: 'page' as const, url, title }
    add({ ...base, id: 'home:hero', heading: home.hero.title, text: home.hero.subtitle })
    // Each section with its introduction, which says what the cards are ("Four steps cover the whole cycle").
    add({
      ...base,
      id: 'home:steps',
      heading: home.simpleSteps.heading,
      text: [home.simpleSteps.intro, cards(home.simpleSteps.steps)].join('\n'),
    })
    add({
      ...base,
      id: 'home:comparison',
      heading: home.comparison.heading,
      text: [home.comparison.intro, ...home.comparison.rows.map((row) => `${row.aspect}: ${row.product}`)].join('\n'),
    })
    for (const [id, section, items] of [
      ['home:audience', home.audience, home.audience.items],
      ['home:how', home.howItWorks, home.howItWorks.steps],
      ['home:why', home.whyChoose, home.whyChoose.cards],
    ] as const)
      add({ ...base, id, heading: section.heading, text: [section.intro, cards(items)].join('\n') })
    for (const item of home.roadmap.items) {
      add({
        ...base,
        id: `${ROADMAP_ID_PREFIX}${item._key}`,
        heading: `${item.title} (${item.status})`,
        text: `${item.title} is on the roadmap with the status ${item.status}. ${item.description}`,
        keywords: 'roadmap coming soon planned in progress future feature available yet',
        lead: true,
      })
    }
  }

  const about = content.about
  if (about) {
    const url = pathFor({ _type: 'aboutPage' })
    const title = 'About'
    const base = { kind: 'page' as const, url, title }
    add({ ...base, id: 'about:hero', heading: about.hero.title, text: about.hero.subtitle })
    for (const [key, block] of [
      ['what', about.whatItIs],
      ['founder', about.founderStory],
      ['mission', about.mission],
    ] as const) {
      for (const [i, section] of richTextSections(block.body).entries()) {
        add({
          ...base,
          id: `about:${key}:${i}`,
          heading: section.heading ?? block.heading,
          text: section.lines.join('\n'),
        })
      }
    }
    add({
      ...base,
      id: 'about:founder-name',
      heading: about.founderStory.heading,
      // Who the founder is, then the opening of the story in her own words (what she taught, why she built it).
      text: [
        `${about.founderStory.founderName} is the ${about.founderStory.founderRole}.`,
        richTextSections(about.founderStory.body)[0]?.lines[0] ?? '',
      ].join('\n'),
      lead: true,
      keywords: 'founder who made built created started founded team behind',
    })
    add({
      ...base,
      id: 'about:values',
      heading: about.values.heading,
      text: [about.values.intro, cards(about.values.items)].join('\n'),
    })
  }

  return passages
}
