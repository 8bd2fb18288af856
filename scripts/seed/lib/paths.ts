import { pathFor, type RoutableDocument } from '@assessa/schemas/paths'
import type { SeedDocument } from './types'

/** The public path of a seed document, or undefined for documents without a page. */
export function seedPath(doc: SeedDocument): string | undefined {
  const data = doc.data as Record<string, unknown>
  switch (doc._type) {
    case 'blogPost':
    case 'faqTopic':
      return pathFor({ _type: doc._type, slug: String(data.slug) })
    case 'tutorialStep':
      return pathFor({ _type: 'tutorialStep', stepNumber: Number(data.stepNumber) })
    case 'legalPage':
      return pathFor({
        _type: 'legalPage',
        kind: data.kind as Extract<RoutableDocument, { _type: 'legalPage' }>['kind'],
      })
    case 'homePage':
    case 'aboutPage':
    case 'faqHub':
    case 'tutorialOverview':
    case 'pricingPage':
      return pathFor({ _type: doc._type })
    default:
      return undefined
  }
}
