import { blocksToPlainText } from '@assessa/schemas/plain-text'
import { LEGAL_KINDS, type LegalKind } from '@assessa/schemas/constants'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import { cmsPageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { getLegalPage } from './content'

/**
 * "2025-09-01" → "1 September 2025". The CMS stores a calendar date with no time zone, so it
 * is formatted in UTC: the visitor's zone must not move it to the day before.
 */
function formatLegalDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`
}

export async function legalMetadata(kind: LegalKind): Promise<Metadata> {
  const page = await getLegalPage(kind, 'plain')
  if (!page) return {}
  return cmsPageMetadata({
    path: LEGAL_KINDS[kind].path,
    title: page.title,
    description: truncate(blocksToPlainText(page.intro).replace(/\s+/g, ' '), 160),
    seo: page.seo,
    modifiedTime: page.lastUpdated,
  })
}

/**
 * Terms, privacy policy and DPA share one layout: title, the date the text last changed
 * (from the CMS, never today's date), intro, a table of contents and the numbered sections.
 */
export async function LegalDocument({ kind }: { kind: LegalKind }) {
  const [page, plain] = await Promise.all([getLegalPage(kind), getLegalPage(kind, 'plain')])
  if (!page || !plain) notFound()
  const path = LEGAL_KINDS[kind].path
  const sections = page.sections.map((section, index) => ({
    ...section,
    number: index + 1,
    id: `section-${index + 1}`,
  }))

  return (
    <>
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          [plain.title, path],
        ])}
      />
      <article aria-labelledby="legal-title">
        <header className="border-b border-slate-200 bg-slate-50">
          <Container className="py-12 sm:py-16">
            <div className="mx-auto max-w-4xl">
              <h1 id="legal-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                {page.title}
              </h1>
              <p className="mt-4 text-slate-600">
                Last updated: <time dateTime={page.lastUpdated}>{formatLegalDate(page.lastUpdated)}</time>
              </p>
            </div>
          </Container>
        </header>

        <Container className="py-12">
          <div className="mx-auto max-w-4xl">
            <RichText value={page.intro} className="text-lg text-slate-700" />

            <nav
              aria-labelledby="legal-contents"
              className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="legal-contents" className="text-lg font-semibold">
                Contents
              </h2>
              <ol className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2" role="list">
                {sections.map((section) => (
                  <li key={section._key}>
                    <a
                      href={`#${section.id}`}
                      className="inline-flex min-h-8 gap-1 text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
                    >
                      <span className="w-7 shrink-0 tabular-nums">{section.number}.</span>
                      <span>{section.heading}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>

            <div className="mt-12 space-y-12">
              {sections.map((section) => (
                <section key={section._key} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                    {section.number}. {section.heading}
                  </h2>
                  <RichText
                    value={section.body}
                    className="mt-4 text-slate-700 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold"
                  />
                </section>
              ))}
            </div>

            {page.furtherContent?.length ? (
              <RichText
                value={page.furtherContent}
                className="mt-12 border-t border-slate-200 pt-10 text-slate-700 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold"
              />
            ) : null}
          </div>
        </Container>
      </article>
    </>
  )
}
