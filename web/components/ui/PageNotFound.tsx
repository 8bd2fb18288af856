import { ButtonLink } from './ButtonLink'
import { Container } from './Container'

/** The 404 page for any path the site does not have. Texts fixed by the spec (§2). */
export function PageNotFound() {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page Not Found</h1>
      <ButtonLink href="/" className="mt-8">
        Back to Home
      </ButtonLink>
    </Container>
  )
}
