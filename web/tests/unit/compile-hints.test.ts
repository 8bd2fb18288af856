import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COMPILE_HINT, addCompileHints, startupChunks } from '../../server/compile-hints.mjs'

/** A minimal .next folder: Next's root chunks, two prerendered pages and a lazily loaded chunk. */
function fakeBuild(dir: string) {
  const chunks = path.join(dir, 'static', 'chunks')
  mkdirSync(chunks, { recursive: true })
  mkdirSync(path.join(dir, 'server', 'app', 'blog'), { recursive: true })
  for (const name of ['runtime.js', 'react-dom.js', 'home.js', 'blog.js', 'chat-widget.js', 'polyfills.js'])
    writeFileSync(path.join(chunks, name), `/* ${name} */ self.loaded = true\n`)
  writeFileSync(path.join(chunks, 'root.css'), 'body{margin:0}')
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'],
    }),
  )
  const page = (own: string) =>
    `<html><head><link rel="stylesheet" href="/_next/static/chunks/root.css"/>` +
    `<script src="/_next/static/chunks/runtime.js" async=""></script>` +
    `<script src="/_next/static/chunks/${own}" async=""></script>` +
    `<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body></body></html>`
  writeFileSync(path.join(dir, 'server', 'app', 'index.html'), page('home.js'))
  writeFileSync(path.join(dir, 'server', 'app', 'blog', 'post.html'), page('blog.js'))
}

const read = (dir: string, chunk: string) => readFileSync(path.join(dir, 'static', 'chunks', chunk), 'utf8')

describe('compile hints on startup chunks', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'assessa-hints-'))
    fakeBuild(dir)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('finds the root chunks and every prerendered page’s own chunks, not polyfills or lazy chunks', () => {
    expect(startupChunks(dir)).toEqual([
      'static/chunks/blog.js',
      'static/chunks/home.js',
      'static/chunks/react-dom.js',
      'static/chunks/runtime.js',
    ])
  })

  it('puts the hint on the first line of each startup chunk and leaves the rest as they were', () => {
    addCompileHints(dir)
    for (const chunk of ['runtime.js', 'react-dom.js', 'home.js', 'blog.js']) {
      expect(read(dir, chunk)).toBe(`${COMPILE_HINT}/* ${chunk} */ self.loaded = true\n`)
    }
    expect(read(dir, 'chat-widget.js').startsWith(COMPILE_HINT)).toBe(false)
    expect(read(dir, 'polyfills.js').startsWith(COMPILE_HINT)).toBe(false)
  })

  it('adds the hint once when the step runs again', () => {
    expect(addCompileHints(dir)).toHaveLength(4)
    expect(addCompileHints(dir)).toEqual([])
    expect(read(dir, 'home.js').split(COMPILE_HINT)).toHaveLength(2)
  })
})
