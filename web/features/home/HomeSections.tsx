import { Check, Minus } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { CardGrid } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { appUrl } from '@/lib/public-env'
import type { HOME_PAGE_QUERY_RESULT } from '@/sanity/types'

type Home = NonNullable<HOME_PAGE_QUERY_RESULT>

export function HomeHero({ hero, productName }: { hero: Home['hero']; productName: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-20 text-center sm:py-28">
        <p className="inline-flex rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200">
          {hero.badge}
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 sm:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href={appUrl('/auth')}>{hero.primaryCtaLabel}</ButtonLink>
          <ButtonLink href="/about" variant="secondary">
            {hero.secondaryCtaLabel}
            {/* Screen readers and search engines get a link text that makes sense on its own. */}
            <span className="sr-only"> about {productName}</span>
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}

/** A card in a list of a home section: its top row (`children`), then its title and description. */
function ListCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {children}
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-slate-600">{description}</p>
    </li>
  )
}

export function NumberedSteps({ id, section }: { id: string; section: Home['simpleSteps'] }) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Container>
        <SectionHeading id={id} heading={section.heading} intro={section.intro} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3" role="list">
          {section.steps.map((step, index) => (
            <ListCard key={step._key} title={step.title} description={step.description}>
              <div className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {index + 1}
                </span>
                <Icon name={step.icon} className="size-6 text-brand-700" />
              </div>
            </ListCard>
          ))}
        </ol>
      </Container>
    </section>
  )
}

/** A cell of the comparison table: the side's mark (a tick or a dash), then its text. */
function ComparisonCell({ className, mark, text }: { className: string; mark: ReactNode; text: string }) {
  return (
    <td className={className}>
      <span className="flex items-start gap-2">
        {mark}
        {text}
      </span>
    </td>
  )
}

export function ComparisonTable({ section }: { section: Home['comparison'] }) {
  return (
    <section aria-labelledby="comparison" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading id="comparison" heading={section.heading} intro={section.intro} />
        {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
        <div
          role="region"
          aria-label={`${section.heading}: table`}
          tabIndex={0}
          className="mt-12 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">{section.heading}</caption>
            <thead className="bg-slate-100 text-sm">
              <tr>
                <th scope="col" className="px-6 py-4 font-semibold text-ink">
                  <span className="sr-only">Aspect</span>
                </th>
                <th scope="col" className="px-6 py-4 font-semibold text-brand-700">
                  {section.productLabel}
                </th>
                <th scope="col" className="px-6 py-4 font-semibold text-slate-600">
                  {section.othersLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {section.rows.map((row) => (
                <tr key={row._key}>
                  <th scope="row" className="px-6 py-4 font-semibold text-ink">
                    {row.aspect}
                  </th>
                  <ComparisonCell
                    className="px-6 py-4"
                    mark={<Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-600" />}
                    text={row.product}
                  />
                  <ComparisonCell
                    className="px-6 py-4 text-slate-600"
                    mark={<Minus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />}
                    text={row.others}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </section>
  )
}

export function CardSection({
  id,
  heading,
  intro,
  cards,
  columns = 3,
  tone = 'white',
  children,
}: {
  id: string
  heading: string
  intro?: string | null
  cards: Parameters<typeof CardGrid>[0]['cards']
  columns?: 2 | 3 | 4
  tone?: 'white' | 'muted'
  children?: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={`py-20 ${tone === 'muted' ? 'bg-slate-50' : ''}`}>
      <Container>
        <SectionHeading id={id} heading={heading} intro={intro} />
        <CardGrid cards={cards} columns={columns} />
        {children}
      </Container>
    </section>
  )
}

const STATUS_STYLES: Record<string, string> = {
  Planned: 'bg-slate-100 text-slate-700',
  'Coming soon': 'bg-amber-100 text-amber-800',
  'In progress': 'bg-teal-100 text-teal-800',
}

export function Roadmap({ section }: { section: Home['roadmap'] }) {
  return (
    <section aria-labelledby="roadmap" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading id="roadmap" heading={section.heading} intro={section.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3" role="list">
          {section.items.map((item) => (
            <ListCard key={item._key} title={item.title} description={item.description}>
              <div className="flex items-center justify-between gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[item.status] ?? ''}`}>
                  {item.status}
                </span>
              </div>
            </ListCard>
          ))}
        </ul>
      </Container>
    </section>
  )
}
