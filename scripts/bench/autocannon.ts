/**
 * autocannon for the load benchmarks. It ships no types, so the options, events and result
 * fields the benchmarks use are typed here once.
 */
import { createRequire } from 'node:module'

interface Histogram {
  average: number
  mean: number
  p50: number
  p90: number
  p99: number
  max: number
}

interface AutocannonResult {
  duration: number
  requests: Histogram & { total: number }
  latency: Histogram
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
  statusCodeStats: Record<string, { count: number }>
}

interface AutocannonRequest {
  body?: string
}

interface AutocannonOptions {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  connections: number
  /** Seconds; or `amount`, a number of requests. */
  duration?: number
  amount?: number
  requests?: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[]
}

/** A running load: awaited for its result; each answer is also emitted with its time in ms. */
interface AutocannonRun extends PromiseLike<AutocannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
  ): void
}

export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonRun
