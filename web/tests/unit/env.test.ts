import { describe, expect, it } from 'vitest'
import { parseServerEnv } from '@/lib/env'

describe('server environment', () => {
  it('defaults to the embedded dataset and a local site URL', () => {
    const env = parseServerEnv({})
    expect(env.SANITY_PROJECT_ID).toBeUndefined()
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })

  it('rejects a project id without a dataset, naming the variable', () => {
    expect(() => parseServerEnv({ SANITY_PROJECT_ID: 'abc123' })).toThrow(/SANITY_DATASET/)
  })

  it('rejects a malformed SITE_URL with a clear message', () => {
    expect(() => parseServerEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL must be an absolute URL/)
  })

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ SANITY_PROJECT_ID: '', SANITY_DATASET: '' }).SANITY_PROJECT_ID).toBeUndefined()
  })

  it('counts and durations: defaults when unset or empty, a wrong value refused naming the variable and its range', () => {
    expect(parseServerEnv({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '', CONTENT_REVALIDATE_SECONDS: '' })).toMatchObject({
      FEEDBACK_RATE_LIMIT_PER_MINUTE: 5,
      CHAT_RATE_LIMIT_PER_MINUTE: 20,
      CONTENT_REVALIDATE_SECONDS: 3600,
      CHAT_LLM_TIMEOUT_MS: 8000,
    })
    expect(() => parseServerEnv({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '2.5' })).toThrow(
      /FEEDBACK_RATE_LIMIT_PER_MINUTE must be a whole number of requests of at least 1/,
    )
    expect(() => parseServerEnv({ CONTENT_REVALIDATE_SECONDS: 'hourly' })).toThrow(
      /CONTENT_REVALIDATE_SECONDS must be a whole number of seconds of at least 1/,
    )
    expect(() => parseServerEnv({ CHAT_LLM_TIMEOUT_MS: '90000' })).toThrow(
      /CHAT_LLM_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000/,
    )
  })

  it('server timeouts: 10 s for the headers and 30 s for the whole request unless set; bad values named', () => {
    expect(parseServerEnv({})).toMatchObject({ SERVER_HEADERS_TIMEOUT_MS: 10_000, SERVER_REQUEST_TIMEOUT_MS: 30_000 })
    expect(parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: '2000', SERVER_REQUEST_TIMEOUT_MS: '' })).toMatchObject({
      SERVER_HEADERS_TIMEOUT_MS: 2000,
      SERVER_REQUEST_TIMEOUT_MS: 30_000,
    })
    expect(() => parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: '10s' })).toThrow(/SERVER_HEADERS_TIMEOUT_MS must be/)
    expect(() => parseServerEnv({ SERVER_REQUEST_TIMEOUT_MS: '50' })).toThrow(/SERVER_REQUEST_TIMEOUT_MS must be/)
    expect(() => parseServerEnv({ SERVER_HEADERS_TIMEOUT_MS: '20000', SERVER_REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      /SERVER_HEADERS_TIMEOUT_MS must not be longer than SERVER_REQUEST_TIMEOUT_MS/,
    )
  })
})

describe('multi-instance settings', () => {
  it('REDIS_URL: unset by default, redis:// and rediss:// accepted, other schemes refused by name', () => {
    expect(parseServerEnv({}).REDIS_URL).toBeUndefined()
    expect(parseServerEnv({ REDIS_URL: 'redis://localhost:6379' }).REDIS_URL).toBe('redis://localhost:6379')
    expect(parseServerEnv({ REDIS_URL: 'rediss://u:p@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://u:p@cache.internal:6380/2',
    )
    expect(() => parseServerEnv({ REDIS_URL: 'http://localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\//)
    expect(() => parseServerEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/)
  })

  it('TRUSTED_PROXIES: none by default; addresses and CIDR ranges of both families; a bad entry is named', () => {
    expect(parseServerEnv({}).TRUSTED_PROXIES).toEqual([])
    expect(parseServerEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,,fd00::/8,::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
    ])
    expect(() => parseServerEnv({ TRUSTED_PROXIES: '10.0.0.1, nginx.internal' })).toThrow(
      /TRUSTED_PROXIES: "nginx.internal" is not an IP address/,
    )
    expect(() => parseServerEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/)
  })
})
