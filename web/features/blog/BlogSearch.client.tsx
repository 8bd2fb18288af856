'use client'

import { Search, X } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { matchesQuery } from '@/features/blog/search'

export type SearchableArticle = {
  id: string
  /** Title, excerpt and category: the fields the search looks in. */
  fields: string[]
  /** The card, rendered on the server. */
  card: ReactNode
}

const countLabel = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`

/**
 * The blog's search box and the list it filters. Cards arrive rendered from the server in
 * newest-first order; this island only decides which of them to show.
 */
export function BlogSearch({ articles }: { articles: SearchableArticle[] }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const statusId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  const visible = articles.filter((article) => matchesQuery(article.fields, query))

  const clear = () => {
    setQuery('')
    inputRef.current?.focus()
  }

  return (
    <>
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-md">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Search articles
          </label>
          <div className="relative mt-2">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-describedby={statusId}
              autoComplete="off"
              spellCheck={false}
              className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
            />
          </div>
        </div>
        <p
          id={statusId}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="text-sm font-medium text-slate-600"
        >
          {countLabel(visible.length)}
        </p>
      </search>

      {visible.length > 0 ? (
        <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((article) => (
            <li key={article.id}>{article.card}</li>
          ))}
        </ul>
      ) : (
        <div
          data-testid="blog-empty-state"
          className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
        >
          <p className="text-lg font-semibold text-ink">No articles match “{query.trim()}”.</p>
          <p className="mt-2 text-slate-600">Try another word from a title, a topic or a category.</p>
          <button
            type="button"
            onClick={clear}
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-4" />
            Clear search
          </button>
        </div>
      )}
    </>
  )
}
