import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

/**
 * Helpers for tests that run a server in a child process (to kill or signal it) and talk to
 * it over loopback HTTP.
 */
const WEB = path.join(import.meta.dirname, '..', '..')

export interface ChildServer {
  child: ChildProcess
  port: number
  /** Everything the child wrote to stderr so far. */
  stderr(): string
}

/**
 * Runs `script` with node and tsx's loader (not the tsx CLI, which runs the script in a
 * grandchild that a signal to the CLI would miss) from the web folder; resolves once the
 * script prints {"port": N} as its first stdout line. Every child is added to `children`
 * so the test can kill what is left.
 */
export function startChildServer(
  script: string,
  {
    args = [],
    env = process.env,
    nodeOptions = [],
    children,
  }: { args?: string[]; env?: NodeJS.ProcessEnv; nodeOptions?: string[]; children: ChildProcess[] },
): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script, ...args], {
      cwd: WEB,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    let err = ''
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()))
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n')[0]
      if (out.includes('\n') && line) {
        resolve({ child, port: (JSON.parse(line) as { port: number }).port, stderr: () => err })
      }
    })
    child.on('exit', (code, signal) => reject(new Error(`server exited early (${code ?? signal}): ${err}`)))
  })
}

/** One JSON request to 127.0.0.1:`port`; rejects when the connection fails. */
export function requestJson(
  port: number,
  method: string,
  urlPath: string,
  body?: unknown,
  options: { agent?: http.Agent; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        agent: options.agent,
        localAddress: options.localAddress,
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d.toString()))
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null, headers: res.headers })
          } catch (error) {
            reject(error)
          }
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
