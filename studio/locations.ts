import { LEGAL_KINDS, type LegalKind } from '@assessa/schemas/constants'
import { pathFor } from '@assessa/schemas/paths'
// Types only: this module stays importable by plain Node tests (scripts/tests/locations.test.ts).
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation'

/**
 * Where each document appears on the site, for the Presentation tool's "Used on" list and its
 * document-to-page navigation. Paths come from `pathFor`, the function the web app routes by,
 * so the Studio never disagrees with the site. Pure data: `select` picks the fields,
 * `resolve` turns them into locations.
 */

const BLOG: DocumentLocation = { title: 'Blog', href: '/blog' }
const FAQ_HUB: DocumentLocation = { title: 'FAQ', href: pathFor({ _type: 'faqHub' }) }
const TUTORIAL: DocumentLocation = { title: 'Tutorial overview', href: pathFor({ _type: 'tutorialOverview' }) }
const PRICING: DocumentLocation = { title: 'Pricing', href: pathFor({ _type: 'pricingPage' }) }
const HOME: DocumentLocation = { title: 'Home', href: pathFor({ _type: 'homePage' }) }

const isLegalKind = (kind: unknown): kind is LegalKind => typeof kind === 'string' && kind in LEGAL_KINDS

/** Unsaved documents without a URL yet: say why there is nothing to show. */
const noUrl = (what: string): DocumentLocationsState => ({
  message: `Set the ${what} to preview this document on the site.`,
  tone: 'caution',
})

type Selected = Record<string, unknown> | null

function singleton(title: string, href: string) {
  return { locations: [{ title, href }] } satisfies DocumentLocationsState
}

/** A document at a path made from its id (slug): its own page, then the listing that links to it. */
function bySlug(_type: 'blogPost' | 'faqTopic', noun: string, listing: DocumentLocation) {
  return {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (doc: Selected): DocumentLocationsState => {
      if (typeof doc?.slug !== 'string' || !doc.slug) return noUrl(`${noun} id (URL)`)
      return {
        locations: [
          { title: String(doc.title || `Untitled ${noun}`), href: pathFor({ _type, slug: doc.slug }) },
          listing,
        ],
      }
    },
  }
}

export const locations = {
  blogPost: bySlug('blogPost', 'article', BLOG),
  faqTopic: bySlug('faqTopic', 'topic', FAQ_HUB),
  tutorialStep: {
    select: { title: 'title', stepNumber: 'stepNumber' },
    resolve: (doc: Selected): DocumentLocationsState => {
      const stepNumber = doc?.stepNumber
      if (typeof stepNumber !== 'number' || !Number.isInteger(stepNumber)) return noUrl('step number')
      const title = doc?.title ? `Step ${stepNumber}: ${String(doc.title)}` : `Step ${stepNumber}`
      return { locations: [{ title, href: pathFor({ _type: 'tutorialStep', stepNumber }) }, TUTORIAL] }
    },
  },
  legalPage: {
    select: { title: 'title', kind: 'kind' },
    resolve: (doc: Selected): DocumentLocationsState => {
      if (!isLegalKind(doc?.kind)) return noUrl('kind of legal page')
      return {
        locations: [
          {
            title: String(doc.title || LEGAL_KINDS[doc.kind].title),
            href: pathFor({ _type: 'legalPage', kind: doc.kind }),
          },
        ],
      }
    },
  },
  plan: {
    select: { name: 'name' },
    // Plans are shown together on the pricing page.
    resolve: (): DocumentLocationsState => ({ locations: [PRICING] }),
  },
  homePage: singleton('Home', pathFor({ _type: 'homePage' })),
  aboutPage: singleton('About', pathFor({ _type: 'aboutPage' })),
  pricingPage: singleton('Pricing', pathFor({ _type: 'pricingPage' })),
  faqHub: singleton('FAQ', pathFor({ _type: 'faqHub' })),
  tutorialOverview: singleton('Tutorial overview', pathFor({ _type: 'tutorialOverview' })),
  siteSettings: {
    message: 'Site settings appear on every page (header, footer, page titles).',
    tone: 'positive',
    locations: [HOME, BLOG, PRICING],
  },
} satisfies DocumentLocationResolvers

/**
 * Which document a previewed URL shows, so navigating the preview opens that document.
 * Route params are strings; a step's number is compared as text.
 */
export const mainDocuments = [
  { route: '/', filter: '_type == "homePage" && _id == "homePage"' },
  { route: '/home', filter: '_type == "homePage" && _id == "homePage"' },
  { route: '/about', filter: '_type == "aboutPage" && _id == "aboutPage"' },
  { route: '/pricing', filter: '_type == "pricingPage" && _id == "pricingPage"' },
  { route: '/faq', filter: '_type == "faqHub" && _id == "faqHub"' },
  { route: '/best-practice', filter: '_type == "tutorialOverview" && _id == "tutorialOverview"' },
  { route: '/blog/:slug', filter: '_type == "blogPost" && slug.current == $slug' },
  { route: '/faq/:slug', filter: '_type == "faqTopic" && slug.current == $slug' },
  { route: '/best-practice/:step', filter: '_type == "tutorialStep" && "step" + string(stepNumber) == $step' },
  ...Object.entries(LEGAL_KINDS).map(([kind, { path }]) => ({
    route: path,
    filter: `_type == "legalPage" && kind == "${kind}"`,
  })),
] satisfies DocumentResolver[]
