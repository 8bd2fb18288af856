import { defineQuery } from 'groq'

/*
 * Every GROQ query of the site. Pages never write GROQ; they call sanityFetch with one of
 * these constants. Fragments keep shared shapes (images, rich text, cards) identical everywhere.
 * Result types are generated into ./types.ts by `pnpm --filter @assessa/studio typegen`.
 */

const imageFragment = /* groq */ `{
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
}`

// Internal links carry their target's routing fields; the renderer turns them into a path.
const richTextFragment = /* groq */ `[]{
  ...,
  markDefs[]{
    ...,
    _type == "internalLink" => {
      "target": reference->{_type, "slug": slug.current, stepNumber, kind}
    }
  }
}`

const cardFragment = /* groq */ `{_key, icon, title, description}`

const qaFragment = /* groq */ `{_key, question, answer${richTextFragment}}`

const seoFragment = /* groq */ `seo{title, description}`

const blogCardFragment = /* groq */ `{
  _id,
  "slug": slug.current,
  title,
  excerpt,
  category,
  publishedAt,
  readTime,
  image${imageFragment}
}`

const faqTopicCardFragment = /* groq */ `{_id, "slug": slug.current, title, excerpt}`

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  productName,
  productSlug,
  tagline,
  description,
  contactEmail,
  footerText,
  signUpCta{heading, text, buttonLabel},
  socialLinks[]{_key, platform, url},
  assistantName,
  chatGreeting,
  consentStyle,
  consentAcceptOnScroll
}`)

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  hero,
  simpleSteps{heading, intro, steps[]${cardFragment}},
  comparison{heading, intro, productLabel, othersLabel, rows[]{_key, aspect, product, others}},
  audience{heading, intro, items[]${cardFragment}},
  howItWorks{heading, intro, steps[]${cardFragment}, guideButtonLabel, faqButtonLabel},
  whyChoose{heading, intro, cards[]${cardFragment}},
  roadmap{heading, intro, items[]{_key, icon, title, description, status}},
  feedbackSection{heading, intro},
  ${seoFragment}
}`)

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]{
  hero,
  whatItIs{heading, body${richTextFragment}},
  founderStory{heading, body${richTextFragment}, founderName, founderRole},
  mission{heading, body${richTextFragment}},
  values{heading, intro, items[]${cardFragment}},
  feedbackSection{heading, intro},
  ${seoFragment}
}`)

export const BLOG_LIST_QUERY = defineQuery(
  `*[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc) ${blogCardFragment}`,
)

export const BLOG_SLUGS_QUERY = defineQuery(`*[_type == "blogPost" && defined(slug.current)].slug.current`)

export const BLOG_POST_QUERY = defineQuery(`*[_type == "blogPost" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  "slug": slug.current,
  title,
  excerpt,
  category,
  publishedAt,
  updatedAt,
  readTime,
  image${imageFragment},
  hero{badge, title, description},
  overview{learn, benefits},
  whyItMatters{heading, intro, paragraphs},
  understanding{heading, intro, cards[]${cardFragment}, howItWorks[]{_key, title, description}},
  strategies{heading, intro, strategies[]{_key, title, description, tip}},
  problem{heading, intro, problems[]${cardFragment}},
  solution{heading, intro, advantages[]${cardFragment}, whyProduct},
  ${seoFragment},
  "related": *[_type == "blogPost" && defined(slug.current) && slug.current != $slug] | order(publishedAt desc) ${blogCardFragment}
}`)

export const FAQ_HUB_QUERY = defineQuery(`*[_type == "faqHub" && _id == "faqHub"][0]{
  title,
  intro,
  questionsHeading,
  questions[]${qaFragment},
  topicsHeading,
  "topics": topics[]->${faqTopicCardFragment},
  ${seoFragment}
}`)

export const FAQ_SLUGS_QUERY = defineQuery(`*[_type == "faqTopic" && defined(slug.current)].slug.current`)

export const FAQ_TOPIC_QUERY = defineQuery(`*[_type == "faqTopic" && slug.current == $slug][0]{
  _id,
  _updatedAt,
  "slug": slug.current,
  title,
  excerpt,
  hero{badge, title, description},
  heroMeta,
  overview{learn, benefits},
  questions[]${qaFragment},
  ${seoFragment},
  "related": *[_type == "faqHub" && _id == "faqHub"][0].topics[@->slug.current != $slug]->${faqTopicCardFragment}
}`)

const stepSummaryFragment = /* groq */ `{
  _id,
  stepNumber,
  icon,
  title,
  description,
  action{label, route}
}`

export const TUTORIAL_OVERVIEW_QUERY = defineQuery(`{
  "page": *[_type == "tutorialOverview" && _id == "tutorialOverview"][0]{
    title,
    intro,
    stepsHeading,
    learnMoreLabel,
    proTips{heading, intro, tips[]${cardFragment}},
    formTypes{heading, intro, items[]${cardFragment}},
    activityTypes{heading, intro, items[]${cardFragment}},
    moreHelp{heading, intro, faqLabel, blogLabel},
    ${seoFragment}
  },
  "steps": *[_type == "tutorialStep" && defined(stepNumber)] | order(stepNumber asc) ${stepSummaryFragment}
}`)

export const TUTORIAL_STEP_NUMBERS_QUERY = defineQuery(
  `*[_type == "tutorialStep" && defined(stepNumber)] | order(stepNumber asc).stepNumber`,
)

export const TUTORIAL_STEP_QUERY = defineQuery(`{
  "step": *[_type == "tutorialStep" && stepNumber == $stepNumber][0]{
    _id,
    _updatedAt,
    stepNumber,
    icon,
    title,
    description,
    image${imageFragment},
    action{label, route},
    content${richTextFragment},
    ${seoFragment}
  },
  "previous": *[_type == "tutorialStep" && stepNumber < $stepNumber] | order(stepNumber desc)[0]{stepNumber, title},
  "next": *[_type == "tutorialStep" && stepNumber > $stepNumber] | order(stepNumber asc)[0]{stepNumber, title},
  "available": *[_type == "tutorialStep" && defined(stepNumber)] | order(stepNumber asc).stepNumber
}`)

export const PRICING_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "pricingPage" && _id == "pricingPage"][0]{
    title,
    subtitle,
    banner,
    planButtonLabel,
    importantNotice{title, body${richTextFragment}},
    infoBlock{title, body${richTextFragment}},
    faqHeading,
    faq[]${qaFragment},
    ${seoFragment}
  },
  "plans": *[_type == "plan"] | order(price asc){
    _id,
    name,
    planType,
    price,
    period,
    description,
    limits,
    features,
    popular
  }
}`)

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && kind == $kind][0]{
  _id,
  kind,
  title,
  lastUpdated,
  intro${richTextFragment},
  sections[]{_key, heading, body${richTextFragment}},
  furtherContent${richTextFragment},
  ${seoFragment}
}`)

/** Every routable document with its last change, for the sitemap. */
export const SITEMAP_QUERY =
  defineQuery(`*[_type in ["homePage", "aboutPage", "pricingPage", "faqHub", "tutorialOverview", "blogPost", "faqTopic", "tutorialStep", "legalPage"]]{
  _type,
  // The pricing page also changes when a plan does.
  "_updatedAt": select(
    _type == "pricingPage" => *[_type in ["pricingPage", "plan"]] | order(_updatedAt desc)[0]._updatedAt,
    _updatedAt
  ),
  "slug": slug.current,
  stepNumber,
  kind
}`)

/**
 * Everything the chat assistant answers from, in one fetch: site settings (names, contact),
 * plans with their limits, the pricing page, FAQ hub and topics, tutorial, articles, legal
 * pages and the home/about pages. Rich text stays Portable Text; the assistant turns it into
 * passages. Tagged with every type it reads (see features/chat/assistant.ts).
 */
export const CHAT_CONTENT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{productName, assistantName, contactEmail},
  "plans": *[_type == "plan"] | order(price asc){_id, name, planType, price, period, description, limits, features},
  "pricing": *[_type == "pricingPage" && _id == "pricingPage"][0]{
    title,
    subtitle,
    banner,
    importantNotice{title, body},
    infoBlock{title, body},
    faq[]{_key, question, answer}
  },
  "faqHub": *[_type == "faqHub" && _id == "faqHub"][0]{title, questions[]{_key, question, answer}},
  "faqTopics": *[_type == "faqTopic" && defined(slug.current)] | order(slug.current asc){
    _id,
    "slug": slug.current,
    title,
    excerpt,
    questions[]{_key, question, answer}
  },
  "tutorialOverview": *[_type == "tutorialOverview" && _id == "tutorialOverview"][0]{
    title,
    intro,
    proTips{heading, intro, tips[]{_key, title, description}},
    formTypes{heading, intro, items[]{_key, title, description}},
    activityTypes{heading, intro, items[]{_key, title, description}}
  },
  "tutorialSteps": *[_type == "tutorialStep" && defined(stepNumber)] | order(stepNumber asc){
    _id,
    stepNumber,
    title,
    description,
    content
  },
  "blogPosts": *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc){
    _id,
    "slug": slug.current,
    title,
    excerpt,
    whyItMatters{heading, intro, paragraphs},
    understanding{heading, intro, cards[]{_key, title, description}, howItWorks[]{_key, title, description}},
    strategies{heading, intro, strategies[]{_key, title, description, tip}},
    problem{heading, intro, problems[]{_key, title, description}},
    solution{heading, intro, advantages[]{_key, title, description}, whyProduct}
  },
  "legalPages": *[_type == "legalPage" && defined(kind)] | order(kind asc){
    _id,
    kind,
    title,
    intro,
    sections[]{_key, heading, body},
    furtherContent
  },
  "home": *[_type == "homePage" && _id == "homePage"][0]{
    hero{title, subtitle},
    simpleSteps{heading, intro, steps[]{_key, title, description}},
    comparison{heading, intro, productLabel, rows[]{_key, aspect, product}},
    audience{heading, intro, items[]{_key, title, description}},
    howItWorks{heading, intro, steps[]{_key, title, description}},
    whyChoose{heading, intro, cards[]{_key, title, description}},
    roadmap{heading, intro, items[]{_key, title, description, status}}
  },
  "about": *[_type == "aboutPage" && _id == "aboutPage"][0]{
    hero{title, subtitle},
    whatItIs{heading, body},
    founderStory{heading, body, founderName, founderRole},
    mission{heading, body},
    values{heading, intro, items[]{_key, title, description}}
  }
}`)

