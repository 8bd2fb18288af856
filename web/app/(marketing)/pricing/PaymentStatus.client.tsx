'use client'

import { CheckCircle2, Info } from 'lucide-react'
import { useSearchParams } from 'next/navigation'

/**
 * The message shown when the payment provider sends the visitor back with ?success or
 * ?canceled. Read on the client so the pricing page itself stays static.
 */
export function PaymentStatus() {
  const params = useSearchParams()
  if (params.has('success')) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4 text-teal-900"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        Payment successful! Your subscription has been activated.
      </p>
    )
  }
  if (params.has('canceled')) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900">
        <Info aria-hidden="true" className="size-5 shrink-0" />
        Payment was canceled. You can try again anytime.
      </p>
    )
  }
  return null
}
