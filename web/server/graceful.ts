import http from 'node:http'

/**
 * An http server that shuts down without losing what it acknowledged. On SIGTERM or SIGINT:
 * it stops accepting connections, answers the requests already received (each with
 * `Connection: close`, so keep-alive clients move to another instance), then runs `close`
 * (flush queued writes, close Redis and SQLite) and exits 0. Connections still busy after
 * `drainMs` are cut; whatever happens, the process is gone after `exitMs` (a platform's
 * SIGKILL usually follows SIGTERM after 10 s or more).
 */
export function createGracefulServer(
  handler: http.RequestListener,
  {
    close,
    drainMs = 7_000,
    exitMs = 9_500,
    log = console.log,
    serverOptions = {},
  }: {
    close: () => Promise<void>
    drainMs?: number
    exitMs?: number
    log?: (message: string) => void
    /** Limits of the server itself (timeouts, header size: ./http-limits.ts). */
    serverOptions?: http.ServerOptions
  },
): http.Server {
  let stopping = false
  const inFlight = new Set<http.ServerResponse>()
  const server = http.createServer(serverOptions, (req, res) => {
    if (stopping) res.shouldKeepAlive = false
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    // A keep-alive connection whose last answer went out while stopping is closed after it.
    res.once('finish', () => {
      if (stopping) req.socket.end()
    })
    handler(req, res)
  })

  async function stop(signal: string) {
    if (stopping) return
    stopping = true
    setTimeout(() => {
      log(`${signal}: still closing after ${exitMs} ms, exiting`)
      process.exit(1)
    }, exitMs).unref()
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false
    log(`${signal}: no longer accepting; finishing requests in flight, then closing`)
    const cut = setTimeout(() => server.closeAllConnections(), drainMs)
    await drained
    clearTimeout(cut)
    try {
      await close()
    } catch (error) {
      console.error(`${signal}: closing failed`, error)
      process.exit(1)
    }
    log(`${signal}: closed`)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  return server
}
