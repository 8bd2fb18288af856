import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  CONSENT_COOKIE_NAME,
  CONSENT_STORAGE_KEY,
  consentCookieValue,
  createConsentStore,
  readCookie,
  useConsent,
} from '@/features/consent/store'
import { DAY, START, fakeEnvironment, fakeStorage } from './consent-fakes'

const YEAR_SECONDS = 365 * 24 * 60 * 60

function setup(options?: Parameters<typeof fakeEnvironment>[0]) {
  const fake = fakeEnvironment(options)
  return { ...fake, store: createConsentStore(() => fake.environment) }
}

describe('consent store', () => {
  it('starts unanswered, with nothing granted', () => {
    const { store, cookies } = setup()
    expect(store.getSnapshot()).toEqual({ ready: true, saved: false, preferences: null })
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBeUndefined()
  })

  it('saves preferences to localStorage and mirrors them into a 365-day CookieConsent cookie', () => {
    const { store, storage, cookies } = setup()
    const listener = vi.fn()
    store.subscribe(listener)

    store.save({ analytics: false, marketing: true })

    expect(JSON.parse(storage!.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      savedAt: new Date(START).toISOString(),
    })
    const cookie = cookies.jar.get(CONSENT_COOKIE_NAME)!
    expect(cookie.value).toBe('true')
    expect(cookie.raw).toContain('Path=/')
    expect(cookie.raw).toContain('SameSite=Lax')
    expect(cookie.raw).toContain(`Max-Age=${YEAR_SECONDS}`)
    expect(cookie.raw).toContain(`Expires=${new Date(START + 365 * DAY).toUTCString()}`)
    expect(cookie.raw).not.toContain('Secure')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      saved: true,
      preferences: { analytics: false, marketing: true },
    })
  })

  it('writes CookieConsent=false when neither analytics nor marketing is granted', () => {
    const { store, cookies } = setup()
    store.rejectAll()
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBe('false')
    expect(store.getSnapshot().preferences).toMatchObject({ necessary: true, analytics: false, marketing: false })
  })

  it('accept all grants every category', () => {
    const { store, cookies } = setup()
    store.acceptAll()
    expect(store.getSnapshot().preferences).toMatchObject({ necessary: true, analytics: true, marketing: true })
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBe('true')
  })

  it('maps choices onto the cookie value', () => {
    expect(consentCookieValue({ analytics: false, marketing: false })).toBe('false')
    expect(consentCookieValue({ analytics: true, marketing: false })).toBe('true')
    expect(consentCookieValue({ analytics: false, marketing: true })).toBe('true')
  })

  it('returns the same snapshot until something changes (useSyncExternalStore needs this)', () => {
    const { store } = setup()
    const first = store.getSnapshot()
    expect(store.getSnapshot()).toBe(first)
    store.acceptAll()
    const second = store.getSnapshot()
    expect(second).not.toBe(first)
    expect(store.getSnapshot()).toBe(second)
  })

  it('reloads saved preferences on start (a new page load)', () => {
    const storage = fakeStorage()
    const firstVisit = setup({ storage })
    firstVisit.store.save({ analytics: true, marketing: false })

    const secondVisit = createConsentStore(() => ({ ...firstVisit.environment }))
    expect(secondVisit.getSnapshot()).toMatchObject({ saved: true, preferences: { analytics: true, marketing: false } })
  })

  it('forgets consent after 365 days and removes both the record and the cookie', () => {
    const { store, storage, cookies, clock, environment } = setup()
    store.acceptAll()
    clock.now = START + 366 * DAY
    // The browser would have dropped the cookie by now; simulate a cookie that outlived it anyway.
    cookies.cookie = `${CONSENT_COOKIE_NAME}=true; Max-Age=60`
    const later = createConsentStore(() => environment)
    expect(later.getSnapshot()).toEqual({ ready: true, saved: false, preferences: null })
    expect(storage!.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBeUndefined()
  })

  it.each([
    ['not JSON', '{oops'],
    [
      'necessary switched off',
      JSON.stringify({ necessary: false, analytics: true, marketing: true, savedAt: new Date(START).toISOString() }),
    ],
    ['missing fields', JSON.stringify({ necessary: true })],
    ['bad date', JSON.stringify({ necessary: true, analytics: true, marketing: true, savedAt: 'yesterday' })],
  ])('treats a malformed record (%s) as unanswered', (_label, raw) => {
    const { store } = setup({ storage: fakeStorage({ [CONSENT_STORAGE_KEY]: raw }) })
    expect(store.getSnapshot().saved).toBe(false)
  })

  it('restores a missing cookie from the record without extending its lifetime', () => {
    const storage = fakeStorage({
      [CONSENT_STORAGE_KEY]: JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        savedAt: new Date(START - 100 * DAY).toISOString(),
      }),
    })
    const { store, cookies } = setup({ storage })
    expect(store.getSnapshot().saved).toBe(true)
    const cookie = cookies.jar.get(CONSENT_COOKIE_NAME)!
    expect(cookie.value).toBe('false')
    expect(cookie.raw).toContain(`Max-Age=${265 * 24 * 60 * 60}`)
  })

  it('deletes a stale cookie when no answer is on record', () => {
    const { store, cookies } = setup()
    cookies.cookie = `${CONSENT_COOKIE_NAME}=true; Max-Age=600`
    expect(store.getSnapshot().saved).toBe(false)
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBeUndefined()
  })

  it('keeps working for the page when localStorage is unavailable', () => {
    const { store, cookies } = setup({ storage: null })
    store.save({ analytics: true, marketing: false })
    expect(store.getSnapshot()).toMatchObject({ saved: true, preferences: { analytics: true, marketing: false } })
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBe('true')
  })

  it('survives a storage that throws on write', () => {
    const storage = fakeStorage()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const { store, cookies } = setup({ storage })
    expect(() => store.acceptAll()).not.toThrow()
    expect(store.getSnapshot().saved).toBe(true)
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBe('true')
  })

  it('marks the cookie Secure on https', () => {
    const { store, cookies } = setup({ secure: true })
    store.acceptAll()
    expect(cookies.jar.get(CONSENT_COOKIE_NAME)!.raw).toContain('; Secure')
  })

  it('follows changes made in another tab while someone listens', () => {
    const storage = fakeStorage()
    const { store, otherTabChanged, environment } = setup({ storage })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    expect(store.getSnapshot().saved).toBe(false)

    createConsentStore(() => environment).acceptAll()
    otherTabChanged()

    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toMatchObject({ saved: true, preferences: { analytics: true, marketing: true } })
    unsubscribe()
  })

  it('clear() asks again and removes the cookie', () => {
    const { store, cookies } = setup()
    store.acceptAll()
    store.clear()
    expect(store.getSnapshot().saved).toBe(false)
    expect(readCookie(cookies, CONSENT_COOKIE_NAME)).toBeUndefined()
  })

  it('relays requests to open the settings panel', () => {
    const { store } = setup()
    const open = vi.fn()
    const stop = store.onSettingsRequested(open)
    store.requestSettings()
    stop()
    store.requestSettings()
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('knows nothing on the server', () => {
    const store = createConsentStore(() => null)
    expect(store.getSnapshot()).toEqual({ ready: false, saved: false, preferences: null })
    expect(() => store.acceptAll()).not.toThrow()
    expect(store.getSnapshot().saved).toBe(false)
  })

  it('useConsent() renders the not-ready state on the server', () => {
    function Probe() {
      const consent = useConsent()
      return createElement('span', null, `${consent.ready}/${consent.saved}`)
    }
    expect(renderToStaticMarkup(createElement(Probe))).toBe('<span>false/false</span>')
  })

  it('parses cookies by exact name', () => {
    expect(readCookie({ cookie: 'XCookieConsent=false; CookieConsent=true' }, 'CookieConsent')).toBe('true')
    expect(readCookie({ cookie: '' }, 'CookieConsent')).toBeUndefined()
  })
})
