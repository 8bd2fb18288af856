'use client'

import { X } from 'lucide-react'
import { useState, type ReactNode } from 'react'

const TONES = {
  brand: { box: 'bg-brand-600 text-white', button: 'hover:bg-brand-700 focus-visible:outline-white' },
  success: { box: 'border border-teal-200 bg-teal-50 text-teal-900', button: 'hover:bg-teal-100' },
  info: { box: 'border border-sky-200 bg-sky-50 text-sky-900', button: 'hover:bg-sky-100' },
} as const

/**
 * A message on the pricing page that the visitor can close (spec §2: "a dismissible message
 * banner"): the editors' banner and the payment result. Closed, it stays closed for this visit.
 * `announce` makes the text a live status (the payment result the visitor just came back to).
 */
export function DismissibleBanner({
  label,
  message,
  tone = 'brand',
  icon,
  announce = false,
  onDismiss,
}: {
  label: string
  message: string
  tone?: keyof typeof TONES
  icon?: ReactNode
  announce?: boolean
  onDismiss?: () => void
}) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div role="region" aria-label={label} className={`flex items-start gap-3 rounded-xl p-4 ${TONES[tone].box}`}>
      {icon}
      <p className="flex-1" role={announce ? 'status' : undefined}>
        {message}
      </p>
      <button
        type="button"
        onClick={() => {
          setOpen(false)
          onDismiss?.()
        }}
        className={`-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md ${TONES[tone].button}`}
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Dismiss message</span>
      </button>
    </div>
  )
}
