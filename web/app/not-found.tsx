import { PageNotFound } from '@/components/ui/PageNotFound'

export const metadata = { title: 'Page Not Found', robots: { index: false } }

/** What Next shows for a route it cannot match, and for a client-side navigation to an unknown path. */
export default PageNotFound
