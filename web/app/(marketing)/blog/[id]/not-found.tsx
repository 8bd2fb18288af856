import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'

/** Shown, with HTTP 404, when /blog/{id} names no article. */
export default function BlogPostNotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blog post not found</h1>
      <ButtonLink href="/blog" className="mt-8">
        Back to blog
      </ButtonLink>
    </Container>
  )
}
