import { CONTENT_TAG, tag } from '@/sanity/tags'

/**
 * What the GROQ-powered webhook sends for one changed document (its projection is documented
 * in the README, "Publishing and previews"). Fields a type lacks arrive as null.
 */
export type DocumentChange = {
  _type: string
  _id: string
  slug?: string | null
  stepNumber?: number | null
  kind?: string | null
  /** `before().slug.current`: differs from `slug` when the URL changed. */
  previousSlug?: string | null
  /** `before().stepNumber`: differs from `stepNumber` when a step was renumbered. */
  previousStepNumber?: number | null
}

/** Singletons shown on one page each; their type tag is on exactly the fetches that read them. */
const PAGE_SINGLETONS = new Set(['homePage', 'aboutPage', 'pricingPage', 'faqHub', 'tutorialOverview'])

const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/**
 * The cache tags to expire after a change to one document (tag conventions in ./tags.ts).
 * Pure, so every document type's mapping is unit-tested.
 *
 * - the document's type tag: its own page, every listing that shows it (blog list and related
 *   articles; FAQ hub and related topics; tutorial overview and neighbouring steps; pricing
 *   cards) and the sitemap;
 * - its key tag, and the previous key's when the URL changed (the old page must 404);
 * - `content` (every page) for site settings, shown in every page's header, footer and
 *   metadata, and when a URL changed, since internal links anywhere resolve to it.
 *
 * Drafts and release versions are not public: nothing to revalidate. Unknown types (feedback,
 * image assets) are not shown by any fetch.
 */
export function tagsForChange(change: DocumentChange): string[] {
  const { _type: type, _id: id } = change
  if (isDraftOrVersion(id)) return []

  const tags = new Set<string>()
  const keyed = (key: string | number | null | undefined, previous: string | number | null | undefined) => {
    tags.add(tag.type(type))
    if (key !== null && key !== undefined && key !== '') tags.add(tag.doc(type, key))
    if (previous !== null && previous !== undefined && previous !== '' && previous !== key) {
      tags.add(tag.doc(type, previous))
      tags.add(CONTENT_TAG)
    }
  }

  switch (type) {
    case 'siteSettings':
      tags.add(CONTENT_TAG)
      break
    case 'blogPost':
    case 'faqTopic':
      keyed(change.slug, change.previousSlug)
      break
    case 'tutorialStep':
      keyed(change.stepNumber, change.previousStepNumber)
      break
    case 'legalPage':
      keyed(change.kind, null)
      break
    case 'plan':
      // Plans are only ever shown together (pricing cards), so the type tag is the plan's tag.
      tags.add(tag.type(type))
      break
    case 'redirect':
      // All redirects are read as one list (features/redirects), by every address without a page.
      tags.add(tag.type(type))
      break
    default:
      if (PAGE_SINGLETONS.has(type)) tags.add(tag.type(type))
  }
  return [...tags]
}
