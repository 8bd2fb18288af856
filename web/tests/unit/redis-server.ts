import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

/**
 * A throwaway redis-server for tests, on a free loopback port, with nothing written to disk.
 * `stop()` kills it (an outage), `start()` brings it back on the same port.
 */
export interface TestRedis {
  readonly url: string
  readonly port: number
  /** The running server's process id (to pause it with SIGSTOP: a hung Redis). */
  pid(): number | undefined
  start(): Promise<void>
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort()
  let child: ChildProcess | undefined

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child = proc
      let output = ''
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      })
      proc.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? new Error('redis-server is not installed: apt-get install -y redis-server (CI: see scripts/check.sh)')
            : error,
        ),
      )
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
    })

  const stop = async () => {
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    const exited = new Promise((resolve) => proc.once('exit', resolve))
    proc.kill('SIGKILL')
    await exited
  }

  await start()
  return { url: `redis://127.0.0.1:${port}`, port, pid: () => child?.pid, start, stop }
}
