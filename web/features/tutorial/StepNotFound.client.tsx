'use client'

import { usePathname } from 'next/navigation'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { NotFoundView } from '@/components/ui/NotFoundView'
import { requestedStepLabel, stepPath } from './steps'

/**
 * The not-found view of /best-practice/step{n}. A not-found file receives no route params,
 * so the requested step is read from the URL here (also during server rendering, so the
 * 404 response already names it); the available steps come from the CMS.
 */
export function StepNotFound({ available }: { available: number[] }) {
  const requested = requestedStepLabel(usePathname() ?? '')
  return (
    <NotFoundView title="Step not found" back={{ href: '/best-practice', label: 'Back to Overview' }}>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        Step {requested} does not exist. Available steps: {available.join(', ')}.
      </p>
      <nav aria-label="Available steps" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2" role="list">
          {available.map((stepNumber) => (
            <li key={stepNumber}>
              <ButtonLink href={stepPath(stepNumber)} variant="secondary" size="compact">
                Step {stepNumber}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </NotFoundView>
  )
}
