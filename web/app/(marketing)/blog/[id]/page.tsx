import type { Metadata } from 'next'
import { ArticleBody, ArticleHero, ArticleOverview } from '@/features/blog/ArticleSections'
import { RelatedPostCard } from '@/features/blog/BlogCard'
import { BlogPostNotFound } from '@/features/blog/BlogPostNotFound'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import { JsonLd } from '@/components/ui/JsonLd'
import { NotFoundStatus } from '@/components/ui/NotFoundStatus'
import { getSiteSettings } from '@/features/layout/settings'
import { redirectIfMoved } from '@/features/redirects/resolve'
import { pageMetadata } from '@/lib/metadata'
import { absoluteUrl } from '@/lib/site'
import { breadcrumbList } from '@/lib/structured-data'
import { getArticle, articleParams } from '@/features/blog/content'

type Props = { params: Promise<{ id: string }> }

// Articles published after the build render on first request, then are cached like the rest.
export const dynamicParams = true

export const generateStaticParams = articleParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [article, settings] = await Promise.all([getArticle(id, 'plain'), getSiteSettings()])
  if (!article) return { title: 'Blog post not found', robots: { index: false } }
  // Editors may write the search title with or without "| {product}"; the layout's title
  // template adds the suffix only when it is not there already.
  const seoTitle = article.seo?.title
  const brandedSeoTitle = Boolean(seoTitle && settings.productName && seoTitle.includes(settings.productName))
  // The Open Graph and Twitter image is ./opengraph-image.tsx, which Next adds by itself.
  return pageMetadata({
    absoluteTitle: brandedSeoTitle,
    path: `/blog/${article.slug}`,
    title: article.title,
    description: article.excerpt,
    seo: article.seo,
    type: 'article',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
  })
}

export default async function BlogArticlePage({ params }: Props) {
  const { id } = await params
  const [article, plain, settings] = await Promise.all([getArticle(id), getArticle(id, 'plain'), getSiteSettings()])
  if (!article || !plain) {
    // A renamed article's old address, or one an editor redirected: 308/307; else 404.
    await redirectIfMoved(`/blog/${id}`)
    return (
      <>
        <BlogPostNotFound />
        <NotFoundStatus />
      </>
    )
  }

  const path = `/blog/${article.slug}`
  const organization = { '@type': 'Organization', name: settings.productName, url: absoluteUrl('/') }

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: plain.title,
          description: plain.seo?.description || plain.excerpt,
          datePublished: plain.publishedAt,
          dateModified: plain.updatedAt,
          ...(plain.image?.url ? { image: [absoluteUrl(plain.image.url)] } : {}),
          articleSection: plain.category,
          timeRequired: `PT${plain.readTime}M`,
          inLanguage: 'en',
          author: organization,
          publisher: organization,
          url: absoluteUrl(path),
          mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(path) },
        }}
      />
      <JsonLd
        data={breadcrumbList([
          ['Home', '/'],
          ['Blog', '/blog'],
          [plain.title, path],
        ])}
      />

      <article>
        <ArticleHero article={article} />
        <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
          <ArticleOverview article={article} />
          <ArticleBody article={article} productName={settings.productName} />
        </div>
      </article>

      <section aria-labelledby="continue-learning" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="continue-learning" className="text-3xl font-bold tracking-tight">
            Continue your learning journey
          </h2>
          {article.related.length > 0 ? (
            <ul role="list" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {article.related.map((post) => (
                <li key={post._id}>
                  <RelatedPostCard post={post} />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10">
            <ButtonLink href="/" variant="secondary">
              Learn more
              {/* "Learn more" alone tells a screen reader or crawler nothing about the destination. */}
              <span className="sr-only"> about {settings.productName}</span>
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  )
}
