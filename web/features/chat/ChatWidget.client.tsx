'use client'

import { MessageCircle, SendHorizontal, X } from 'lucide-react'
import Link from 'next/link'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { fetchReply, newSessionId } from './client-reply'
import { CHAT_API_PATH, CHAT_MESSAGE_MAX_LENGTH, CHAT_TOOLTIP_STORAGE_KEY } from './constants'
import { parseReply } from './links'

/**
 * The chat assistant: a floating bubble that opens a non-modal chat window. Loaded on demand
 * by ChatGate (next/dynamic), only on pages that may show it and after cookie preferences are
 * saved. One session id per load of the widget (spec §3).
 */

export interface ChatWidgetProps {
  assistantName: string
  greeting: string
  contactEmail: string
}

interface ChatMessage {
  id: number
  text: string
  sender: 'user' | 'bot'
}

function readTooltipDismissed(): boolean {
  try {
    return window.localStorage.getItem(CHAT_TOOLTIP_STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

function rememberTooltipDismissed() {
  try {
    window.localStorage.setItem(CHAT_TOOLTIP_STORAGE_KEY, '1')
  } catch {
    // Storage blocked: the tooltip stays hidden for this page view only.
  }
}

/** A reply with its [text](/path) links as links; nothing else is interpreted. */
function ReplyText({ text }: { text: string }) {
  return (
    <>
      {parseReply(text).map((segment, i) =>
        segment.type === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : segment.href.startsWith('/') ? (
          <Link
            key={i}
            href={segment.href}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {segment.text}
          </Link>
        ) : (
          <a
            key={i}
            href={segment.href}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {segment.text}
          </a>
        ),
      )}
    </>
  )
}

export default function ChatWidget({ assistantName, greeting, contactEmail }: ChatWidgetProps) {
  const [open, setOpen] = useState(false)
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, text: greeting, sender: 'bot' }])
  const [draft, setDraft] = useState('')
  const [loading, setLoading] = useState(false)
  // The widget renders only in the browser (ssr: false), so storage can be read up front.
  const [tooltip, setTooltip] = useState(() => !readTooltipDismissed())
  const [sessionId] = useState(newSessionId)

  const nextId = useRef(1)
  const bubbleRef = useRef<HTMLButtonElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const windowId = useId()
  const titleId = useId()
  const inputId = useId()

  const dismissTooltip = useCallback(() => {
    setTooltip(false)
    rememberTooltipDismissed()
  }, [])

  const toggle = () => {
    setOpen((value) => !value)
    dismissTooltip()
  }

  const close = useCallback(() => {
    setOpen(false)
    bubbleRef.current?.focus()
  }, [])

  // Focus moves into the window when it opens, and back to the input once a reply arrives
  // (a disabled input loses focus while the reply loads).
  useEffect(() => {
    if (open && !loading) inputRef.current?.focus()
  }, [open, loading])

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current
    if (list) list.scrollTop = list.scrollHeight
  }, [messages, loading, open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const text = draft.trim()
    if (!text || loading) return
    const add = (message: Omit<ChatMessage, 'id'>) =>
      setMessages((list) => [...list, { ...message, id: nextId.current++ }])
    add({ text, sender: 'user' })
    setDraft('')
    setLoading(true)
    const reply = await fetchReply(CHAT_API_PATH, { message: text, sessionId }, contactEmail)
    add({ text: reply, sender: 'bot' })
    setLoading(false)
  }

  return (
    <div
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 print:hidden"
      onKeyDown={onKeyDown}
      data-testid="chat-widget"
    >
      {open ? (
        <section
          id={windowId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          className="flex h-[min(34rem,calc(100dvh-7rem))] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:w-96"
        >
          <div className="flex items-center justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-white/15">
                <MessageCircle className="size-4" />
              </span>
              <h2 id={titleId} className="text-base font-semibold text-white">
                {assistantName}
              </h2>
            </div>
            <XButton
              label="Close"
              onClick={close}
              className="grid size-11 place-items-center rounded-lg text-white/90 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-white"
              iconClassName="size-5"
            />
          </div>

          {/* New messages are announced politely as they are added (role="log"). */}
          <div
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label="Conversation"
            className="flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-4 py-4"
          >
            <ol className="space-y-3">
              {messages.map((message) => (
                <li
                  key={message.id}
                  data-sender={message.sender}
                  className={message.sender === 'user' ? 'flex justify-end' : 'flex justify-start'}
                >
                  <p
                    className={
                      message.sender === 'user'
                        ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-3.5 py-2 text-sm break-words whitespace-pre-line text-white'
                        : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3.5 py-2 text-sm break-words whitespace-pre-line text-slate-800 shadow-sm ring-1 ring-slate-200'
                    }
                  >
                    <span className="sr-only">{message.sender === 'user' ? 'You: ' : `${assistantName}: `}</span>
                    {message.sender === 'bot' ? <ReplyText text={message.text} /> : message.text}
                  </p>
                </li>
              ))}
              {loading ? (
                <li className="flex justify-start" data-testid="chat-loading">
                  <p className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-3.5 py-3 shadow-sm ring-1 ring-slate-200">
                    <span className="sr-only">{assistantName} is typing…</span>
                    <span
                      aria-hidden="true"
                      className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]"
                    />
                    <span
                      aria-hidden="true"
                      className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]"
                    />
                    <span aria-hidden="true" className="size-2 animate-bounce rounded-full bg-slate-400" />
                  </p>
                </li>
              ) : null}
            </ol>
          </div>

          <form onSubmit={send} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
            <label htmlFor={inputId} className="sr-only">
              Message to {assistantName}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Type a message..."
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              disabled={loading}
              autoComplete="off"
              enterKeyHint="send"
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:bg-slate-100 sm:text-sm"
            />
            <button
              type="submit"
              disabled={loading || !draft.trim()}
              aria-label="Send message"
              className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              <SendHorizontal aria-hidden="true" className="size-5" />
            </button>
          </form>
        </section>
      ) : null}

      <div className="flex items-center gap-3">
        {tooltip && !open ? (
          <div className="flex items-center gap-1 rounded-xl bg-white py-1 pr-1 pl-3.5 text-sm font-medium text-ink shadow-lg ring-1 ring-slate-200">
            <span>Need help? Just ask!</span>
            <XButton
              label="Dismiss"
              onClick={dismissTooltip}
              className="grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
              iconClassName="size-4"
            />
          </div>
        ) : null}
        <button
          ref={bubbleRef}
          type="button"
          onClick={toggle}
          aria-label={open ? 'Close chat' : 'Open chat'}
          aria-expanded={open}
          aria-controls={open ? windowId : undefined}
          className="grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-offset-4"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
        </button>
      </div>
    </div>
  )
}

/** A button showing only an X (close, dismiss); `label` is its name for assistive technology. */
function XButton({
  label,
  onClick,
  className,
  iconClassName,
}: {
  label: string
  onClick: () => void
  className: string
  iconClassName: string
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  )
}
