import { parseArgs, type ParseArgsConfig } from 'node:util'

/**
 * A bench's command line: its options, then the site's base URL (the local server by default)
 * and any further positionals. The lone "--" that `pnpm run … --` passes on is dropped.
 */
export function benchArgs<const O extends NonNullable<ParseArgsConfig['options']>>(options: O) {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options,
    allowPositionals: true,
  })
  const base = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '')
  return { values, positionals, base }
}
