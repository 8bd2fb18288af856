'use client'

import { X } from 'lucide-react'
import { useState } from 'react'

/** The pricing page's message banner; dismissing it hides it for this visit. */
export function DismissibleBanner({ message }: { message: string }) {
  const [open, setOpen] = useState(true)
  if (!open) return null
  return (
    <div role="region" aria-label="Message" className="flex items-start gap-3 rounded-xl bg-brand-600 p-4 text-white">
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-brand-700 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Dismiss message</span>
      </button>
    </div>
  )
}
