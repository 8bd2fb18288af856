import Link from 'next/link'
import type { ReactNode } from 'react'

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
} as const

const SIZES = {
  default: 'gap-2 px-5 py-2.5',
  /** A short label (a number, "Step 3"): at least as wide as it is tall. */
  compact: 'min-w-11 px-3',
} as const

/** A link styled as a button. External links (the teacher app) use a plain anchor. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'default',
  className = '',
}: {
  href: string
  children: ReactNode
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
  className?: string
}) {
  const classes = `inline-flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold transition-colors ${SIZES[size]} ${VARIANTS[variant]} ${className}`
  if (/^(https?:|mailto:)/.test(href)) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  )
}
