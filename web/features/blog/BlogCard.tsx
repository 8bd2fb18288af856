import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import type { BLOG_LIST_QUERY_RESULT } from '@/sanity/types'
import { BlogCardImage } from './BlogCardImage'
import { CategoryIcon } from './CategoryIcon'
import { formatDate, readTimeLabel } from './format'

export type BlogCardPost = BLOG_LIST_QUERY_RESULT[number]

// One column on phones, two from 640px, three from 1024px inside the 72rem container.
const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

const linkClasses =
  'inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 after:absolute after:inset-0'

/** "Read more" plus the title for screen readers, so a list of links is not ten identical names. */
function ReadMoreLink({ post }: { post: Pick<BlogCardPost, 'slug' | 'title'> }) {
  return (
    <Link href={`/blog/${post.slug}`} className={linkClasses}>
      Read more<span className="sr-only">: {post.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}

/**
 * A blog card: image, category, title, excerpt, date, read time and a Read more link. The
 * link stretches over the whole card, so the card is one click target and one tab stop.
 */
export function BlogCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: BlogCardPost
  headingLevel?: 2 | 3
  eager?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-testid="blog-card"
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <BlogCardImage
        image={post.image}
        placeholder={<CategoryIcon category={post.category} />}
        sizes={CARD_IMAGE_SIZES}
        eager={eager}
      />
      <div className="flex flex-1 flex-col p-6">
        <p
          data-testid="blog-card-category"
          className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700"
        >
          {post.category}
        </p>
        <Heading data-testid="blog-card-title" className="mt-3 text-xl leading-snug font-semibold">
          {post.title}
        </Heading>
        <p data-testid="blog-card-excerpt" className="mt-2 line-clamp-3 text-slate-600">
          {post.excerpt}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-5 text-sm">
          <p className="text-slate-500">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span data-testid="blog-card-read-time">{readTimeLabel(post.readTime)}</span>
          </p>
          <ReadMoreLink post={post} />
        </div>
      </div>
    </article>
  )
}

/** A related article under "Continue your learning journey": category, title, excerpt and link. */
export function RelatedPostCard({ post }: { post: BlogCardPost }) {
  return (
    <article
      data-testid="related-post"
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</p>
      <h3 className="mt-2 text-lg leading-snug font-semibold">{post.title}</h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
      <div className="mt-auto pt-4 text-sm">
        <ReadMoreLink post={post} />
      </div>
    </article>
  )
}
