import { useSyncExternalStore } from 'react'

/**
 * The one consent state of the site, behind both consent styles (bottom bar with settings
 * panel, compact banner). Preferences live in localStorage; they are mirrored into the
 * `CookieConsent` cookie (`true` when analytics or marketing is granted, `false` otherwise)
 * so the server can read the visitor's answer.
 *
 * Readers:
 * - React: `useConsent()` — e.g. the chatbot shows only once `useConsent().saved` is true.
 * - Anything else: `readConsent()` and `subscribeToConsent(listener)`.
 */

export const CONSENT_STORAGE_KEY = 'assessa.cookie-preferences'
export const CONSENT_COOKIE_NAME = 'CookieConsent'
const CONSENT_MAX_AGE_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000

/** What the visitor decides: necessary cookies are always on and cannot be refused. */
export type ConsentChoices = { analytics: boolean; marketing: boolean }

export type ConsentPreferences = Readonly<{
  necessary: true
  analytics: boolean
  marketing: boolean
  /** ISO 8601 UTC timestamp, e.g. 2025-07-01T09:30:00.000Z. */
  savedAt: string
}>

const ISO_UTC_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/**
 * A stored record is used only when it has exactly the shape this code writes. A hand-written
 * check rather than zod: this module runs on every page, and zod would add ~30 KB to each.
 */
function asPreferences(value: unknown): ConsentPreferences | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const { necessary, analytics, marketing, savedAt } = record
  if (necessary !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
  if (typeof savedAt !== 'string' || !ISO_UTC_DATETIME.test(savedAt) || Number.isNaN(Date.parse(savedAt))) return null
  return { necessary, analytics, marketing, savedAt }
}

export type ConsentState = Readonly<{
  /** False while rendering on the server and hydrating: the answer is not known yet, so show nothing. */
  ready: boolean
  /** True once the visitor has saved preferences (in either consent style) and they have not expired. */
  saved: boolean
  /** The saved preferences, or null when nothing is saved. */
  preferences: ConsentPreferences | null
}>

/** Until the visitor answers, only necessary cookies are allowed (no pre-ticked boxes). */
export const DEFAULT_CHOICES: ConsentChoices = Object.freeze({ analytics: false, marketing: false })
const ALL_GRANTED: ConsentChoices = Object.freeze({ analytics: true, marketing: true })

/** The server does not know the answer (localStorage is the source of truth). */
const SERVER_STATE: ConsentState = Object.freeze({ ready: false, saved: false, preferences: null })

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the store needs from the browser; tests pass fakes. */
export type ConsentEnvironment = {
  /** null when localStorage is unavailable (blocked, private mode); choices then last for the page's lifetime. */
  storage: StorageLike | null
  /** Anything with document.cookie semantics: reading gives "a=1; b=2", assigning sets one cookie. */
  cookies: { cookie: string }
  /** Adds `Secure` to the cookie on https. */
  secure: boolean
  now: () => number
  /** Called with a callback for changes made in other tabs; returns an unsubscribe function. */
  onExternalChange?: (callback: () => void) => () => void
}

function browserEnvironment(): ConsentEnvironment | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null
  let storage: StorageLike | null = null
  try {
    storage = window.localStorage
    // Some browsers expose localStorage but throw on use (storage disabled, quota 0).
    storage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    storage = null
  }
  return {
    storage,
    cookies: document,
    secure: window.location.protocol === 'https:',
    now: () => Date.now(),
    onExternalChange: (callback) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === CONSENT_STORAGE_KEY) callback()
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

export function readCookie(cookies: { cookie: string }, name: string): string | undefined {
  for (const part of cookies.cookie.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim())
  }
  return undefined
}

/** The cookie mirror: `true` when analytics or marketing is granted, `false` otherwise. */
export function consentCookieValue(choices: ConsentChoices): 'true' | 'false' {
  return choices.analytics || choices.marketing ? 'true' : 'false'
}

