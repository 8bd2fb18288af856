import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MIN_PRECOMPRESS_BYTES, precompressStaticAssets } from '../../server/precompress.mjs'
import { acceptsBrotli, indexPrecompressedAssets } from '../../server/static-assets'

let staticDir: string
const script = `self.app = ${JSON.stringify('function hydrate() {} '.repeat(200))}`
const styles = `${'.card{border-radius:1rem;padding:1.5rem}'.repeat(60)}`

beforeEach(() => {
  staticDir = path.join(mkdtempSync(path.join(tmpdir(), 'precompress-')), 'static')
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  mkdirSync(path.join(staticDir, 'media'), { recursive: true })
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script)
  writeFileSync(path.join(staticDir, 'chunks', 'site.css'), styles)
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'self.x=1')
  // Fonts and images are compressed formats already.
  writeFileSync(path.join(staticDir, 'media', 'font.woff2'), Buffer.alloc(4000, 7))
})

afterEach(() => rmSync(path.dirname(staticDir), { recursive: true, force: true }))

describe('Brotli copies of build assets', () => {
  it('compresses scripts and styles losslessly and smaller, and leaves tiny files and fonts alone', () => {
    const written = precompressStaticAssets(staticDir).map((file) => path.relative(staticDir, file))
    expect(written.sort()).toEqual([path.join('chunks', 'app.js'), path.join('chunks', 'site.css')])
    for (const [name, text] of [
      ['app.js', script],
      ['site.css', styles],
    ] as const) {
      const copy = readFileSync(path.join(staticDir, 'chunks', `${name}.br`))
      expect(copy.length).toBeLessThan(text.length / 4)
      expect(zlib.brotliDecompressSync(copy).toString()).toBe(text)
    }
    expect('self.x=1'.length).toBeLessThan(MIN_PRECOMPRESS_BYTES)
    expect(existsSync(path.join(staticDir, 'chunks', 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(staticDir, 'media', 'font.woff2.br'))).toBe(false)
  })

  it('indexes the copies by the URL of the file they compress, with its content type', () => {
    precompressStaticAssets(staticDir)
    const index = indexPrecompressedAssets(staticDir)
    expect([...index.keys()].sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/site.css'])
    expect(index.get('/_next/static/chunks/site.css')).toMatchObject({
      contentType: 'text/css; charset=UTF-8',
      file: path.join(staticDir, 'chunks', 'site.css.br'),
    })
  })

  it('reads Accept-Encoding weights: Brotli only when listed with a weight above zero', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false)
    expect(acceptsBrotli('gzip, brx')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
