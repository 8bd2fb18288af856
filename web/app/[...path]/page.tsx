import { NotFoundStatus } from '@/components/ui/NotFoundStatus'
import { PageNotFound } from '@/components/ui/PageNotFound'
import { redirectIfMoved } from '@/features/redirects/resolve'

type Props = { params: Promise<{ path: string[] }> }

export const metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * Every path no route matches (`/tutorial`, `/login`, `/tutorial/step3`): a redirect when the
 * dataset has one for it, else the 404 page. Rendered per request; the lookup itself is one
 * cached, tag-revalidated list, so a new redirect works on its next request after a publish.
 */
export default async function UnknownPath({ params }: Props) {
  const { path } = await params
  await redirectIfMoved(`/${path.join('/')}`)
  return (
    <>
      <PageNotFound />
      <NotFoundStatus />
    </>
  )
}
