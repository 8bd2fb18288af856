import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

/**
 * The "Back to …" link at the top of a detail page, leading to the page that lists it.
 * `className` sets how it sits in its header (display, size); the look of the link is shared.
 */
export function BackLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <Link
      href={href}
      className={`${className} min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
