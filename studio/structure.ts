import { SINGLETON_IDS, type SingletonType } from '@assessa/schemas/constants'
import type { StructureResolver } from 'sanity/structure'

const SINGLETON_TITLES: Record<SingletonType, string> = {
  siteSettings: 'Site settings',
  homePage: 'Home page',
  aboutPage: 'About page',
  faqHub: 'FAQ hub',
  tutorialOverview: 'Tutorial overview',
  pricingPage: 'Pricing page',
}

/**
 * The Studio's sidebar: pages first (each singleton opens its one fixed document),
 * then the content lists in the order editors need them, then the feedback inbox.
 */
export const structure: StructureResolver = (S) => {
  const singleton = (type: SingletonType) =>
    S.listItem()
      .title(SINGLETON_TITLES[type])
      .id(type)
      .child(S.document().schemaType(type).documentId(SINGLETON_IDS[type]).title(SINGLETON_TITLES[type]))

  return S.list()
    .title('Content')
    .items([
      singleton('siteSettings'),
      S.divider(),
      singleton('homePage'),
      singleton('aboutPage'),
      singleton('pricingPage'),
      singleton('faqHub'),
      singleton('tutorialOverview'),
      S.divider(),
      S.listItem()
        .title('Blog articles')
        .schemaType('blogPost')
        .child(
          S.documentTypeList('blogPost')
            .title('Blog articles (newest first)')
            .defaultOrdering([{ field: 'publishedAt', direction: 'desc' }]),
        ),
      S.listItem()
        .title('FAQ topics')
        .schemaType('faqTopic')
        .child(
          S.documentTypeList('faqTopic')
            .title('FAQ topics')
            .defaultOrdering([{ field: 'title', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Tutorial steps')
        .schemaType('tutorialStep')
        .child(
          S.documentTypeList('tutorialStep')
            .title('Tutorial steps (in order)')
            .defaultOrdering([{ field: 'stepNumber', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Plans')
        .schemaType('plan')
        .child(
          S.documentTypeList('plan')
            .title('Plans')
            .defaultOrdering([{ field: 'price', direction: 'asc' }]),
        ),
      S.listItem()
        .title('Legal pages')
        .schemaType('legalPage')
        .child(S.documentTypeList('legalPage').title('Legal pages')),
      S.listItem()
        .title('Redirects')
        .schemaType('redirect')
        .child(
          S.documentTypeList('redirect')
            .title('Redirects (old address → new)')
            .defaultOrdering([{ field: 'source', direction: 'asc' }]),
        ),
      S.divider(),
      S.listItem()
        .title('Feedback inbox')
        .schemaType('feedback')
        .child(
          S.list()
            .title('Feedback inbox')
            .items([
              S.listItem()
                .title('New')
                .child(
                  S.documentList()
                    .title('New feedback')
                    .schemaType('feedback')
                    .filter('_type == "feedback" && status == "new" && spam != true')
                    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                ),
              S.listItem()
                .title('Public-display candidates')
                .child(
                  S.documentList()
                    .title('Opted in to public display')
                    .schemaType('feedback')
                    .filter('_type == "feedback" && publicFeedback == true && status != "rejected" && spam != true')
                    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                ),
              S.listItem()
                .title('All feedback')
                .child(
                  S.documentList()
                    .title('All feedback')
                    .schemaType('feedback')
                    .filter('_type == "feedback" && spam != true')
                    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                ),
              S.divider(),
              // Kept, not deleted, so a wrong guess can be found again; never mixed into the lists above.
              S.listItem()
                .title('Spam')
                .child(
                  S.documentList()
                    .title('Marked as spam')
                    .schemaType('feedback')
                    .filter('_type == "feedback" && spam == true')
                    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }]),
                ),
            ]),
        ),
    ])
}
