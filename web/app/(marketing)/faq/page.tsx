import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FaqAccordion } from '@/features/faq/FaqAccordion'
import { FaqTopicCards } from '@/features/faq/FaqTopicCards'
import { faqPage } from '@/features/faq/structured-data'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { cmsPageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { getFaqHub } from '@/features/faq/content'

export async function generateMetadata(): Promise<Metadata> {
  const hub = await getFaqHub('plain')
  if (!hub) return {}
  return cmsPageMetadata({ path: '/faq', title: hub.title, description: hub.intro, seo: hub.seo })
}

export default async function FaqHubPage() {
  const [hub, plain] = await Promise.all([getFaqHub(), getFaqHub('plain')])
  if (!hub || !plain) notFound()
  return (
    <>
      <JsonLd data={faqPage(plain.questions)} />
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          [plain.title, '/faq'],
        ])}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-16 text-center sm:py-20">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{hub.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">{hub.intro}</p>
        </Container>
      </section>
      <section aria-labelledby="faq-questions" className="py-16">
        <Container>
          <SectionHeading id="faq-questions" heading={hub.questionsHeading} />
          <div className="mx-auto mt-10 max-w-3xl">
            <FaqAccordion items={hub.questions} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="faq-topics" className="bg-slate-50 py-16">
        <Container>
          <SectionHeading id="faq-topics" heading={hub.topicsHeading} />
          <FaqTopicCards topics={hub.topics} />
        </Container>
      </section>
    </>
  )
}
