import { describe, expect, it } from 'vitest'
import { parseServerEnv } from '@/lib/env'

describe('chat environment variables', () => {
  it('defaults to 20 messages per minute and no model', () => {
    const env = parseServerEnv({})
    expect(env.CHAT_RATE_LIMIT_PER_MINUTE).toBe(20)
    expect(env.CHAT_LLM_BASE_URL).toBeUndefined()
    expect(env.CHAT_LLM_TIMEOUT_MS).toBe(8000)
  })

  it('reads a raised limit and a model', () => {
    const env = parseServerEnv({
      CHAT_RATE_LIMIT_PER_MINUTE: '1000',
      CHAT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      CHAT_LLM_MODEL: 'llama3.2',
      CHAT_LLM_API_KEY: ' ',
    })
    expect(env.CHAT_RATE_LIMIT_PER_MINUTE).toBe(1000)
    expect(env.CHAT_LLM_MODEL).toBe('llama3.2')
    expect(env.CHAT_LLM_API_KEY).toBeUndefined()
  })

  it('refuses a bad limit, a bad URL and a URL without a model, naming the variable', () => {
    expect(() => parseServerEnv({ CHAT_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/CHAT_RATE_LIMIT_PER_MINUTE/)
    expect(() => parseServerEnv({ CHAT_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/CHAT_RATE_LIMIT_PER_MINUTE/)
    expect(() => parseServerEnv({ CHAT_LLM_BASE_URL: 'not a url', CHAT_LLM_MODEL: 'x' })).toThrow(/CHAT_LLM_BASE_URL/)
    expect(() => parseServerEnv({ CHAT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/CHAT_LLM_MODEL/)
  })
})
