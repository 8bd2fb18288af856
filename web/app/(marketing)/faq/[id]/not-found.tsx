import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { Container } from '@/components/ui/Container'

/** Shown with HTTP 404 when /faq/{id} names no topic. */
export default function FaqTopicNotFound() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">FAQ not found</h1>
      <Link
        href="/faq"
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to FAQ
      </Link>
    </Container>
  )
}
