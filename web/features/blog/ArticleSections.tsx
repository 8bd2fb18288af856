import { Check, Lightbulb } from 'lucide-react'
import type { ReactNode } from 'react'
import { BackLink } from '@/components/ui/BackLink'
import { CardGrid } from '@/components/ui/Card'
import type { BLOG_POST_QUERY_RESULT } from '@/sanity/types'
import { BlogCardImage } from './BlogCardImage'
import { CategoryIcon } from './CategoryIcon'
import { formatDate, readTimeLabel } from './format'

export type Article = NonNullable<BLOG_POST_QUERY_RESULT>

/** Anchors of the five numbered sections, in order. Stable so links to /blog/{id}#strategies keep working. */
const ARTICLE_SECTION_IDS = ['why-it-matters', 'understanding', 'strategies', 'problem', 'solution'] as const

const ARTICLE_IMAGE_SIZES = '(min-width: 896px) 832px, 100vw'

export function ArticleHero({ article }: { article: Article }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 lg:px-8">
        <BackLink href="/blog" label="Back to blog" className="flex w-fit rounded-lg text-sm" />
        <p className="mt-8 w-fit rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
          {article.hero.badge}
        </p>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-5xl">{article.hero.title}</h1>
        <p className="mt-5 text-lg text-slate-600 sm:text-xl">{article.hero.description}</p>
        <p className="mt-6 text-sm text-slate-500">
          Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {readTimeLabel(article.readTime)}
        </p>
      </div>
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <BlogCardImage
          image={article.image}
          placeholder={<CategoryIcon category={article.category} />}
          sizes={ARTICLE_IMAGE_SIZES}
          eager
          className="rounded-2xl shadow-sm ring-1 ring-slate-200"
        />
      </div>
    </header>
  )
}

function OverviewList({ id, heading, items, icon }: { id: string; heading: string; items: string[]; icon: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <ul role="list" className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={index} className="flex gap-3">
            {icon}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The two overview lists and a table of contents of the numbered sections. */
export function ArticleOverview({ article }: { article: Article }) {
  const headings = [
    article.whyItMatters.heading,
    article.understanding.heading,
    article.strategies.heading,
    article.problem.heading,
    article.solution.heading,
  ]
  return (
    <div className="mt-12 space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <OverviewList
          id="what-you-will-learn"
          heading="What you'll learn"
          items={article.overview.learn}
          icon={<Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />}
        />
        <OverviewList
          id="key-benefits"
          heading="Key benefits"
          items={article.overview.benefits}
          icon={<Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />}
        />
      </div>
      <nav aria-labelledby="article-contents" className="rounded-2xl bg-slate-50 p-6">
        <h2 id="article-contents" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          In this article
        </h2>
        <ol role="list" className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {headings.map((heading, index) => (
            <li key={ARTICLE_SECTION_IDS[index]}>
              <a
                href={`#${ARTICLE_SECTION_IDS[index]}`}
                className="flex min-h-11 items-center gap-3 rounded-md font-medium text-slate-700 hover:text-brand-700"
              >
                <span aria-hidden="true" className="w-5 text-right font-bold text-brand-600">
                  {index + 1}
                </span>
                {heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  )
}

function NumberedSection({
  id,
  number,
  heading,
  intro,
  children,
}: {
  id: (typeof ARTICLE_SECTION_IDS)[number]
  number: number
  heading: string
  intro: string
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid="article-section"
      className="border-t border-slate-200 pt-12 pb-4"
    >
      <h2 id={headingId} className="flex items-start gap-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <span
          data-testid="section-number"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
        >
          {number}
        </span>
        <span className="pt-0.5 sm:pt-0">{heading}</span>
      </h2>
      <p className="mt-5 text-lg text-slate-600">{intro}</p>
      {children}
    </section>
  )
}

/** The five numbered sections, identical in structure for every article. */
/** `productName` comes from site settings; without one the closing box simply has no heading. */
export function ArticleBody({ article, productName }: { article: Article; productName: string | null }) {
  const { whyItMatters, understanding, strategies, problem, solution } = article
  return (
    <div className="mt-12 space-y-8">
      <NumberedSection id="why-it-matters" number={1} heading={whyItMatters.heading} intro={whyItMatters.intro}>
        <div className="mt-5 space-y-5 leading-relaxed">
          {whyItMatters.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </NumberedSection>

      <NumberedSection id="understanding" number={2} heading={understanding.heading} intro={understanding.intro}>
        <CardGrid cards={understanding.cards} />
        <h3 className="mt-12 text-xl font-semibold">How it works</h3>
        <ol role="list" data-testid="how-it-works" className="mt-5 space-y-4">
          {understanding.howItWorks.map((step, index) => (
            <li key={step._key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
              >
                {index + 1}
              </span>
              <div>
                <h4 className="font-semibold">{step.title}</h4>
                <p className="mt-1 text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </NumberedSection>

      <NumberedSection id="strategies" number={3} heading={strategies.heading} intro={strategies.intro}>
        <ol role="list" className="mt-10 grid gap-6 md:grid-cols-2">
          {strategies.strategies.map((strategy) => (
            <li
              key={strategy._key}
              data-testid="strategy"
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{strategy.title}</h3>
              <p className="mt-2 text-slate-600">{strategy.description}</p>
              <div data-testid="strategy-tip" className="mt-auto pt-4">
                <div className="rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4">
                  <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
                    <Lightbulb aria-hidden="true" className="size-4" />
                    Tip
                  </p>
                  <p className="mt-1 text-sm text-amber-950">{strategy.tip}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </NumberedSection>

      <NumberedSection id="problem" number={4} heading={problem.heading} intro={problem.intro}>
        <CardGrid cards={problem.problems} />
      </NumberedSection>

      <NumberedSection id="solution" number={5} heading={solution.heading} intro={solution.intro}>
        <CardGrid cards={solution.advantages} />
        <div data-testid="why-product" className="mt-10 rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
          {productName ? <h3 className="mb-3 text-xl font-semibold text-white">Why {productName} stands out</h3> : null}
          <p className="leading-relaxed text-brand-50">{solution.whyProduct}</p>
        </div>
      </NumberedSection>
    </div>
  )
}
