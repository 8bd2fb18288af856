import type { Metadata } from 'next'
import { BlogCard } from '@/features/blog/BlogCard'
import { joinList } from '@/features/blog/format'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { RSS_PATH } from '@/features/blog/rss'
import { getSiteSettings } from '@/features/layout/settings'
import { pageMetadata } from '@/lib/metadata'
import { breadcrumbList } from '@/lib/structured-data'
import { BlogSearch } from '@/features/blog/BlogSearch.client'
import { getArticles } from '@/features/blog/content'

// Newest first; the cards keep that order.

/** The categories in use, in order of first appearance (newest article first). */
const categoriesOf = (posts: Awaited<ReturnType<typeof getArticles>>) => [
  ...new Set(posts.map((post) => post.category)),
]

export async function generateMetadata(): Promise<Metadata> {
  const [posts, settings] = await Promise.all([getArticles('plain'), getSiteSettings()])
  const metadata = pageMetadata({
    path: '/blog',
    title: 'Blog',
    description: `Articles for teachers from ${settings.productName} on ${joinList(categoriesOf(posts))}.`,
  })
  // <link rel="alternate" type="application/rss+xml">: how feed readers find the feed from the page.
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: RSS_PATH, title: `${settings.productName} blog` }] },
    },
  }
}

export default async function BlogPage() {
  const posts = await getArticles()
  const categories = categoriesOf(posts)
  return (
    <>
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          ['Blog', '/blog'],
        ])}
      />
      <section aria-labelledby="blog-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-16 pb-10 sm:pt-20">
          <h1 id="blog-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Blog
          </h1>
          {categories.length > 0 ? (
            <p className="mt-4 max-w-2xl text-lg text-slate-600">Articles on {joinList(categories)}.</p>
          ) : null}
        </Container>
      </section>
      <Container className="pb-20">
        <BlogSearch
          articles={posts.map((post, index) => ({
            id: post._id,
            fields: [post.title, post.excerpt, post.category],
            card: <BlogCard post={post} eager={index === 0} />,
          }))}
        />
      </Container>
    </>
  )
}
