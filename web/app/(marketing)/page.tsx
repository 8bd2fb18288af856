import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ButtonLinkPair } from '@/components/ui/ButtonLinkPair'
import { JsonLd } from '@/components/ui/JsonLd'
import { CardSection, ComparisonTable, HomeHero, NumberedSteps, Roadmap } from '@/features/home/HomeSections'
import { FeedbackSection } from '@/features/feedback/FeedbackSection'
import { getSiteSettings } from '@/features/layout/settings'
import { pageMetadata } from '@/lib/metadata'
import { absoluteUrl } from '@/lib/site'
import { getHomePage } from '@/features/home/content'

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getHomePage('plain'), getSiteSettings()])
  return pageMetadata({
    path: '/',
    title: page?.seo?.title || `${settings.productName} – ${settings.tagline}`,
    description: page?.hero.subtitle ?? settings.description,
    seo: page?.seo,
    absoluteTitle: true,
  })
}

export default async function HomePage() {
  const [page, settings] = await Promise.all([getHomePage(), getSiteSettings()])
  if (!page) notFound()
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.productName,
          url: absoluteUrl('/'),
          logo: absoluteUrl('/icon.png'),
          email: settings.contactEmail,
          description: settings.description,
          ...(settings.socialLinks?.length ? { sameAs: settings.socialLinks.map((link) => link.url) } : {}),
        }}
      />
      <HomeHero hero={page.hero} productName={settings.productName} />
      <NumberedSteps id="simple-steps" section={page.simpleSteps} />
      <ComparisonTable section={page.comparison} />
      <CardSection
        id="audience"
        heading={page.audience.heading}
        intro={page.audience.intro}
        cards={page.audience.items}
      />
      <CardSection
        id="how-it-works"
        heading={page.howItWorks.heading}
        intro={page.howItWorks.intro}
        cards={page.howItWorks.steps}
        columns={4}
        tone="muted"
      >
        <ButtonLinkPair
          primary={{ href: '/best-practice', label: page.howItWorks.guideButtonLabel }}
          secondary={{ href: '/faq', label: page.howItWorks.faqButtonLabel }}
        />
      </CardSection>
      <CardSection
        id="why-choose"
        heading={page.whyChoose.heading}
        intro={page.whyChoose.intro}
        cards={page.whyChoose.cards}
      />
      <Roadmap section={page.roadmap} />
      <FeedbackSection heading={page.feedbackSection.heading} intro={page.feedbackSection.intro} />
    </>
  )
}