export function createConsentStore(getEnvironment: () => ConsentEnvironment | null = browserEnvironment) {
  let environment: ConsentEnvironment | null | undefined
  let state: ConsentState | undefined
  /** Used when localStorage is unavailable. */
  let memory: ConsentPreferences | null = null
  const listeners = new Set<() => void>()
  const settingsRequests = new Set<() => void>()
  let stopExternal: (() => void) | undefined

  const env = () => (environment === undefined ? (environment = getEnvironment()) : environment)

  function expiresAt(preferences: ConsentPreferences): number {
    return Date.parse(preferences.savedAt) + CONSENT_MAX_AGE_DAYS * DAY_MS
  }

  function writeCookie(e: ConsentEnvironment, value: string | null, expires: number) {
    const base = `${CONSENT_COOKIE_NAME}=${value ?? ''}; Path=/; SameSite=Lax${e.secure ? '; Secure' : ''}`
    if (value === null) {
      e.cookies.cookie = `${base}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`
      return
    }
    const maxAge = Math.max(0, Math.round((expires - e.now()) / 1000))
    e.cookies.cookie = `${base}; Max-Age=${maxAge}; Expires=${new Date(expires).toUTCString()}`
  }

  function readStored(e: ConsentEnvironment): ConsentPreferences | null {
    if (!e.storage) return memory
    let raw: string | null
    try {
      raw = e.storage.getItem(CONSENT_STORAGE_KEY)
    } catch {
      return memory
    }
    if (!raw) return null
    try {
      return asPreferences(JSON.parse(raw))
    } catch {
      return null
    }
  }

  /** Reads localStorage, drops expired or malformed records and keeps the cookie mirror in step. */
  function load(): ConsentState {
    const e = env()
    if (!e) return SERVER_STATE
    let preferences = readStored(e)
    if (preferences && expiresAt(preferences) <= e.now()) {
      // Consent lasts 365 days; after that the visitor is asked again.
      try {
        e.storage?.removeItem(CONSENT_STORAGE_KEY)
      } catch {
        // Nothing to clean up if storage refuses.
      }
      memory = null
      preferences = null
    }
    const cookie = readCookie(e.cookies, CONSENT_COOKIE_NAME)
    if (preferences) {
      const expected = consentCookieValue(preferences)
      // Restore a cleared or out-of-step mirror without extending the consent's lifetime.
      if (cookie !== expected) writeCookie(e, expected, expiresAt(preferences))
    } else if (cookie !== undefined) {
      // No answer on record (e.g. storage cleared): the server must not read a stale answer.
      writeCookie(e, null, 0)
    }
    return Object.freeze({ ready: true, saved: preferences !== null, preferences })
  }

  function notify() {
    for (const listener of [...listeners]) listener()
  }

  function refresh() {
    state = load()
    notify()
  }

  const store = {
    /** Read lazily on first use in the browser (which also repairs the cookie mirror), then cached until a change. */
    getSnapshot(): ConsentState {
      if (!env()) return SERVER_STATE
      return (state ??= load())
    },
    getServerSnapshot(): ConsentState {
      return SERVER_STATE
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      if (listeners.size === 1) stopExternal = env()?.onExternalChange?.(refresh)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopExternal?.()
          stopExternal = undefined
        }
      }
    },
    /** Saves the visitor's choices (necessary is always on), mirrors them into the cookie and notifies readers. */
    save(choices: ConsentChoices): ConsentPreferences {
      const e = env()
      const preferences: ConsentPreferences = {
        necessary: true,
        analytics: Boolean(choices.analytics),
        marketing: Boolean(choices.marketing),
        savedAt: new Date(e ? e.now() : Date.now()).toISOString(),
      }
      if (!e) return preferences
      memory = preferences
      try {
        e.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(preferences))
      } catch {
        // Quota or privacy mode: the in-memory copy and the cookie still carry the answer for this page.
      }
      writeCookie(e, consentCookieValue(preferences), expiresAt(preferences))
      state = Object.freeze({ ready: true, saved: true, preferences })
      notify()
      return preferences
    },
    acceptAll(): ConsentPreferences {
      return store.save(ALL_GRANTED)
    },
    rejectAll(): ConsentPreferences {
      return store.save(DEFAULT_CHOICES)
    },
    /** Forgets the answer (the visitor is asked again). */
    clear(): void {
      const e = env()
      if (!e) return
      memory = null
      try {
        e.storage?.removeItem(CONSENT_STORAGE_KEY)
      } catch {
        // See save().
      }
      writeCookie(e, null, 0)
      refresh()
    },
    /** Asks the mounted consent UI to open the Cookie Settings panel (e.g. from a footer link). */
    requestSettings(): void {
      for (const listener of [...settingsRequests]) listener()
    },
    onSettingsRequested(listener: () => void): () => void {
      settingsRequests.add(listener)
      return () => {
        settingsRequests.delete(listener)
      }
    },
  }
  return store
}

/** The browser's consent store. */
export const consentStore = createConsentStore()

export const saveConsent = (choices: ConsentChoices): ConsentPreferences => consentStore.save(choices)
export const acceptAllConsent = (): ConsentPreferences => consentStore.acceptAll()
export const rejectAllConsent = (): ConsentPreferences => consentStore.rejectAll()
/** Opens the Cookie Settings panel so a visitor can change or withdraw consent (wire to a footer link). */
export const openCookieSettings = (): void => consentStore.requestSettings()

/**
 * The consent state for React components. `ready` is false during server rendering and
 * hydration; `saved` becomes true once the visitor has answered (the chatbot waits for it).
 */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot)
}
