'use client'

import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { requestedStepLabel, stepPath } from './steps'

/**
 * The not-found view of /best-practice/step{n}. A not-found file receives no route params,
 * so the requested step is read from the URL here (also during server rendering, so the
 * 404 response already names it); the available steps come from the CMS.
 */
export function StepNotFound({ available }: { available: number[] }) {
  const requested = requestedStepLabel(usePathname() ?? '')
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">Step not found</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Step {requested} does not exist. Available steps: {available.join(', ')}.
      </p>
      <nav aria-label="Available steps" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2" role="list">
          {available.map((stepNumber) => (
            <li key={stepNumber}>
              <Link
                href={stepPath(stepNumber)}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
              >
                Step {stepNumber}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonLink href="/best-practice" className="mt-10">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Overview
      </ButtonLink>
    </Container>
  )
}
