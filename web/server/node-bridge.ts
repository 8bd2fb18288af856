import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiHandler, ApiRequest, ApiResponse } from '@/lib/http/api'
import { HttpError, httpErrors, jsonError } from '@/lib/http/errors'

/**
 * Runs an API handler on Node's http objects directly: no web Request or Response is built
 * (each costs more than a chat reply takes to compute). `headers` go on every answer.
 */
export async function serveApi(
  req: IncomingMessage,
  res: ServerResponse,
  handler: ApiHandler,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  let response: ApiResponse
  try {
    response = await handler(apiRequestFromNode(req))
  } catch (error) {
    // The handlers answer every client error themselves: anything here is ours.
    response = jsonError(error, `server ${req.method} ${req.url}`)
  }
  const body = JSON.stringify(response.body)
  res.writeHead(response.status, {
    ...headers,
    ...response.headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
  // A handler that refused the body without reading it: drop the rest of the upload.
  if (!req.readableEnded) req.resume()
}

function apiRequestFromNode(req: IncomingMessage): ApiRequest {
  return {
    method: req.method ?? 'GET',
    remoteAddress: req.socket.remoteAddress,
    header(name) {
      const value = req.headers[name.toLowerCase()]
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
    },
    readBody: (maxBytes) => readBody(req, maxBytes),
  }
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    const onData = (chunk: Buffer) => {
      total += chunk.length
      if (total > maxBytes) {
        cleanup()
        // Let the rest of the upload drain unread so the connection can carry the 413.
        req.resume()
        reject(httpErrors.tooLarge(maxBytes))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total))
    }
    // The client went away, or the server cut it off for sending too slowly (requestTimeout,
    // ./http-limits.ts): the body will never be complete, so stop waiting for it. Nobody reads
    // the answer; it is a client error, not ours, so nothing is logged as unexpected.
    const onGone = () => {
      cleanup()
      reject(new HttpError('bad_request', 'The request body was not received in full.'))
    }
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onGone)
      req.off('close', onGone)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onGone)
    req.on('close', onGone)
  })
}
