import { ArrowRight, ExternalLink } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { appUrl } from '@/lib/public-env'
import type { TUTORIAL_OVERVIEW_QUERY_RESULT } from '@/sanity/types'
import { stepPath } from './steps'

type StepSummary = TUTORIAL_OVERVIEW_QUERY_RESULT['steps'][number]

/**
 * A section that is also a hash target (/best-practice#form-types): the id sits on the
 * section, the heading carries `{id}-heading` for the accessible name.
 */
export function TutorialSection({
  id,
  heading,
  intro,
  tone = 'white',
  children,
}: {
  id: string
  heading: string
  intro?: string | null
  tone?: 'white' | 'muted'
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`py-20 focus:outline-none ${tone === 'muted' ? 'bg-slate-50' : ''}`}
    >
      <Container>
        <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} />
        {children}
      </Container>
    </section>
  )
}

/** The steps in order, each with its app action and a link to its own page. */
export function StepList({ steps, learnMoreLabel }: { steps: StepSummary[]; learnMoreLabel: string }) {
  return (
    <ol className="mx-auto mt-12 max-w-4xl space-y-6" role="list">
      {steps.map((step) => (
        <li
          key={step._id}
          id={`step${step.stepNumber}`}
          aria-labelledby={`step${step.stepNumber}-title`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus:outline-none sm:p-8"
        >
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <div className="flex shrink-0 items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {step.stepNumber}
              </span>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={step.icon} />
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <h3 id={`step${step.stepNumber}-title`} className="text-xl font-semibold">
                <span className="sr-only">Step {step.stepNumber}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                {step.action ? (
                  <ButtonLink href={appUrl(step.action.route)}>
                    {step.action.label}
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </ButtonLink>
                ) : null}
                <Link
                  href={stepPath(step.stepNumber)}
                  aria-label={`${learnMoreLabel}: Step ${step.stepNumber}, ${step.title}`}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
                >
                  {learnMoreLabel}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ol>
  )
}
