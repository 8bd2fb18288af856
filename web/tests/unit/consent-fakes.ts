import type { ConsentEnvironment } from '@/features/consent/store'

/** A cookie jar with document.cookie semantics: reading lists name=value pairs, assigning sets or deletes one cookie. */
export function fakeCookieJar(now: () => number) {
  const jar = new Map<string, { value: string; raw: string; expires?: number }>()
  return {
    jar,
    get cookie() {
      const time = now()
      return [...jar]
        .filter(([, entry]) => entry.expires === undefined || entry.expires > time)
        .map(([name, entry]) => `${name}=${entry.value}`)
        .join('; ')
    },
    set cookie(raw: string) {
      const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim())
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      const value = pair.slice(separator + 1)
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute))
      const seconds = maxAge ? Number(maxAge.split('=')[1]) : undefined
      if (seconds !== undefined && seconds <= 0) {
        jar.delete(name)
        return
      }
      jar.set(name, { value, raw, expires: seconds === undefined ? undefined : now() + seconds * 1000 })
    },
  }
}

export function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  }
}

export const START = Date.parse('2025-09-01T10:00:00.000Z')
export const DAY = 24 * 60 * 60 * 1000

/** A browser-like environment with a controllable clock and a way to simulate another tab's write. */
export function fakeEnvironment(options: { storage?: ReturnType<typeof fakeStorage> | null; secure?: boolean } = {}) {
  const clock = { now: START }
  const now = () => clock.now
  const cookies = fakeCookieJar(now)
  const storage = options.storage === undefined ? fakeStorage() : options.storage
  const external = new Set<() => void>()
  const environment: ConsentEnvironment = {
    storage,
    cookies,
    secure: options.secure ?? false,
    now,
    onExternalChange: (callback) => {
      external.add(callback)
      return () => external.delete(callback)
    },
  }
  return { environment, clock, cookies, storage, otherTabChanged: () => external.forEach((callback) => callback()) }
}
