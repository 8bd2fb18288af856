import { NotFoundStatus } from '@/components/ui/NotFoundStatus'
import { PageNotFound } from '@/components/ui/PageNotFound'
import { redirectIfMoved } from '@/features/redirects/resolve'

type Props = { params: Promise<{ path: string[] }> }

export const metadata = { title: 'Page Not Found', robots: { index: false } }

// Rendered on first request and cached like the [id] pages (none at build): a page rendered per
// request would send its status before the 404 below is known. The cache handler keeps 404s
// out of the cache, so random addresses do not fill it; redirects are cached under their tag.
export const dynamicParams = true
export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  return []
}

/**
 * Every path no route matches (`/tutorial`, `/login`, `/tutorial/step3`): a redirect when the
 * dataset has one for it, else the 404 page. The lookup is one cached, tag-revalidated list, so a
 * new redirect works on its next request after a publish.
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
