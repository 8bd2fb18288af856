'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useConsent } from '@/features/consent/store'
import { isChatHiddenPath } from './constants'

// The widget's code is fetched only when a page may show it.
const ChatWidget = dynamic(() => import('./ChatWidget.client'), { ssr: false })

/**
 * Always mounted (root layout), and tiny: decides whether the chat may appear on this page.
 * Hidden on /blog, /auth, /{product slug} and below, and until the visitor has saved cookie
 * preferences (decisions.md, Chat).
 */
export function ChatGate({
  assistantName,
  greeting,
  contactEmail,
  productSlug,
}: {
  assistantName: string
  greeting: string
  contactEmail: string
  productSlug?: string | null
}) {
  const pathname = usePathname()
  const { saved } = useConsent()
  if (!saved || isChatHiddenPath(pathname ?? '/', productSlug)) return null
  return <ChatWidget assistantName={assistantName} greeting={greeting} contactEmail={contactEmail} />
}
