import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every file under a folder, at any depth, as full paths. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
