'use client'

import { X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { saveConsent, type ConsentChoices } from './store'
import { primaryButton } from './ui'

type Category = { key: 'necessary' | keyof ConsentChoices; label: string; description: string }

const CATEGORIES: readonly Category[] = [
  { key: 'necessary', label: 'Necessary', description: 'Keep the site working and remember this choice. Always on.' },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Count visits and show which pages help, so we can improve the site.',
  },
  { key: 'marketing', label: 'Marketing', description: 'Measure our advertising and make it relevant to you.' },
]

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), a[href], select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The Cookie Settings panel: a modal dialog (native <dialog> opened with showModal, so the
 * rest of the page is inert). Save Settings, the × button and Escape all close it, and every
 * way of closing saves the current selection; so does leaving the page while it is open.
 */
export function CookieSettingsDialog({ initial, onClosed }: { initial: ConsentChoices; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const firstChoiceRef = useRef<HTMLInputElement>(null)
  const [choices, setChoices] = useState<ConsentChoices>(initial)
  const latest = useRef<ConsentChoices>(initial)
  const headingId = useId()
  const introId = useId()
  const idPrefix = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Guarded: strict mode runs this effect twice on the same element.
    if (!dialog.open) dialog.showModal()
    firstChoiceRef.current?.focus()
    const persist = () => {
      saveConsent(latest.current)
    }
    window.addEventListener('pagehide', persist)
    window.addEventListener('beforeunload', persist)
    return () => {
      window.removeEventListener('pagehide', persist)
      window.removeEventListener('beforeunload', persist)
    }
  }, [])

  const toggle = (key: keyof ConsentChoices, value: boolean) => {
    const next = { ...latest.current, [key]: value }
    latest.current = next
    setChoices(next)
  }

  // Save, × and Escape (the native cancel) all end in the dialog's close event.
  const close = () => dialogRef.current?.close()
  const onClose = () => {
    saveConsent(latest.current)
    onClosed()
  }

  // showModal already makes the page inert; this keeps Tab cycling inside the panel too.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return
    const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (!first || !last) return
    const active = document.activeElement
    const inside = active instanceof HTMLElement && focusables.includes(active)
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={introId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-700 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 py-2 pr-2 pl-5">
        <h2 id={headingId} className="text-lg font-semibold">
          Cookie Settings
        </h2>
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">
        <p id={introId} className="text-sm">
          Choose which cookies we may use. Closing this panel saves your selection; you can change it at any time.
        </p>
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">Cookie categories</legend>
          {CATEGORIES.map((category) => {
            const inputId = `${idPrefix}-${category.key}`
            const descriptionId = `${inputId}-description`
            const necessary = category.key === 'necessary'
            return (
              <div key={category.key} className="rounded-lg border border-slate-200 px-3 py-2.5">
                <label htmlFor={inputId} className="flex min-h-8 items-center gap-3 font-medium text-ink">
                  <input
                    ref={category.key === 'analytics' ? firstChoiceRef : undefined}
                    id={inputId}
                    type="checkbox"
                    name={category.key}
                    aria-describedby={descriptionId}
                    className="size-5 shrink-0 accent-brand-600 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    {...(necessary
                      ? { checked: true, disabled: true, readOnly: true }
                      : {
                          checked: choices[category.key as keyof ConsentChoices],
                          onChange: (event) => toggle(category.key as keyof ConsentChoices, event.target.checked),
                        })}
                  />
                  {category.label}
                </label>
                <p id={descriptionId} className="mt-0.5 pl-8 text-sm text-slate-600">
                  {category.description}
                </p>
              </div>
            )
          })}
        </fieldset>
      </div>
      <div className="flex justify-end border-t border-slate-200 px-5 py-4">
        <button type="button" className={`${primaryButton} w-full sm:w-auto`} onClick={close}>
          Save Settings
        </button>
      </div>
    </dialog>
  )
}
