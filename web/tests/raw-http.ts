import net from 'node:net'

/**
 * HTTP/1.1 over a bare socket, for what fetch cannot send: a request that trickles in, a head
 * larger than the server allows, a malformed request line or encoding.
 */
export interface RawAnswer {
  /** The status of the answer, or null when the server closed without one. */
  status: number | null
  /** What the server sent (its first answer only matters). */
  text: string
  /** Whether the server closed the connection (false: still open when the time was up). */
  closed: boolean
  elapsedMs: number
}

export interface RawRequest {
  port: number
  host?: string
  /** Sent at once. */
  head: string | Buffer
  /** Then sent one character at a time, every `everyMs`, until the server answers or closes. */
  trickle?: { text: string; everyMs: number }
  /** Give up (and report `closed: false`) after this long. */
  limitMs: number
  /** Resolve on the first complete status line instead of waiting for the server to close. */
  untilAnswered?: boolean
}

export function rawRequest({
  port,
  host = '127.0.0.1',
  head,
  trickle,
  limitMs,
  untilAnswered = false,
}: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect({ port, host })
    let text = ''
    let ticker: NodeJS.Timeout | undefined
    let done = false
    const finish = (closed: boolean) => {
      if (done) return
      done = true
      clearInterval(ticker)
      clearTimeout(limit)
      socket.destroy()
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)
      resolve({ status: status ? Number(status[1]) : null, text, closed, elapsedMs: performance.now() - started })
    }
    const limit = setTimeout(() => finish(false), limitMs)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      text += chunk
      if (untilAnswered && /^HTTP\/1\.[01] \d{3}/.test(text)) finish(false)
    })
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
    socket.on('connect', () => {
      socket.write(head)
      if (!trickle) return
      let index = 0
      ticker = setInterval(() => {
        if (socket.destroyed || socket.writableEnded) return
        socket.write(trickle.text[index % trickle.text.length]!)
        index++
      }, trickle.everyMs)
    })
  })
}
