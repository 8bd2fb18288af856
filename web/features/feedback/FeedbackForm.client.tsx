'use client'

import { Star } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { FEEDBACK_API_PATH, FEEDBACK_LIMITS, FEEDBACK_TYPE_LABELS, FEEDBACK_TYPES, HONEYPOT_FIELD } from './constants'
import type { FeedbackInput } from './schema'

/** The shared zod schema, loaded on first submit so pages do not ship zod up front. */
const loadSchema = () => import('./schema')

/** Texts the spec fixes (§8). */
const feedbackMessages = {
  success: (productName: string) => `Feedback sent successfully! Thank you for helping us improve ${productName}!`,
  failed: 'Failed to send feedback. Please try again.',
  error: 'An error occurred. Please try again.',
}

type FeedbackType = (typeof FEEDBACK_TYPES)[number]
type Field = 'name' | 'email' | 'feedbackType' | 'rating' | 'message' | 'publicFeedback'
type Status = { kind: 'idle' | 'success' | 'error'; text: string }

const EMPTY = {
  name: '',
  email: '',
  feedbackType: 'general' as FeedbackType,
  rating: 0,
  message: '',
  publicFeedback: false,
  [HONEYPOT_FIELD]: '',
}

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-[invalid=true]:border-red-500'
const labelClass = 'block text-sm font-semibold text-ink'

/**
 * The visitor feedback form of the home and about pages. `productName` comes from the
 * CMS site settings (it is required there; the fallback only guards a half-filled dataset).
 */
