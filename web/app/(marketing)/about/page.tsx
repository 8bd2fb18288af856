import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CardSection } from '@/features/home/HomeSections'
import { FeedbackSection } from '@/features/feedback/FeedbackSection'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import { pageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { getAboutPage } from '@/features/about/content'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage('plain')
  if (!page) return {}
  return pageMetadata({ path: '/about', title: page.hero.title, description: page.hero.subtitle, seo: page.seo })
}

function ProseSection({
  id,
  heading,
  body,
  children,
}: {
  id: string
  heading: string
  body: unknown
  children?: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="py-14">
      <Container className="max-w-3xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        <RichText value={body} className="mt-6 text-lg text-slate-700" />
        {children}
      </Container>
    </section>
  )
}

export default async function AboutPage() {
  const [page, plain] = await Promise.all([getAboutPage(), getAboutPage('plain')])
  if (!page || !plain) notFound()
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          [plain.hero.title, '/about'],
        ])}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-20 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.hero.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{page.hero.subtitle}</p>
        </Container>
      </section>
      <ProseSection id="what-it-is" heading={page.whatItIs.heading} body={page.whatItIs.body} />
      <div className="bg-slate-50">
        <ProseSection id="founder-story" heading={page.founderStory.heading} body={page.founderStory.body}>
          <p className="mt-6 font-semibold text-ink">
            {page.founderStory.founderName}
            <span className="block text-sm font-normal text-slate-600">{page.founderStory.founderRole}</span>
          </p>
        </ProseSection>
      </div>
      <ProseSection id="mission" heading={page.mission.heading} body={page.mission.body} />
      <CardSection
        id="values"
        heading={page.values.heading}
        intro={page.values.intro}
        cards={page.values.items}
        tone="muted"
      />
      <FeedbackSection heading={page.feedbackSection.heading} intro={page.feedbackSection.intro} />
    </>
  )
}
