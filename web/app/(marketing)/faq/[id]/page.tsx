import { CheckCircle2, Star } from 'lucide-react'
import type { Metadata } from 'next'
import { FaqTopicCards } from '@/features/faq/FaqTopicCards'
import { FaqTopicNotFound } from '@/features/faq/FaqTopicNotFound'
import { faqPage } from '@/features/faq/structured-data'
import { BackLink } from '@/components/ui/BackLink'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { NotFoundStatus } from '@/components/ui/NotFoundStatus'
import { RichText } from '@/components/ui/RichText'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { redirectIfMoved } from '@/features/redirects/resolve'
import { cmsPageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { getFaqTopic, faqTopicParams } from '@/features/faq/content'

type Props = { params: Promise<{ id: string }> }

export const generateStaticParams = faqTopicParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const topic = await getFaqTopic(id, 'plain')
  if (!topic) return { title: 'FAQ not found', robots: { index: false } }
  return cmsPageMetadata({
    path: `/faq/${topic.slug}`,
    title: topic.title,
    description: topic.excerpt,
    seo: topic.seo,
  })
}

export default async function FaqTopicPage({ params }: Props) {
  const { id } = await params
  const [topic, plain] = await Promise.all([getFaqTopic(id), getFaqTopic(id, 'plain')])
  if (!topic || !plain) {
    // A renamed topic's old address, or one an editor redirected: 308/307; else 404.
    await redirectIfMoved(`/faq/${id}`)
    return (
      <>
        <FaqTopicNotFound />
        <NotFoundStatus />
      </>
    )
  }
  const related = topic.related ?? []

  return (
    <>
      <JsonLd data={faqPage(plain.questions)} />
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          ['FAQ', '/faq'],
          [plain.title, `/faq/${plain.slug}`],
        ])}
      />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-8 pb-10 sm:pb-12">
          <BackLink href="/faq" label="Back to FAQ" className="inline-flex" />
          <div className="mx-auto mt-8 max-w-3xl text-center">
            <p className="inline-flex rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
              {topic.hero.badge}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{topic.hero.title}</h1>
            <p className="mt-6 text-lg text-slate-600">{topic.hero.description}</p>
            {topic.heroMeta ? <p className="mt-4 text-sm font-medium text-slate-500">{topic.heroMeta}</p> : null}
          </div>
        </Container>
      </section>

      <div className="pt-4 pb-12">
        <Container>
          <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
            <OverviewList id="overview-learn" heading="What you'll learn" items={topic.overview.learn} icon="check" />
            <OverviewList id="overview-benefits" heading="Key benefits" items={topic.overview.benefits} icon="star" />
          </div>
        </Container>
      </div>

      <div className="pb-16">
        <Container>
          <ol className="mx-auto max-w-3xl space-y-6" role="list">
            {topic.questions.map((item, index) => (
              <li key={item._key}>
                <article
                  aria-labelledby={`question-${index + 1}`}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
                >
                  <h2 id={`question-${index + 1}`} className="text-xl font-bold tracking-tight sm:text-2xl">
                    {item.question}
                  </h2>
                  <RichText value={item.answer} className="mt-4 text-slate-700" />
                </article>
              </li>
            ))}
          </ol>
        </Container>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-topics" className="bg-slate-50 py-16">
          <Container>
            <SectionHeading id="related-topics" heading="Explore more FAQ topics" />
            <FaqTopicCards topics={related} />
          </Container>
        </section>
      ) : null}
    </>
  )
}

function OverviewList({
  id,
  heading,
  items,
  icon,
}: {
  id: string
  heading: string
  items: string[]
  icon: 'check' | 'star'
}) {
  const ItemIcon = icon === 'check' ? CheckCircle2 : Star
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <ul aria-labelledby={id} className="mt-4 space-y-3" role="list">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <ItemIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
