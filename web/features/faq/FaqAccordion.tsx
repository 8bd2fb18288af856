import { ChevronDown } from 'lucide-react'
import { RichText } from '@/components/ui/RichText'

export type FaqItem = { _key: string; question: string; answer: unknown }

/**
 * Questions as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and the answers stay in the HTML for search engines and find-in-page.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm" role="list">
      {items.map((item) => (
        <li key={item._key}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-6 py-5 text-left font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <RichText value={item.answer} className="px-6 pb-6 text-slate-700" />
          </details>
        </li>
      ))}
    </ul>
  )
}
