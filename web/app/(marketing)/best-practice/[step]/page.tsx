import { ArrowLeft, ArrowRight, ExternalLink } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { stepPath } from '@/features/tutorial/steps'
import { TutorialStepNotFound } from '@/features/tutorial/TutorialStepNotFound'
import { BackLink } from '@/components/ui/BackLink'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { ContentImage } from '@/components/ui/ContentImage'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { JsonLd } from '@/components/ui/JsonLd'
import { NotFoundStatus } from '@/components/ui/NotFoundStatus'
import { RichText } from '@/components/ui/RichText'
import { redirectIfMoved } from '@/features/redirects/resolve'
import { cmsPageMetadata } from '@/lib/metadata'
import { appUrl } from '@/lib/public-env'
import { breadcrumbList } from '@/lib/structured-data'
import { getTutorialStepAt, getTutorialStepNumbers } from '@/features/tutorial/content'

type Props = { params: Promise<{ step: string }> }

// Steps are documents: one an editor adds after the build is rendered on first request.
export const dynamicParams = true

export async function generateStaticParams() {
  const numbers = await getTutorialStepNumbers()
  return numbers.map((n) => ({ step: `step${n}` }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { step: segment } = await params
  const data = await getTutorialStepAt(segment, 'plain')
  if (!data) return { title: 'Step not found', robots: { index: false } }
  const { step } = data
  return cmsPageMetadata({
    path: stepPath(step.stepNumber),
    title: `Step ${step.stepNumber}: ${step.title}`,
    description: step.description,
    seo: step.seo,
    image: step.image?.url ? step.image : null,
    modifiedTime: step._updatedAt,
  })
}

export default async function TutorialStepPage({ params }: Props) {
  const { step: segment } = await params
  const data = await getTutorialStepAt(segment)
  // A redirected address goes on (308/307); otherwise HTTP 404 with a view that names the
  // requested step and lists the others.
  if (!data) {
    await redirectIfMoved(`/best-practice/${segment}`)
    return (
      <>
        <TutorialStepNotFound />
        <NotFoundStatus />
      </>
    )
  }
  const { step, previous, next } = data

  return (
    <>
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          ['Tutorial', '/best-practice'],
          [`Step ${step.stepNumber}`, stepPath(step.stepNumber)],
        ])}
      />
      <article aria-labelledby="step-title">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <Container className="pt-8 pb-12">
            <div className="mx-auto max-w-4xl">
              <BackLink href="/best-practice" label="Back to Overview" className="inline-flex" />
              <div className="mt-8 flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-200">
                  <Icon name={step.icon} />
                </span>
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Step {step.stepNumber}</p>
              </div>
              <h1 id="step-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
                {step.title}
              </h1>
              <p className="mt-6 text-lg text-slate-600 sm:text-xl">{step.description}</p>
              {step.action ? (
                <ButtonLink href={appUrl(step.action.route)} className="mt-8">
                  {step.action.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </ButtonLink>
              ) : null}
            </div>
          </Container>
        </header>

        <Container className="pb-16">
          <div className="mx-auto max-w-4xl">
            {step.image?.url ? (
              <ContentImage
                src={step.image.url}
                alt={step.image.alt}
                width={step.image.width ?? 1200}
                height={step.image.height ?? 675}
                sizes="(min-width: 64rem) 56rem, calc(100vw - 2rem)"
                eager
                className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm"
              />
            ) : null}
            <RichText
              value={step.content}
              subheadingLevel={2}
              className="mt-12 text-lg text-slate-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:pl-1"
            />
          </div>
        </Container>
      </article>

      <nav aria-label="Tutorial steps" className="border-t border-slate-200 bg-slate-50">
        <Container className="py-10">
          <div className="mx-auto flex max-w-4xl flex-col gap-4 sm:flex-row sm:justify-between">
            {previous ? (
              <Link
                href={stepPath(previous.stepNumber)}
                rel="prev"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
              >
                <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  Previous: Step {previous.stepNumber} – {previous.title}
                </span>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
            {next ? (
              <Link
                href={stepPath(next.stepNumber)}
                rel="next"
                className="inline-flex min-h-11 items-center justify-between gap-2 rounded-lg bg-white px-5 py-3 text-left font-semibold sm:justify-end sm:text-right text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
              >
                <span>
                  Next: Step {next.stepNumber} – {next.title}
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            ) : null}
          </div>
        </Container>
      </nav>
    </>
  )
}
