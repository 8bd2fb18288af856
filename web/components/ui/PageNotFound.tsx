import { NotFoundView } from './NotFoundView'

/** The 404 page for any path the site does not have. Texts fixed by the spec (§2). */
export function PageNotFound() {
  return <NotFoundView status="404" title="Page Not Found" back={{ href: '/', label: 'Back to Home' }} />
}
