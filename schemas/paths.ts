import { LEGAL_KINDS, type LegalKind } from './constants'

/**
 * The public path of a routable document. The web app, the Studio's Presentation
 * tool and the seed checks all resolve links through this one function.
 */
export type RoutableDocument =
  | { _type: 'blogPost'; slug: string }
  | { _type: 'faqTopic'; slug: string }
  | { _type: 'tutorialStep'; stepNumber: number }
  | { _type: 'legalPage'; kind: LegalKind }
  | { _type: 'homePage' | 'aboutPage' | 'faqHub' | 'tutorialOverview' | 'pricingPage' }

export function pathFor(doc: RoutableDocument): string {
  switch (doc._type) {
    case 'blogPost':
      return `/blog/${doc.slug}`
    case 'faqTopic':
      return `/faq/${doc.slug}`
    case 'tutorialStep':
      return `/best-practice/step${doc.stepNumber}`
    case 'legalPage':
      return LEGAL_KINDS[doc.kind].path
    case 'homePage':
      return '/'
    case 'aboutPage':
      return '/about'
    case 'faqHub':
      return '/faq'
    case 'tutorialOverview':
      return '/best-practice'
    case 'pricingPage':
      return '/pricing'
  }
}

/** Document types an internal link may point at. */
export const LINKABLE_TYPES = [
  'blogPost',
  'faqTopic',
  'tutorialStep',
  'legalPage',
  'homePage',
  'aboutPage',
  'faqHub',
  'tutorialOverview',
  'pricingPage',
] as const
