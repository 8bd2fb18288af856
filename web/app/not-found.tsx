import Link from 'next/link'
import { Container } from '@/components/ui/Container'

export const metadata = { title: 'Page Not Found', robots: { index: false } }

/** The 404 page for any path the site does not have. Texts fixed by the spec. */
export default function NotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Home
      </Link>
    </Container>
  )
}
