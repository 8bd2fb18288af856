import { ArrowRight } from 'lucide-react'
import Link from 'next/link'

export type FaqTopicCard = { _id: string; slug: string; title: string; excerpt: string }

/** Topic cards linking to /faq/{slug}; the link's accessible name includes the topic title. */
export function FaqTopicCards({ topics }: { topics: FaqTopicCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="list">
      {topics.map((topic) => (
        <li key={topic._id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{topic.title}</h3>
          <p className="mt-2 flex-1 text-slate-600">{topic.excerpt}</p>
          <Link
            href={`/faq/${topic.slug}`}
            aria-label={`Read FAQ: ${topic.title}`}
            className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800"
          >
            Read FAQ
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
