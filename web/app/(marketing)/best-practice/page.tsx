import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HashScroll } from '@/features/tutorial/HashScroll.client'
import { StepList, TutorialSection } from '@/features/tutorial/TutorialSections'
import { ButtonLinkPair } from '@/components/ui/ButtonLinkPair'
import { CardGrid } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { cmsPageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { getTutorialOverview } from '@/features/tutorial/content'

export async function generateMetadata(): Promise<Metadata> {
  const overview = await getTutorialOverview('plain')
  if (!overview) return {}
  const { page } = overview
  return cmsPageMetadata({ path: '/best-practice', title: page.title, description: page.intro, seo: page.seo })
}

export default async function TutorialOverviewPage() {
  const overview = await getTutorialOverview()
  if (!overview) notFound()
  const { page, steps } = overview

  return (
    <>
      <HashScroll />
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          ['Tutorial', '/best-practice'],
        ])}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-16 pb-4 text-center sm:pt-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg text-slate-600">{page.intro}</p>
        </Container>
      </section>

      <TutorialSection id="steps" heading={page.stepsHeading}>
        <StepList steps={steps} learnMoreLabel={page.learnMoreLabel} />
      </TutorialSection>

      <TutorialSection id="pro-tips" heading={page.proTips.heading} intro={page.proTips.intro} tone="muted">
        <CardGrid cards={page.proTips.tips} columns={2} />
      </TutorialSection>

      <TutorialSection id="form-types" heading={page.formTypes.heading} intro={page.formTypes.intro}>
        <CardGrid cards={page.formTypes.items} columns={4} />
      </TutorialSection>

      <TutorialSection
        id="activity-types"
        heading={page.activityTypes.heading}
        intro={page.activityTypes.intro}
        tone="muted"
      >
        <CardGrid cards={page.activityTypes.items} columns={3} />
      </TutorialSection>

      <TutorialSection id="more-help" heading={page.moreHelp.heading} intro={page.moreHelp.intro}>
        <ButtonLinkPair
          primary={{ href: '/faq', label: page.moreHelp.faqLabel }}
          secondary={{ href: '/blog', label: page.moreHelp.blogLabel }}
        />
      </TutorialSection>
    </>
  )
}
