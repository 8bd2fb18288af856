'use client'

import { CheckCircle2, Info } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { DismissibleBanner } from './DismissibleBanner.client'

const PAYMENT_PARAMS = ['success', 'canceled'] as const

const MESSAGES = {
  success: {
    tone: 'success',
    message: 'Payment successful! Your subscription has been activated.',
    Icon: CheckCircle2,
  },
  canceled: { tone: 'info', message: 'Payment was canceled. You can try again anytime.', Icon: Info },
} as const

/**
 * The message shown when the payment provider sends the visitor back with ?success or
 * ?canceled. Read on the client so the pricing page itself stays static. Dismissing it also
 * drops the parameter from the address, so a reload or a re-render does not bring it back.
 */
export function PaymentStatus() {
  const params = useSearchParams()
  const outcome = PAYMENT_PARAMS.find((name) => params.has(name))
  if (!outcome) return null
  const { tone, message, Icon } = MESSAGES[outcome]
  return (
    <DismissibleBanner
      key={outcome}
      label="Payment status"
      tone={tone}
      message={message}
      announce
      icon={<Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
      onDismiss={() => {
        const url = new URL(window.location.href)
        for (const name of PAYMENT_PARAMS) url.searchParams.delete(name)
        window.history.replaceState(window.history.state, '', url)
      }}
    />
  )
}
