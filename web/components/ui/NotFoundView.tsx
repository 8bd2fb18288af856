import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from './ButtonLink'
import { Container } from './Container'

/**
 * The layout every not-found view shares (the site's 404, an unknown article, FAQ topic or
 * tutorial step): an optional status line, the heading, what the view has to add, and one
 * link back. Texts are each view's own (spec §2, §8).
 */
export function NotFoundView({
  status,
  title,
  back,
  children,
}: {
  /** Shown large above the heading (the site's 404). */
  status?: string
  title: string
  back: { href: string; label: string }
  children?: ReactNode
}) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      {status && <p className="mb-4 text-7xl font-extrabold text-brand-600">{status}</p>}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <ButtonLink href={back.href} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </ButtonLink>
    </Container>
  )
}
