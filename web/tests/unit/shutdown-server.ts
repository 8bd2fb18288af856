/**
 * The production server's own layer (site handler, graceful shutdown, real stores) without a
 * Next build, run as a child process by shutdown.test.ts so the test can send it SIGTERM.
 * Next is replaced by a 404. Run with `node --conditions=react-server --import tsx` (the
 * condition makes `server-only` the empty module it is in the server bundle). Prints
 * {"port": N} on its first stdout line when listening.
 */
import path from 'node:path'
import { createGracefulServer } from '../../server/graceful'
import { closeSiteHandler, createSiteHandler } from '../../server/site-handler'

const notNext = async (_req: unknown, res: import('node:http').ServerResponse) => {
  res.statusCode = 404
  res.end()
}
const server = createGracefulServer(
  createSiteHandler(notNext, { staticDir: path.join(process.env.DATA_DIR ?? '.', 'no-static') }),
  { close: closeSiteHandler, log: (message) => process.stderr.write(`${message}\n`) },
)
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`)
})
