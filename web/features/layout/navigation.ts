export type NavLink = { readonly href: string; readonly label: string }

/** The header's navigation, in the order of the spec. Labels are UI chrome fixed by the spec. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/blog', label: 'Blog' },
  { href: '/faq', label: 'FAQ' },
  { href: '/best-practice', label: 'Tutorial' },
] as const

export const LEGAL_LINKS = [
  { href: '/terms-of-service', label: 'Terms of service' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/dpa', label: 'Data processing agreement' },
] as const

/** Whether the header belongs on this path: everywhere except the article pages under /blog/. */
export function headerVisibleOn(pathname: string): boolean {
  return !pathname.startsWith('/blog/')
}
