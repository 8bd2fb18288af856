import { createHash } from 'node:crypto'

/**
 * Spam signals of a feedback submission. Spam is stored with its flag and the signals that
 * fired (never dropped, never exported as feedback), and the sender gets the normal success
 * answer, so a bot learns nothing.
 *
 * Each signal has a weight; a submission is spam from SPAM_THRESHOLD on. Weak signals (1) each
 * have an innocent explanation — a person who pastes a prepared message and sends it at once,
 * a client of the API that sends no form timing, someone who sends the same words twice, two
 * links to the pages they mean — so one alone never flags. Only the honeypot, a flood of the
 * same text, or a message that is a list of links weighs enough on its own.
 */
type SpamSignal = 'honeypot' | 'too_fast' | 'no_form_timing' | 'repeated' | 'mostly_links'

const SPAM_THRESHOLD = 2

/**
 * Below this many ms between the form being shown and sent, nobody read the page, rated and
 * wrote (or even pasted) a message. Measured by the browser with its monotonic clock and sent
 * as a duration, so the visitor's and the server's clocks never meet.
 */
export const MIN_HUMAN_FORM_MS = 2500

/** Shorter normalised texts ("great app!") are sent by many people independently: not compared. */
const REPEAT_MIN_LENGTH = 20

export interface SpamEvidence {
  honeypotFilled: boolean
  /** How long the form was open before it was sent; undefined when the client did not say. */
  formOpenMs: number | undefined
  message: string
  /** How many times the same normalised message arrived before, within the last day. */
  timesSeenBefore: number
}

export interface SpamVerdict {
  spam: boolean
  /** Every signal that fired, flagged or not (so an editor or operator sees why). */
  signals: SpamSignal[]
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi

/** How many links a message holds and what share of its (non-space) characters they are. */
export function linkShare(message: string): { links: number; share: number } {
  const links = message.match(LINK) ?? []
  const total = message.replace(/\s+/g, '').length
  const linked = links.reduce((sum, link) => sum + link.length, 0)
  return { links: links.length, share: total === 0 ? 0 : linked / total }
}

/** The text as compared for repeats: case, accents' forms, spacing and punctuation ignored. */
export function normaliseMessage(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The key a message is remembered under (a hash: the store never holds visitors' words). */
export function repeatKey(message: string): string | undefined {
  const normalised = normaliseMessage(message)
  if (normalised.length < REPEAT_MIN_LENGTH) return undefined
  return `feedback:${createHash('sha256').update(normalised).digest('base64url')}`
}

export function judgeFeedback(evidence: SpamEvidence): SpamVerdict {
  const weights: Partial<Record<SpamSignal, number>> = {}
  if (evidence.honeypotFilled) weights.honeypot = SPAM_THRESHOLD
  if (evidence.formOpenMs === undefined) weights.no_form_timing = 1
  else if (evidence.formOpenMs < MIN_HUMAN_FORM_MS) weights.too_fast = 1
  // Once is a person sending twice; three earlier copies within a day is a campaign.
  if (evidence.timesSeenBefore >= 3) weights.repeated = 2
  else if (evidence.timesSeenBefore >= 1) weights.repeated = 1
  // One link is a person pointing at a page; a message that is mostly links is an advert.
  const { links, share } = linkShare(evidence.message)
  if (links >= 2 && share >= 0.5) weights.mostly_links = links >= 4 ? 2 : 1

  const signals = Object.keys(weights) as SpamSignal[]
  const score = signals.reduce((sum, signal) => sum + weights[signal]!, 0)
  return { spam: score >= SPAM_THRESHOLD, signals }
}