export function FeedbackForm({ productName: cmsProductName }: { productName: string | null | undefined }) {
  const productName = cmsProductName?.trim() || 'the product'
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  // When the form became usable (the browser's monotonic clock): the server reads how long it
  // was open as one spam signal among several (features/feedback/spam.ts).
  const shownAt = useRef<number | null>(null)
  useEffect(() => {
    shownAt.current = performance.now()
  }, [])

  const blank = values.message.trim() === ''
  const canSubmit = !sending && !blank && values.rating > 0

  function set<K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current))
  }

  function showIssues(issues: { path: string; message: string }[]) {
    const next: Partial<Record<Field, string>> = {}
    for (const issue of issues) {
      const field = issue.path.split('.')[0] as Field
      next[field] ??= issue.message
    }
    setErrors(next)
  }

  function preloadSchema() {
    // Fetch the schema while the visitor types, so submitting does not wait for it.
    loadSchema().catch(() => undefined)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!canSubmit) return

    const payload: FeedbackInput = {
      name: values.name,
      email: values.email,
      feedbackType: values.feedbackType,
      rating: values.rating,
      message: values.message,
      publicFeedback: values.publicFeedback,
      formOpenMs: Math.round(performance.now() - (shownAt.current ?? 0)),
    }
    // Same schema as the server: catch what we can before the round trip.
    let schema: Awaited<ReturnType<typeof loadSchema>>
    try {
      schema = await loadSchema()
    } catch {
      setStatus({ kind: 'error', text: feedbackMessages.error })
      return
    }
    const { feedbackSchema, toIssues } = schema
    const checked = feedbackSchema.safeParse(payload)
    if (!checked.success) {
      showIssues(toIssues(checked.error))
      return
    }
    if (values[HONEYPOT_FIELD]) payload[HONEYPOT_FIELD] = values[HONEYPOT_FIELD]

    setSending(true)
    setStatus({ kind: 'idle', text: '' })
    try {
      const response = await fetch(FEEDBACK_API_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      })
      const data = (await response.json()) as { success?: unknown; issues?: { path: string; message: string }[] }
      if (data.success === true) {
        // The next message is written in a form shown from now.
        shownAt.current = performance.now()
        setValues(EMPTY)
        setErrors({})
        setStatus({ kind: 'success', text: feedbackMessages.success(productName) })
      } else {
        if (Array.isArray(data.issues)) showIssues(data.issues)
        setStatus({ kind: 'error', text: feedbackMessages.failed })
      }
    } catch {
      setStatus({ kind: 'error', text: feedbackMessages.error })
    } finally {
      setSending(false)
    }
  }

  const fieldId = (field: string) => `${id}-${field}`
  const errorId = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined)
  const describe = (field: Field, ...others: string[]) =>
    [errorId(field), ...others].filter(Boolean).join(' ') || undefined

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1.5 text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null

  /** Name and e-mail: optional one-line fields that differ only in their input type and autofill. */
  const optionalTextField = (
    field: 'name' | 'email',
    label: string,
    input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>,
  ) => (
    <div>
      <label htmlFor={fieldId(field)} className={labelClass}>
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <input
        id={fieldId(field)}
        name={field}
        {...input}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describe(field)}
        className={inputClass}
      />
      {fieldError(field)}
    </div>
  )

  return (
    <form onSubmit={onSubmit} onFocus={preloadSchema} noValidate aria-busy={sending} className="space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        {optionalTextField('name', 'Name', { type: 'text', autoComplete: 'name', maxLength: FEEDBACK_LIMITS.nameMax })}
        {optionalTextField('email', 'E-mail', {
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          maxLength: FEEDBACK_LIMITS.emailMax,
        })}
      </div>

      <div>
        <label htmlFor={fieldId('type')} className={labelClass}>
          Feedback type
        </label>
        <select
          id={fieldId('type')}
          name="feedbackType"
          value={values.feedbackType}
          onChange={(e) => set('feedbackType', e.target.value as FeedbackType)}
          aria-invalid={errors.feedbackType ? true : undefined}
          aria-describedby={describe('feedbackType')}
          className={inputClass}
        >
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {FEEDBACK_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {fieldError('feedbackType')}
      </div>

      <div
        role="group"
        aria-labelledby={fieldId('rating-label')}
        aria-describedby={describe('rating', fieldId('rating-text'))}
      >
        <span id={fieldId('rating-label')} className={labelClass}>
          Rating
        </span>
        <div className="mt-1.5 flex flex-wrap items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`Rate ${n} ${n === 1 ? 'star' : 'stars'}`}
              aria-pressed={values.rating === n}
              onClick={() => set('rating', n)}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-300 transition-colors hover:bg-brand-50 hover:text-amber-400"
            >
              <Star
                aria-hidden="true"
                focusable="false"
                className={`size-7 ${n <= values.rating ? 'fill-amber-400 text-amber-400' : 'fill-none'}`}
              />
            </button>
          ))}
          <span id={fieldId('rating-text')} className="ml-2 text-sm text-slate-600">
            {values.rating === 0 ? 'Click to rate' : `${values.rating} out of 5 stars`}
          </span>
        </div>
        {fieldError('rating')}
      </div>

      <div>
        <label htmlFor={fieldId('message')} className={labelClass}>
          Message
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={6}
          required
          maxLength={FEEDBACK_LIMITS.messageMax}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message', fieldId('message-count'))}
          className={`${inputClass} resize-y`}
        />
        <p id={fieldId('message-count')} className="mt-1.5 text-right text-xs text-slate-500">
          {values.message.length} / {FEEDBACK_LIMITS.messageMax} characters
        </p>
        {fieldError('message')}
      </div>

      {/* Honeypot: invisible to people and screen readers, filled in only by bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
        />
      </div>

      <div className="flex items-start gap-3">
        <input
          id={fieldId('public')}
          name="publicFeedback"
          type="checkbox"
          checked={values.publicFeedback}
          onChange={(e) => set('publicFeedback', e.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={fieldId('public')} className="text-sm text-slate-700">
          {productName} may show my feedback publicly (only after review)
        </label>
      </div>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={!canSubmit}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-600 disabled:opacity-50"
        >
          {sending ? 'Sending...' : 'Send feedback'}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={`text-sm font-medium ${status.kind === 'error' ? 'text-red-700' : 'text-emerald-700'}`}
        >
          {status.text}
        </p>
      </div>
    </form>
  )
}
