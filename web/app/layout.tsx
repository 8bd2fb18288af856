import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { SiteFooter } from '@/features/layout/SiteFooter'
import { SiteHeader } from '@/features/layout/SiteHeader.client'
import { DraftModeTools } from '@/features/publishing/DraftModeTools'
import { FailedImageFallback } from '@/components/ui/FailedImageFallback.client'
import { ConsentModeScript } from '@/features/consent/ConsentModeScript'
import { ConsentManager } from '@/features/consent/ConsentManager.client'
import { ChatGate } from '@/features/chat/ChatGate.client'
import { env } from '@/lib/env'
import { getSiteSettings } from '@/features/layout/settings'
import { appUrl } from '@/lib/public-env'
import { inter } from '@/components/ui/fonts'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${settings.productName} – ${settings.tagline}`, template: `%s | ${settings.productName}` },
    description: settings.description,
    applicationName: settings.productName,
    openGraph: { siteName: settings.productName, type: 'website', locale: 'en_GB' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = { themeColor: '#4f46e5', width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en" className={inter.variable}>
      <head>
        <ConsentModeScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <DraftModeTools />
        <SiteHeader productName={settings.productName} signInUrl={appUrl('/auth')} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} />
        <FailedImageFallback />
        <ConsentManager consentStyle={settings.consentStyle} acceptOnScroll={settings.consentAcceptOnScroll ?? false} />
        <ChatGate
          assistantName={settings.assistantName}
          greeting={settings.chatGreeting}
          contactEmail={settings.contactEmail}
          productSlug={settings.productSlug}
        />
      </body>
    </html>
  )
}
