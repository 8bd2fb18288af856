import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerMessage } from '@/features/chat/answer/engine'
import { acceptModelReply, phraseWithModel, type ModelConfig } from '@/features/chat/answer/llm'
import { buildKnowledge, type Knowledge } from '@/features/chat/answer/search'
import { loadSeedContent } from '@/features/chat/eval/load'
import { replyMarkup } from '@/features/chat/links'

/**
 * The optional model path against a fake OpenAI-compatible server on 127.0.0.1: the model
 * phrases the grounded answer from the same passages; a timeout, an error, or a reply that
 * states a figure the passages do not have all fall back to the grounded answer.
 */

type Behaviour =
  { kind: 'reply'; text: string } | { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'garbage' }

let behaviour: Behaviour = { kind: 'reply', text: '' }
const requests: {
  url: string
  auth?: string
  body: { model: string; messages: { role: string; content: string }[] }
}[] = []
let server: http.Server
let baseURL: string
let knowledge: Knowledge

beforeAll(async () => {
  knowledge = buildKnowledge(await loadSeedContent())
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') })
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      switch (behaviour.kind) {
        case 'hang':
          return // never answers; the client must give up
        case 'status':
          res
            .writeHead(behaviour.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'model overloaded' } }))
          return
        case 'garbage':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"not": "a completion"')
          return
        case 'reply':
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: 'fake-model',
              choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            }),
          )
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  requests.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const config = (overrides: Partial<ModelConfig> = {}): ModelConfig => ({
  baseURL,
  model: 'fake-model',
  apiKey: 'test-key',
  ...overrides,
})

function grounded(question: string) {
  return answerMessage(knowledge, { message: question })
}

describe('phrasing by an OpenAI-compatible model', () => {
  it('phrases the answer from the retrieved passages, which stay its sources', async () => {
    behaviour = { kind: 'reply', text: 'No, they don’t: students join every activity by scanning a QR code.' }
    const answer = grounded('do students need accounts?')
    const reply = await phraseWithModel(config(), {
      question: 'do students need accounts?',
      answer,
      settings: knowledge.settings,
    })
    // The visitor sees the phrased text with the link to the grounded answer's page.
    expect(replyMarkup({ text: reply!, sources: answer.sources })).toBe(
      `No, they don’t: students join every activity by scanning a QR code.\n\nMore: [${answer.sources[0]!.title}](${answer.sources[0]!.url})`,
    )

    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.auth).toBe('Bearer test-key')
    expect(request!.body.model).toBe('fake-model')
    const text = request!.body.messages.map((message) => message.content).join('\n')
    expect(text).toContain('Assessa Assistant')
    expect(text).toContain('do students need accounts?')
    // The passages the grounded answer came from are what the model answers from.
    expect(text).toContain(answer.sources[0]!.text.slice(0, 80))
  })

  // The passages say the Free plan has 1 class: a reply with that figure passes, one with another is refused.
  it.each([
    { reply: 'On the Free plan you can create 1 class.', expected: 'On the Free plan you can create 1 class.' },
    { reply: 'On the Free plan you can create 3 classes.', expected: null },
  ])('keeps the plan figures: the model says "$reply"', async ({ reply, expected }) => {
    const question = 'how many classes on the free plan?'
    behaviour = { kind: 'reply', text: reply }
    expect(
      await phraseWithModel(config(), { question, answer: grounded(question), settings: knowledge.settings }),
    ).toBe(expected)
  })

  it('falls back after the timeout when the model does not answer', async () => {
    behaviour = { kind: 'hang' }
    const answer = grounded('how do I cancel?')
    const started = Date.now()
    const reply = await phraseWithModel(config({ timeoutMs: 300 }), {
      question: 'how do I cancel?',
      answer,
      settings: knowledge.settings,
    })
    expect(reply).toBeNull()
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it.each([
    ['an HTTP error', { kind: 'status', status: 500 } as Behaviour],
    ['a rate limit', { kind: 'status', status: 429 } as Behaviour],
    ['a malformed body', { kind: 'garbage' } as Behaviour],
    ['UNKNOWN', { kind: 'reply', text: 'UNKNOWN' } as Behaviour],
    ['an empty reply', { kind: 'reply', text: '  ' } as Behaviour],
    ['a link to another site', { kind: 'reply', text: 'See https://elsewhere.example for details.' } as Behaviour],
  ])('falls back on %s', async (_name, next) => {
    behaviour = next
    const answer = grounded('how do I cancel?')
    expect(
      await phraseWithModel(config(), { question: 'how do I cancel?', answer, settings: knowledge.settings }),
    ).toBeNull()
    // No retries: one call, then the grounded answer.
    expect(requests).toHaveLength(1)
  })

  it('falls back when the server cannot be reached', async () => {
    const answer = grounded('how do I cancel?')
    expect(
      await phraseWithModel(config({ baseURL: 'http://127.0.0.1:9/v1' }), {
        question: 'how do I cancel?',
        answer,
        settings: knowledge.settings,
      }),
    ).toBeNull()
  })

  it('is not asked for small talk or "don\'t know" answers', async () => {
    behaviour = { kind: 'reply', text: 'Hello!' }
    for (const question of ['hi', 'Can I pay with PayPal?']) {
      expect(
        await phraseWithModel(config(), { question, answer: grounded(question), settings: knowledge.settings }),
      ).toBeNull()
    }
    expect(requests).toHaveLength(0)
  })

  it('strips markdown from the model and accepts figures the passages state', () => {
    const answer = grounded('How much does the Pro plan cost?')
    expect(acceptModelReply('**Pro** costs $9.7 per month.', 'How much does the Pro plan cost?', answer)).toBe(
      'Pro costs $9.7 per month.',
    )
    expect(acceptModelReply('Pro costs $19 per month.', 'How much does the Pro plan cost?', answer)).toBeNull()
  })
})
