import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText } from 'ai'
import type { Settings } from './search'
import type { Answer, Turn } from './types'

/**
 * Optional phrasing by an OpenAI-compatible model (CHAT_LLM_* env). The model gets the same
 * passages the grounded answer came from and must answer from them only. It never blocks an
 * answer: a timeout, an error, an empty or over-long reply, a link to elsewhere, or a figure
 * that is not in the passages all return null, and the caller keeps the grounded answer.
 */

export interface ModelConfig {
  baseURL: string
  model: string
  apiKey?: string
  /** Abort after this long (default 8 s). */
  timeoutMs?: number
}

const DEFAULT_MODEL_TIMEOUT_MS = 8000
const MAX_REPLY_CHARS = 600
const MAX_PASSAGE_CHARS = 1500
const UNKNOWN = 'UNKNOWN'

type Provider = ReturnType<typeof createOpenAICompatible>
const providers = new Map<string, Provider>()

function providerFor(config: ModelConfig): Provider {
  const key = `${config.baseURL}\n${config.apiKey ?? ''}`
  let provider = providers.get(key)
  if (!provider) {
    provider = createOpenAICompatible({
      name: 'chat-llm',
      baseURL: config.baseURL.replace(/\/+$/, ''),
      apiKey: config.apiKey,
    })
    providers.set(key, provider)
  }
  return provider
}

/** Numbers as written ("1,500", "4.7", "10MB" → "1500", "4.7", "10"). */
function numbers(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => match[0].replace(/,/g, ''))
}

function buildPrompt(question: string, answer: Answer, settings: Settings, history: readonly Turn[] = []) {
  const passages = answer.sources
    .slice(0, 3)
    .map(
      (passage, i) => `[${i + 1}] ${passage.title} — ${passage.heading}\n${passage.text.slice(0, MAX_PASSAGE_CHARS)}`,
    )
    .join('\n\n')
  const system = [
    `You are the ${settings.assistantName} on the ${settings.productName} website. You answer visitors' questions about ${settings.productName}.`,
    'Answer in one to three short, friendly sentences, using ONLY the facts in the passages you are given.',
    'Quote every number, price, size, limit and period exactly as the passages write it. Never add facts, numbers or promises that are not in the passages.',
    `If the passages do not answer the question, reply with the single word ${UNKNOWN}.`,
    'Write plain text: no links, no URLs, no markdown, no headings, no greeting.',
  ].join('\n')
  const recent = history
    .slice(-2)
    .map((turn) => `Visitor: ${turn.message}\nAssistant: ${turn.reply}`)
    .join('\n')
  const prompt = [
    recent ? `Earlier in this conversation:\n${recent}\n` : '',
    `Passages from the ${settings.productName} website:\n${passages}\n`,
    `Draft answer taken from the passages: ${answer.text}\n`,
    `Visitor's question: ${question}`,
  ].join('\n')
  return { system, prompt }
}

/** The model's reply, checked against the passages, or null to keep the grounded answer. */
export function acceptModelReply(text: string, question: string, answer: Answer): string | null {
  let reply = text.trim()
  if (!reply || reply.toUpperCase().startsWith(UNKNOWN)) return null
  // Links are added by us, to our own page; the model's own are dropped or refused.
  reply = reply.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/[*_`#>]+/g, '')
  if (/:\/\/|www\./i.test(reply) || reply.length > MAX_REPLY_CHARS) return null
  const known = new Set([
    ...numbers(answer.sources.map((passage) => passage.text).join('\n')),
    ...numbers(answer.text),
    ...numbers(question),
  ])
  if (numbers(reply).some((figure) => !known.has(figure))) return null
  return reply
}

/**
 * Asks the model to phrase `answer` (a grounded answer with its passages). Returns the
 * phrased text (the answer's sources stay its sources), or null to keep the grounded text.
 */
export async function phraseWithModel(
  config: ModelConfig,
  input: { question: string; answer: Answer; settings: Settings; history?: readonly Turn[] },
): Promise<string | null> {
  const { question, answer, settings, history } = input
  if (answer.sources.length === 0 || (answer.kind !== 'search' && answer.kind !== 'planLimit')) return null
  try {
    const { system, prompt } = buildPrompt(question, answer, settings, history)
    const result = await generateText({
      model: providerFor(config).chatModel(config.model),
      system,
      prompt,
      temperature: 0.2,
      maxOutputTokens: 300,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS),
    })
    return acceptModelReply(result.text, question, answer)
  } catch (error) {
    // The grounded answer stands; the failure is worth a line in the log, not an error for the visitor.
    console.warn(
      '[chat] model phrasing failed, using the grounded answer:',
      error instanceof Error ? error.message : error,
    )
    return null
  }
}