/**
 * What /llms.txt lists: every page an AI agent can read, with a one-line description. Pages
 * keep the order visitors see them in (newest articles first, the FAQ hub's topic order).
 */
export const LLMS_TXT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{productName, description},
  "articles": *[_type == "blogPost" && defined(slug.current)] | order(publishedAt desc){"slug": slug.current, title, excerpt},
  "faqHub": *[_type == "faqHub" && _id == "faqHub"][0]{title, intro},
  "faqTopics": *[_type == "faqTopic" && defined(slug.current)] | order(title asc){"slug": slug.current, title, excerpt},
  "tutorial": *[_type == "tutorialOverview" && _id == "tutorialOverview"][0]{title, intro},
  "steps": *[_type == "tutorialStep" && defined(stepNumber)] | order(stepNumber asc){stepNumber, title, description},
  "pricing": *[_type == "pricingPage" && _id == "pricingPage"][0]{title, subtitle},
  "plans": *[_type == "plan"] | order(price asc){name, price, period},
  "legalPages": *[_type == "legalPage" && defined(kind)] | order(kind asc){kind, title, "description": seo.description}
}`)

/** Every redirect (old address → new), matched in code: one cached list for every unknown path. */
export const REDIRECTS_QUERY = defineQuery(
  `*[_type == "redirect" && defined(source) && defined(destination) && defined(to)]{source, matchSubpaths, to, destination, permanent}`,
)

/** The current slug of the article or FAQ topic that had `$slug` before a rename. */
export const RENAMED_SLUG_QUERY = defineQuery(
  `*[_type == $type && $slug in previousSlugs && defined(slug.current)] | order(_updatedAt desc)[0].slug.current`,
)
