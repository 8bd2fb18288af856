import Link from 'next/link'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import type { SiteSettings } from '@/features/layout/settings'
import { appUrl } from '@/lib/public-env'
import { CookieSettingsButton } from '@/features/consent/CookieSettingsButton.client'
import { LEGAL_LINKS, NAV_LINKS, type NavLink } from './navigation'

/** Sign-up call to action and the footer, on every page. */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto">
      <section aria-labelledby="signup-cta" className="bg-brand-700 text-white">
        <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="signup-cta" className="text-2xl font-bold text-white sm:text-3xl">
              {settings.signUpCta.heading}
            </h2>
            <p className="mt-3 text-brand-100">{settings.signUpCta.text}</p>
          </div>
          <ButtonLink href={appUrl('/auth')} variant="secondary" className="shrink-0">
            {settings.signUpCta.buttonLabel}
          </ButtonLink>
        </Container>
      </section>
      <div className="bg-ink text-slate-300">
        <Container className="grid gap-10 py-12 md:grid-cols-4">
          <div className="md:col-span-2">
            <p className="text-xl font-bold text-white">{settings.productName}</p>
            <p className="mt-3 max-w-md text-sm">{settings.footerText}</p>
            <p className="mt-4 text-sm">
              <a
                href={`mailto:${settings.contactEmail}`}
                className="font-medium text-white underline underline-offset-2"
              >
                {settings.contactEmail}
              </a>
            </p>
            {settings.socialLinks && settings.socialLinks.length > 0 ? (
              <ul className="mt-4 flex gap-4 text-sm" role="list">
                {settings.socialLinks.map((link) => (
                  <li key={link._key}>
                    <a href={link.url} className="hover:text-white" rel="me noopener">
                      {link.platform}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <FooterNav label="Footer" heading="Explore" links={NAV_LINKS} />
          <FooterNav label="Legal" heading="Legal" links={LEGAL_LINKS}>
            <li>
              <CookieSettingsButton />
            </li>
          </FooterNav>
        </Container>
        <Container className="border-t border-slate-800 py-6 text-sm">
          <p>
            © {year} {settings.productName}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  )
}

/** A titled column of footer links; `children` adds list items that are not links. */
function FooterNav({
  label,
  heading,
  links,
  children,
}: {
  label: string
  heading: string
  links: readonly NavLink[]
  children?: ReactNode
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <ul className="mt-3 space-y-2 text-sm" role="list">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}
