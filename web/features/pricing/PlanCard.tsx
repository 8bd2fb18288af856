import { Check } from 'lucide-react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { appUrl } from '@/lib/public-env'
import type { PRICING_PAGE_QUERY_RESULT } from '@/sanity/types'

type Plan = PRICING_PAGE_QUERY_RESULT['plans'][number]

const number = new Intl.NumberFormat('en-GB')

/** The limit lines of a plan card, all read from the plan document. */
function planLimitLines(plan: Plan): string[] {
  const { limits } = plan
  const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`
  return [
    `${plural(limits.requestsPerMonth, 'AI request', 'AI requests')} per month`,
    `${number.format(limits.trainingWords)} training document words`,
    plural(limits.classes, 'class', 'classes'),
    `${plural(limits.studentsPerClass, 'student', 'students')} per class`,
    `${plural(limits.activitiesPerMonth, 'activity', 'activities')} per month`,
    plural(limits.teachingGoals, 'teaching goal', 'teaching goals'),
  ]
}

export function PlanCard({ plan, buttonLabel }: { plan: Plan; buttonLabel: string }) {
  const headingId = `plan-${plan.planType}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm data-[popular=true]:border-brand-600 data-[popular=true]:ring-2 data-[popular=true]:ring-brand-600"
      data-popular={plan.popular ? 'true' : 'false'}
    >
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-xl font-bold">
          {plan.name}
        </h2>
        {plan.popular ? (
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Popular</span>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-ink">${plan.price}</span>
        <span className="text-slate-600">/ {plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm" role="list">
        {[...planLimitLines(plan), ...plan.features].map((line) => (
          <li key={line} className="flex gap-2">
            <Check aria-hidden="true" className="size-5 shrink-0 text-teal-600" />
            {line}
          </li>
        ))}
      </ul>
      <ButtonLink href={appUrl('/account-settings#plans')} className="mt-8 w-full">
        {buttonLabel}
        <span className="sr-only"> with {plan.name}</span>
      </ButtonLink>
    </article>
  )
}
