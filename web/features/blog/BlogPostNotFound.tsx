import { ArrowLeft } from 'lucide-react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'

/** What /blog/{id} shows, with HTTP 404, when the id names no article (spec §8). */
export function BlogPostNotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Blog post not found</h1>
      <ButtonLink href="/blog" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to blog
      </ButtonLink>
    </Container>
  )
}
