import { notFound } from 'next/navigation'
import { Suspense } from 'react'

async function SignalNotFound(): Promise<never> {
  notFound()
}

/**
 * Makes the page it is rendered in answer HTTP 404 while its own markup, the not-found view
 * beside this element, stays in the server's HTML.
 *
 * Why not call `notFound()` in the page itself: Next 16 then renders the response through its
 * error-recovery path, whose HTML is an empty document (no layout, no text) that only fills in
 * once JavaScript runs (vercel/next.js#62228, #95613). Thrown inside a Suspense boundary instead,
 * the prerender completes with everything outside the boundary and Next still sets the 404
 * status and `noindex`; in the browser the segment's not-found.tsx (the same view) takes over.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <SignalNotFound />
    </Suspense>
  )
}
