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
