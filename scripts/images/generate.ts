/**
 * Generates the seed's illustrations: scripts/seed/images/blog/<slug>.png and tutorial/step-<n>.png.
 *
 * Why generate them: the seed dataset needs real images for its blog posts and tutorial steps, and those
 * images must be licence-free and reproducible offline (no stock photos, no downloads, no external fonts).
 * So each illustration is composed here as an SVG string from a few flat drawing helpers and rendered to
 * PNG with sharp. The output is deterministic (the only "randomness" is a seeded PRNG), so running this
 * again rewrites the same files.
 *
 *   cd scripts && npx tsx images/generate.ts      (or: pnpm --filter @assessa/scripts images)
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGES_DIR } from '../seed/lib/load'

const W = 1200
const H = 675
/** Files above this size get a warning: the site serves them as-is. */
const MAX_BYTES = 60 * 1024

// ─── Palette ────────────────────────────────────────────────────────────────

const C = {
  indigo: '#4f46e5',
  violet: '#7c3aed',
  teal: '#0d9488',
  amber: '#f59e0b',
  rose: '#e11d48',
  slate: '#0f172a',
  white: '#ffffff',
  line: '#e2e8f0',
  muted: '#cbd5e1',
  soft: '#f1f5f9',
} as const

/** The three colours an illustration is drawn with; `accent` leads, the others support it. */
type Theme = { accent: string; second: string; third: string }

/** Mixes a #rrggbb colour with white: amount 0 keeps the colour, 1 gives white. */
function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16)
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1)}${channel(3)}${channel(5)}`
}

// ─── Deterministic randomness ───────────────────────────────────────────────

type Rng = () => number

/** mulberry32: a tiny seeded PRNG, so decorations and QR modules are the same on every run. */
function seededRng(seedText: string): Rng {
  let seed = 0
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ─── SVG primitives ─────────────────────────────────────────────────────────

type Attrs = Record<string, string | number | undefined>

const round = (n: number) => Math.round(n * 10) / 10

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ')
}

const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag} ${attrs(a)}/>` : `<${tag} ${attrs(a)}>${children}</${tag}>`

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: r, fill, ...extra })

const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra })

const pathEl = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra })

const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  pathEl(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  })

const pill = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  rect(x, y, w, h, fill, h / 2, extra)

const group = (transform: string, ...children: string[]) => el('g', { transform }, children.join(''))

const rotate = (deg: number, cx: number, cy: number, ...children: string[]) =>
  group(`rotate(${deg} ${cx} ${cy})`, ...children)

/** A point on a circle; 0° points right and angles grow clockwise (SVG's y axis points down). */
function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const rad = (deg * Math.PI) / 180
  return [cx + r * Math.cos(rad), cy + r * Math.sin(rad)]
}

// ─── Building blocks ────────────────────────────────────────────────────────

/** A white rounded card with a soft flat shadow underneath. */
function card(x: number, y: number, w: number, h: number, opts: { r?: number; fill?: string } = {}): string {
  const r = opts.r ?? 24
  return rect(x + 4, y + 12, w, h, C.slate, r, { opacity: 0.07 }) + rect(x, y, w, h, opts.fill ?? C.white, r)
}

/** Rounded bars standing in for lines of text, with a fixed rhythm of widths. */
function textLines(
  x: number,
  y: number,
  w: number,
  count: number,
  opts: { gap?: number; h?: number; color?: string } = {},
): string {
  const widths = [1, 0.84, 0.93, 0.68, 0.88, 0.57, 0.95, 0.75]
  const gap = opts.gap ?? 24
  const h = opts.h ?? 10
  let out = ''
  for (let i = 0; i < count; i++) out += pill(x, y + i * gap, w * widths[i % widths.length]!, h, opts.color ?? C.line)
  return out
}

function checkMark(cx: number, cy: number, size: number, color: string, width = size * 0.18): string {
  const s = size / 2
  return stroke(
    `M${cx - s * 0.9} ${cy + s * 0.05} L${cx - s * 0.25} ${cy + s * 0.65} L${cx + s * 0.9} ${cy - s * 0.6}`,
    color,
    width,
  )
}

/** One checklist row: a ticked (or empty) box followed by a line. */
function checkItem(x: number, y: number, w: number, done: boolean, color: string): string {
  const box = done
    ? rect(x, y, 30, 30, color, 9) + checkMark(x + 15, y + 15, 16, C.white, 4)
    : rect(x + 1.5, y + 1.5, 27, 27, C.white, 8, { stroke: C.muted, 'stroke-width': 3 })
  return box + pill(x + 46, y + 10, w - 46, 10, done ? tint(color, 0.7) : C.line)
}

function star(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  const points: string[] = []
  for (let i = 0; i < 10; i++) {
    const [x, y] = polar(cx, cy, i % 2 === 0 ? r : r * 0.47, -90 + i * 36)
    points.push(`${round(x)},${round(y)}`)
  }
  return el('polygon', {
    points: points.join(' '),
    fill,
    stroke: extra.stroke ?? fill,
    'stroke-width': r * 0.18,
    'stroke-linejoin': 'round',
    ...extra,
  })
}

/** The four-pointed "AI magic" twinkle. */
function sparkle(cx: number, cy: number, r: number, fill: string): string {
  return pathEl(
    `M${cx} ${cy - r} Q${cx + r * 0.14} ${cy - r * 0.14} ${cx + r} ${cy} Q${cx + r * 0.14} ${cy + r * 0.14} ${cx} ${cy + r} ` +
      `Q${cx - r * 0.14} ${cy + r * 0.14} ${cx - r} ${cy} Q${cx - r * 0.14} ${cy - r * 0.14} ${cx} ${cy - r}Z`,
    fill,
  )
}

/** A person as head + rounded shoulders; (cx, cy) is where the shoulders start. */
function person(cx: number, cy: number, s: number, color: string, opts: { raisedHand?: boolean } = {}): string {
  const w = s * 1.3
  const rad = w / 2
  const bottom = cy + s * 0.95
  let arm = ''
  if (opts.raisedHand) {
    const hx = cx + w * 0.62
    const hy = cy - s * 0.95
    arm =
      stroke(`M${cx + w * 0.3} ${cy + s * 0.45} L${hx} ${hy}`, tint(color, 0.3), s * 0.28) +
      circle(hx, hy - s * 0.08, s * 0.17, color)
  }
  const body = pathEl(
    `M${cx - rad} ${bottom} L${cx - rad} ${cy + rad} A${rad} ${rad} 0 0 1 ${cx + rad} ${cy + rad} L${cx + rad} ${bottom}Z`,
    tint(color, 0.3),
  )
  return arm + body + circle(cx, cy - s * 0.42, s * 0.36, color)
}

/** A person cropped into a round avatar. */
function avatar(cx: number, cy: number, r: number, color: string, bg: string = tint(color, 0.85)): string {
  const id = `avatar-${Math.round(cx)}-${Math.round(cy)}`
  return (
    el('clipPath', { id }, circle(cx, cy, r, C.white)) +
    circle(cx, cy, r, bg) +
    el('g', { 'clip-path': `url(#${id})` }, person(cx, cy - r * 0.05, r * 0.72, color))
  )
}

function arrowHead(x: number, y: number, deg: number, size: number, color: string): string {
  const [bx, by] = polar(x, y, size, deg + 180)
  const [lx, ly] = polar(bx, by, size * 0.62, deg + 90)
  const [rx, ry] = polar(bx, by, size * 0.62, deg - 90)
  return el('polygon', {
    points: `${round(x)},${round(y)} ${round(lx)},${round(ly)} ${round(rx)},${round(ry)}`,
    fill: color,
    stroke: color,
    'stroke-width': 4,
    'stroke-linejoin': 'round',
  })
}

/** A clockwise arc from a0° to a1° ending in an arrowhead. */
function arcArrow(cx: number, cy: number, r: number, a0: number, a1: number, color: string, width: number): string {
  const [x0, y0] = polar(cx, cy, r, a0)
  const headSize = width * 1.9
  const stopAt = a1 - ((headSize * 0.7) / (2 * Math.PI * r)) * 360
  const [x1, y1] = polar(cx, cy, r, stopAt)
  const [tx, ty] = polar(cx, cy, r, a1)
  const large = stopAt - a0 > 180 ? 1 : 0
  return (
    stroke(`M${x0} ${y0} A${r} ${r} 0 ${large} 1 ${x1} ${y1}`, color, width) +
    arrowHead(tx, ty, a1 + 90, headSize, color)
  )
}

type Point = [number, number]

/** The point at parameter u (0…1) of a cubic Bézier curve. */
function bezierPoint(p0: Point, c1: Point, c2: Point, p3: Point, u: number): Point {
  const v = 1 - u
  const at = (i: 0 | 1) => v * v * v * p0[i] + 3 * v * v * u * c1[i] + 3 * v * u * u * c2[i] + u * u * u * p3[i]
  return [at(0), at(1)]
}

/** A cubic curve from p0 to p3 ending in an arrowhead; dashed if asked. */
function curveArrow(p0: Point, c1: Point, c2: Point, p3: Point, color: string, width: number, dashed = false): string {
  const deg = (Math.atan2(p3[1] - c2[1], p3[0] - c2[0]) * 180) / Math.PI
  const size = width * 2.2
  const [ex, ey] = polar(p3[0], p3[1], size * 0.8, deg + 180)
  const d = `M${p0[0]} ${p0[1]} C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${ex} ${ey}`
  return (
    stroke(d, color, width, dashed ? { 'stroke-dasharray': `${width * 0.1} ${width * 2.2}` } : {}) +
    arrowHead(p3[0], p3[1], deg, size, color)
  )
}

/** A page with a folded corner, a coloured header bar and text lines. */
function documentPage(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  opts: { lines?: number; header?: 'bar' | 'band' } = {},
): string {
  const fold = Math.min(w, h) * 0.2
  const r = 20
  const outline = `M${x + r} ${y} L${x + w - fold} ${y} L${x + w} ${y + fold} L${x + w} ${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} L${x + r} ${y + h} Q${x} ${y + h} ${x} ${y + h - r} L${x} ${y + r} Q${x} ${y} ${x + r} ${y}Z`
  const shadow = group('translate(4 12)', pathEl(outline, C.slate, { opacity: 0.07 }))
  const corner = pathEl(
    `M${x + w - fold} ${y} L${x + w - fold} ${y + fold - 8} Q${x + w - fold} ${y + fold} ${x + w - fold + 8} ${y + fold} L${x + w} ${y + fold}Z`,
    tint(color, 0.75),
  )
  const pad = w * 0.14
  const header =
    opts.header === 'band'
      ? rect(x + pad, y + pad, w - 2 * pad - fold * 0.6, h * 0.14, color, 12)
      : pill(x + pad, y + pad + 4, (w - 2 * pad) * 0.55, 16, color)
  const linesTop = y + pad + (opts.header === 'band' ? h * 0.14 + 30 : 46)
  const gap = Math.max(20, Math.min(30, (h - (linesTop - y) - pad) / Math.max(1, opts.lines ?? 5)))
  return (
    shadow +
    pathEl(outline, C.white) +
    corner +
    header +
    textLines(x + pad, linesTop, w - 2 * pad, opts.lines ?? 5, { gap })
  )
}

/** A speech bubble with its tail on the lower left or right. */
function chatBubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tail: 'left' | 'right',
  content = '',
): string {
  const tx = tail === 'left' ? x + 34 : x + w - 34
  const dir = tail === 'left' ? -1 : 1
  const tailPath = pathEl(`M${tx - 22} ${y + h - 4} L${tx + dir * 26} ${y + h + 30} L${tx + 24} ${y + h - 4}Z`, fill, {
    'stroke-linejoin': 'round',
    stroke: fill,
    'stroke-width': 6,
  })
  return rect(x + 4, y + 12, w, h, C.slate, 28, { opacity: 0.07 }) + tailPath + rect(x, y, w, h, fill, 28) + content
}

/** Three fading dots: "someone is typing". */
const typingDots = (cx: number, cy: number, color: string, r = 10) =>
  [-1, 0, 1].map((i) => circle(cx + i * r * 3, cy, r, color, { opacity: 1 - (i + 1) * 0.25 })).join('')

/** Concentric rings with an arrow in the bull's-eye. */
function target(cx: number, cy: number, r: number, color: string, arrowColor: string = C.slate): string {
  const rings = [1, 0.78, 0.56, 0.34, 0.14]
    .map((f, i) => circle(cx, cy, r * f, i % 2 === 0 ? color : i === 1 ? C.white : tint(color, 0.85)))
    .join('')
  const [sx, sy] = polar(cx, cy, r * 1.05, -40)
  const [fx, fy] = polar(cx, cy, r * 1.05 + 8, -40)
  const feathers = [-1, 1]
    .map((side) => {
      const [px, py] = polar(fx, fy, r * 0.16, -40 + side * 28)
      return stroke(`M${fx} ${fy} L${px} ${py}`, C.amber, r * 0.06)
    })
    .join('')
  const shaft = stroke(`M${cx} ${cy} L${sx} ${sy}`, arrowColor, r * 0.045)
  return (
    rect(cx - r * 0.95 + 4, cy - r * 0.95 + 12, r * 1.9, r * 1.9, C.slate, r, { opacity: 0.07 }) +
    rings +
    shaft +
    feathers +
    circle(cx, cy, r * 0.05, arrowColor)
  )
}

/** A month view: coloured header with binder rings, then a 7 × 5 grid with some days marked. */
function calendar(x: number, y: number, w: number, h: number, color: string, marks: Record<number, string>): string {
  const header = h * 0.22
  let out = card(x, y, w, h) + rect(x, y, w, header, color, 24) + rect(x, y + header - 24, w, 24, color)
  out += pill(x + w * 0.3, y + header * 0.42, w * 0.4, 14, tint(color, 0.4))
  for (const fx of [0.25, 0.75]) out += pill(x + w * fx - 8, y - 18, 16, 44, C.slate, { opacity: 0.85 })
  const pad = 26
  const cols = 7
  const rows = 5
  const cellW = (w - 2 * pad) / cols
  const cellH = (h - header - 2 * pad + 10) / rows
  for (let i = 0; i < cols * rows; i++) {
    const cx = x + pad + (i % cols) * cellW
    const cy = y + header + pad - 6 + Math.floor(i / cols) * cellH
    const mark = marks[i]
    out += rect(cx + 4, cy + 4, cellW - 8, cellH - 8, mark ?? C.soft, 8)
    if (mark === C.white)
      out += rect(cx + 4, cy + 4, cellW - 8, cellH - 8, 'none', 8, { stroke: color, 'stroke-width': 3 })
  }
  return out
}

/** A horizontal track with a filled part and a round knob. */
function slider(x: number, y: number, w: number, value: number, color: string): string {
  return (
    pill(x, y - 6, w, 12, C.line) +
    pill(x, y - 6, w * value, 12, color) +
    circle(x + w * value, y, 16, C.white, { stroke: color, 'stroke-width': 5 })
  )
}

/** A QR-code-like grid: three finder squares and seeded modules. */
function qrGrid(x: number, y: number, size: number, color: string, rng: Rng): string {
  const n = 21
  const m = size / n
  const inFinder = (c: number, r: number) => (c < 8 && r < 8) || (c >= n - 8 && r < 8) || (c < 8 && r >= n - 8)
  let out = ''
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (!inFinder(c, r) && rng() < 0.48) out += rect(x + c * m + 1, y + r * m + 1, m - 2, m - 2, color, 2)
  for (const [c, r] of [
    [0, 0],
    [n - 7, 0],
    [0, n - 7],
  ] as const) {
    out += rect(x + c * m + m / 2, y + r * m + m / 2, 6 * m, 6 * m, 'none', m * 1.4, {
      stroke: color,
      'stroke-width': m,
    })
    out += rect(x + (c + 2) * m, y + (r + 2) * m, 3 * m, 3 * m, color, m * 0.8)
  }
  return out
}

/** A phone: dark body, light screen, notch; `screen` is drawn on top of the screen area. */
function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const b = 14
  return (
    rect(x + 6, y + 14, w, h, C.slate, 40, { opacity: 0.1 }) +
    rect(x, y, w, h, C.slate, 40) +
    rect(x + b, y + b, w - 2 * b, h - 2 * b, C.white, 28) +
    pill(x + w / 2 - 34, y + b + 10, 68, 14, C.slate) +
    screen(x + b, y + b + 34, w - 2 * b, h - 2 * b - 34)
  )
}

function key(x: number, y: number, s: number, color: string): string {
  const bow = circle(x, y, s * 0.42, color) + circle(x, y, s * 0.17, tint(color, 0.9))
  const shaft = rect(x + s * 0.3, y - s * 0.1, s * 1.35, s * 0.2, color, s * 0.08)
  const teeth =
    rect(x + s * 1.2, y + s * 0.02, s * 0.14, s * 0.34, color, 4) +
    rect(x + s * 1.46, y + s * 0.02, s * 0.14, s * 0.26, color, 4)
  return shaft + teeth + bow
}

/** A stopwatch with part of the dial filled in. */
function stopwatch(cx: number, cy: number, r: number, color: string, fraction: number): string {
  const [ex, ey] = polar(cx, cy, r * 0.78, -90 + fraction * 360)
  const large = fraction > 0.5 ? 1 : 0
  return (
    rect(cx - r * 0.16, cy - r * 1.32, r * 0.32, r * 0.26, color, 8) +
    rotate(40, cx, cy, rect(cx - r * 0.1, cy - r * 1.18, r * 0.2, r * 0.22, C.slate, 6)) +
    circle(cx + 4, cy + 12, r, C.slate, { opacity: 0.07 }) +
    circle(cx, cy, r, color) +
    circle(cx, cy, r * 0.86, C.white) +
    pathEl(
      `M${cx} ${cy} L${cx} ${cy - r * 0.78} A${r * 0.78} ${r * 0.78} 0 ${large} 1 ${ex} ${ey}Z`,
      tint(color, 0.7),
    ) +
    stroke(`M${cx} ${cy} L${ex} ${ey}`, C.slate, r * 0.07) +
    circle(cx, cy, r * 0.09, C.slate)
  )
}

/** A keyword "tag": a tinted pill with a word-bar inside. */
function tagPill(x: number, y: number, w: number, color: string): string {
  return (
    pill(x, y, w, 46, tint(color, 0.82)) +
    circle(x + 24, y + 23, 7, color) +
    pill(x + 42, y + 17, w - 62, 12, color, { opacity: 0.75 })
  )
}

/** A lightbulb with rays. */
function lightbulb(cx: number, cy: number, r: number, color: string): string {
  const rays = [-150, -120, -90, -60, -30]
    .map((deg) => {
      const [x0, y0] = polar(cx, cy, r * 1.35, deg)
      const [x1, y1] = polar(cx, cy, r * 1.75, deg)
      return stroke(`M${x0} ${y0} L${x1} ${y1}`, color, r * 0.14)
    })
    .join('')
  return (
    rays +
    circle(cx, cy, r, color) +
    circle(cx - r * 0.32, cy - r * 0.3, r * 0.22, C.white, { opacity: 0.55 }) +
    rect(cx - r * 0.42, cy + r * 0.78, r * 0.84, r * 0.42, C.slate, 8, { opacity: 0.8 }) +
    rect(cx - r * 0.3, cy + r * 1.12, r * 0.6, r * 0.26, C.slate, 8, { opacity: 0.8 })
  )
}

/** An "AI chip": rounded square with pins and a sparkle in its core. */
function chip(cx: number, cy: number, s: number, color: string, sparkColor: string): string {
  let pins = ''
  for (const offset of [-0.28, 0, 0.28]) {
    pins +=
      rect(cx + offset * s - 7, cy - s * 0.68, 14, s * 0.3, tint(color, 0.4), 6) +
      rect(cx + offset * s - 7, cy + s * 0.38, 14, s * 0.3, tint(color, 0.4), 6)
    pins +=
      rect(cx - s * 0.68, cy + offset * s - 7, s * 0.3, 14, tint(color, 0.4), 6) +
      rect(cx + s * 0.38, cy + offset * s - 7, s * 0.3, 14, tint(color, 0.4), 6)
  }
  return (
    pins +
    card(cx - s / 2, cy - s / 2, s, s, { fill: color, r: 30 }) +
    rect(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6, tint(color, 0.2), 20) +
    sparkle(cx, cy, s * 0.22, sparkColor)
  )
}

/** Background: soft diagonal gradient, a few large translucent blobs, a dot grid and a floor shadow. */
function background(t: Theme, rng: Rng): string {
  const gradient = el(
    'linearGradient',
    { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
    el('stop', { offset: 0, 'stop-color': tint(t.accent, 0.9) }) +
      el('stop', { offset: 1, 'stop-color': tint(t.second, 0.92) }),
  )
  const between = (a: number, b: number) => a + (b - a) * rng()
  const blobs =
    circle(between(40, 260), between(20, 180), between(170, 240), t.accent, { opacity: 0.08 }) +
    circle(between(940, 1160), between(480, 640), between(180, 250), t.second, { opacity: 0.09 }) +
    circle(between(980, 1120), between(60, 160), between(40, 70), t.third, { opacity: 0.16 })
  let dots = ''
  const dotX = rng() < 0.5 ? 60 : W - 170
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 4; j++) dots += circle(dotX + i * 24, H - 140 + j * 24, 3.5, t.accent, { opacity: 0.22 })
  const floor = el('ellipse', { cx: W / 2, cy: H - 92, rx: 430, ry: 26, fill: C.slate, opacity: 0.05 })
  return `<defs>${gradient}</defs>` + rect(0, 0, W, H, 'url(#bg)') + blobs + dots + floor
}

// ─── Scenes ─────────────────────────────────────────────────────────────────

type Scene = (t: Theme, rng: Rng) => string

/** Blog: four steps on a timeline, done ones ticked. */
const workflowTimeline: Scene = (t) => {
  const xs = [240, 480, 720, 960]
  const colors = [t.accent, t.second, t.third, t.accent]
  let out = pill(190, 462, 820, 14, C.white) + pill(190, 462, 540, 14, t.accent)
  xs.forEach((x, i) => {
    const color = colors[i]!
    const top = i % 2 === 0 ? 150 : 190
    out += rect(x - 3, top + 200, 6, 440 - top - 200 + 22, tint(color, 0.5))
    out += card(x - 95, top, 190, 200)
    out += rect(x - 95, top, 190, 12, color, 6)
    if (i === 0) out += person(x, top + 78, 54, color) + pill(x - 55, top + 165, 110, 10, C.line)
    if (i === 1) out += target(x, top + 95, 62, color)
    if (i === 2) out += textLines(x - 60, top + 45, 120, 5, { gap: 26 }) + pill(x - 60, top + 45, 70, 10, color)
    if (i === 3)
      [0.45, 0.7, 0.55, 0.95].forEach(
        (v, j) =>
          (out += rect(x - 62 + j * 32, top + 170 - v * 120, 22, v * 120, j === 3 ? color : tint(color, 0.55), 6)),
      )
    const done = i < 3
    out += circle(x, 469, 34, done ? color : C.white, done ? {} : { stroke: color, 'stroke-width': 6 })
    out += done ? checkMark(x, 469, 30, C.white, 6) : circle(x, 469, 9, color)
  })
  return out
}

/** Blog: documents flowing into a neural "brain" that sparks. */
const documentToBrain: Scene = (t) => {
  let out = rotate(-8, 300, 340, documentPage(190, 170, 230, 300, t.second, { lines: 6 }))
  out += documentPage(230, 190, 240, 320, t.accent, { lines: 7, header: 'band' })
  for (const [dy, color] of [
    [-55, t.accent],
    [0, t.second],
    [55, t.third],
  ] as const)
    out += curveArrow([495, 340 + dy], [545, 310 + dy], [585, 370 + dy], [630, 340 + dy * 0.8], color, 8, true)
  const cx = 830
  const cy = 330
  out +=
    circle(cx + 4, cy + 12, 190, C.slate, { opacity: 0.07 }) +
    circle(cx, cy, 190, C.white) +
    circle(cx, cy, 170, tint(t.accent, 0.88))
  const layers = [
    [-100, [-80, 0, 80]],
    [0, [-110, -37, 37, 110]],
    [100, [-80, 0, 80]],
  ] as const
  for (let l = 0; l < layers.length - 1; l++)
    for (const y0 of layers[l]![1])
      for (const y1 of layers[l + 1]![1])
        out += stroke(`M${cx + layers[l]![0]} ${cy + y0} L${cx + layers[l + 1]![0]} ${cy + y1}`, t.accent, 4, {
          opacity: 0.35,
        })
  layers.forEach(([x, ys], l) =>
    ys.forEach(
      (y) =>
        (out +=
          circle(cx + x, cy + y, 20, [t.accent, t.second, t.accent][l]!) +
          circle(cx + x, cy + y, 8, C.white, { opacity: 0.7 })),
    ),
  )
  out +=
    sparkle(cx + 150, cy - 150, 46, t.third) +
    sparkle(cx + 205, cy - 75, 22, t.third) +
    sparkle(cx - 150, cy - 165, 18, t.second)
  return out
}

/** Blog: a grid of group cards, each with its own little team. */
const groupGrid: Scene = (t) => {
  const colors = [t.accent, t.second, t.third, C.amber, C.violet, t.accent]
  const counts = [3, 4, 2, 3, 4, 3]
  let out = ''
  for (let i = 0; i < 6; i++) {
    const x = 225 + (i % 3) * 260
    const y = 135 + Math.floor(i / 3) * 205
    const color = colors[i]!
    out += card(x, y, 230, 175) + rect(x, y, 230, 10, color, 5)
    const n = counts[i]!
    for (let p = 0; p < n; p++)
      out += person(x + 115 + (p - (n - 1) / 2) * 50, y + 78, 36, p % 2 === 0 ? color : tint(color, 0.35))
    out += pill(x + 30, y + 128, 170, 20, tint(color, 0.8))
    out += circle(x + 204, y + 34, 14, tint(color, 0.8)) + circle(x + 204, y + 34, 6, color)
  }
  return out
}

/** Blog: a target next to a checklist of goals. */
const targetAndChecklist: Scene = (t) => {
  let out = target(390, 340, 185, t.accent)
  out += card(650, 130, 360, 420) + pill(690, 170, 150, 18, t.second) + pill(850, 170, 70, 18, C.line)
  ;[true, true, true, false, false].forEach(
    (done, i) =>
      (out += checkItem(690, 230 + i * 62, 280, done, [t.accent, t.second, t.third, t.accent, t.accent][i]!)),
  )
  out += sparkle(590, 150, 26, t.third) + sparkle(200, 520, 18, t.second)
  return out
}

/** A quiz card: picture area and a 2 × 2 grid of coloured answer tiles with shapes. */
function quizCard(x: number, y: number, t: Theme): string {
  const w = 280
  const h = 360
  const tileColors = [C.rose, C.indigo, C.amber, C.teal]
  let out = card(x, y, w, h, { r: 28 }) + pill(x + 30, y + 30, 220, 14, C.line) + pill(x + 30, y + 54, 150, 14, C.line)
  out +=
    rect(x + 30, y + 86, 220, 96, tint(t.accent, 0.82), 16) +
    circle(x + 140, y + 134, 30, t.accent) +
    star(x + 200, y + 118, 16, C.white)
  tileColors.forEach((color, i) => {
    const tx = x + 30 + (i % 2) * 114
    const ty = y + 200 + Math.floor(i / 2) * 72
    out += rect(tx, ty, 106, 62, color, 14)
    const mx = tx + 53
    const my = ty + 31
    if (i === 0)
      out += el('polygon', { points: `${mx},${my - 16} ${mx + 17},${my + 13} ${mx - 17},${my + 13}`, fill: C.white })
    if (i === 1) out += rotate(45, mx, my, rect(mx - 12, my - 12, 24, 24, C.white, 3))
    if (i === 2) out += circle(mx, my, 14, C.white)
    if (i === 3) out += rect(mx - 13, my - 13, 26, 26, C.white, 4)
  })
  return out
}

/** Blog: a fan of quiz cards with stars around. */
const quizFan: Scene = (t) => {
  let out = rotate(-13, 460, 560, quizCard(300, 150, { ...t, accent: t.second }))
  out += rotate(13, 740, 560, quizCard(620, 150, { ...t, accent: t.third }))
  out += quizCard(460, 130, t)
  out +=
    star(250, 170, 30, C.amber) +
    star(960, 150, 38, C.amber) +
    star(1010, 320, 20, t.second) +
    star(185, 420, 22, t.accent) +
    sparkle(900, 520, 22, C.amber) +
    sparkle(330, 110, 16, t.third)
  return out
}

/** Blog: stacked documents, a chat bubble and tuning sliders. */
const layeredDocsChatSliders: Scene = (t) => {
  let out =
    documentPage(170, 190, 240, 320, tint(t.third, 0.2), { lines: 5 }) +
    documentPage(215, 160, 240, 320, t.second, { lines: 6 }) +
    documentPage(260, 130, 250, 340, t.accent, { lines: 7, header: 'band' })
  out += chatBubble(
    610,
    110,
    390,
    140,
    C.white,
    'left',
    circle(660, 180, 28, t.second) + sparkle(660, 180, 16, C.white) + textLines(710, 160, 250, 2, { gap: 28, h: 12 }),
  )
  out += card(610, 320, 390, 230) + pill(650, 352, 120, 14, C.line)
  ;[
    [0.7, t.accent],
    [0.4, t.second],
    [0.85, t.third],
  ].forEach(([v, color], i) => (out += slider(650, 410 + i * 50, 310, v as number, color as string)))
  out += sparkle(555, 110, 26, C.amber) + sparkle(585, 160, 12, C.amber)
  return out
}

/** Blog: people around a shared table with work on it. */
const roundTable: Scene = (t) => {
  const seats: [number, number, string][] = [
    [450, 245, t.accent],
    [600, 230, t.second],
    [750, 245, t.third],
    [300, 320, C.violet],
    [900, 320, C.indigo],
  ]
  let out = seats.map(([x, y, color]) => person(x, y, 76, color)).join('')
  out +=
    el('ellipse', { cx: 604, cy: 432, rx: 330, ry: 120, fill: C.slate, opacity: 0.07 }) +
    el('ellipse', { cx: 600, cy: 420, rx: 330, ry: 120, fill: C.white })
  out += el('ellipse', { cx: 600, cy: 420, rx: 300, ry: 100, fill: tint(t.accent, 0.88) })
  out += rotate(-8, 470, 420, rect(410, 385, 120, 80, C.white, 10) + textLines(425, 405, 90, 3, { gap: 16, h: 7 }))
  out +=
    rect(545, 370, 110, 80, C.white, 10) +
    [0.5, 0.8, 0.6]
      .map((v, i) => rect(565 + i * 25, 432 - v * 45, 16, v * 45, i === 1 ? t.accent : tint(t.accent, 0.5), 4))
      .join('')
  out += rotate(
    8,
    730,
    420,
    rect(670, 385, 120, 80, C.white, 10) + checkMark(700, 425, 26, t.third, 5) + pill(720, 420, 55, 8, C.line),
  )
  out += chatBubble(330, 120, 110, 66, C.white, 'right', typingDots(385, 153, t.accent, 7))
  out += chatBubble(800, 110, 110, 66, t.third, 'left', typingDots(855, 143, C.white, 7))
  return out
}

/** Blog: a feedback loop of arrows around a checklist. */
const feedbackLoop: Scene = (t) => {
  const cx = 600
  const cy = 340
  const r = 230
  const colors = [t.accent, t.second, t.third]
  let out = ''
  colors.forEach((color, i) => (out += arcArrow(cx, cy, r, -80 + i * 120, -80 + i * 120 + 88, color, 22)))
  out += card(490, 205, 220, 270) + pill(522, 235, 110, 14, t.accent)
  ;[true, true, false].forEach((done, i) => (out += checkItem(522, 280 + i * 58, 156, done, colors[i]!)))
  const badges = [
    (x: number, y: number) => circle(x, y, 40, colors[2]!) + checkMark(x, y, 34, C.white, 7),
    (x: number, y: number) => circle(x, y, 40, colors[0]!) + typingDots(x, y, C.white, 6),
    (x: number, y: number) => circle(x, y, 40, colors[1]!) + star(x, y, 20, C.white),
  ]
  badges.forEach((badge, i) => {
    const [bx, by] = polar(cx, cy, r, -80 + i * 120 - 16)
    out += badge(bx, by)
  })
  return out
}

/** Blog: a row of students, hands up, with a lightbulb moment. */
const raisedHands: Scene = (t) => {
  const colors = [t.accent, t.second, t.third, C.indigo, t.accent]
  const raised = [true, false, true, true, false]
  let out = ''
  colors.forEach((color, i) => {
    const x = 250 + i * 175
    const y = 330 + (i % 2) * 18
    out += person(x, y, 92, color, { raisedHand: raised[i] })
    if (raised[i]) {
      const hx = x + 92 * 1.3 * 0.62
      const hy = y - 92 * 1.03
      for (const deg of [-150, -90, -30]) {
        const [x0, y0] = polar(hx, hy, 30, deg)
        const [x1, y1] = polar(hx, hy, 48, deg)
        out += stroke(`M${x0} ${y0} L${x1} ${y1}`, C.amber, 7)
      }
    }
  })
  out += card(160, 450, 880, 70, { r: 20 })
  for (let i = 0; i < 5; i++) out += pill(200 + i * 175, 478, 90, 14, C.line)
  out += lightbulb(600, 145, 44, C.amber) + sparkle(1010, 170, 24, t.second) + sparkle(180, 180, 18, t.accent)
  return out
}

/** Blog: a calendar and a seating plan. */
const calendarAndSeating: Scene = (t) => {
  let out = calendar(170, 140, 380, 400, t.accent, { 3: t.second, 9: t.third, 16: t.accent, 24: t.second, 30: C.white })
  out += card(620, 150, 410, 380) + pill(690, 180, 270, 24, t.accent)
  const palette = [t.second, t.third, t.accent, C.muted]
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      const x = 660 + c * 88
      const y = 262 + r * 88
      const color = palette[(r * 4 + c * 3) % palette.length]!
      out +=
        circle(x + 35, y, 17, color) +
        rect(x, y + 22, 70, 34, tint(color === C.muted ? C.slate : color, color === C.muted ? 0.88 : 0.78), 10)
    }
  return out
}

/** Blog: three learners, three different paths, one target. */
const pathsToTarget: Scene = (t) => {
  const tx = 930
  const ty = 337
  let out = target(tx, ty, 130, t.accent)
  const starts: [number, number, string][] = [
    [200, 170, t.second],
    [200, 360, t.third],
    [200, 540, C.violet],
  ]
  // Each learner's path wanders differently, but all arrive level at the target's edge.
  const paths: [Point, Point, Point, Point][] = [
    [
      [262, 150],
      [430, 20],
      [640, 285],
      [790, 285],
    ],
    [
      [262, 350],
      [420, 470],
      [640, 337],
      [785, 337],
    ],
    [
      [262, 530],
      [560, 610],
      [640, 390],
      [790, 390],
    ],
  ]
  paths.forEach(([p0, c1, c2, p3], i) => {
    out += curveArrow(p0, c1, c2, p3, starts[i]![2], 9, true)
    const [sx, sy] = bezierPoint(p0, c1, c2, p3, 0.45)
    out += star(sx, sy, 20, C.amber)
  })
  out += starts
    .map(
      ([x, y, color]) =>
        circle(x + 2, y + 8, 56, C.slate, { opacity: 0.07 }) + circle(x, y, 56, C.white) + avatar(x, y, 48, color),
    )
    .join('')
  return out
}

/** Blog: one document, generated with a magic wand and sparkles. */
const documentWithSparkles: Scene = (t) => {
  let out = rotate(-5, 560, 340, documentPage(420, 110, 290, 420, t.accent, { lines: 4, header: 'bar' }))
  out += rotate(
    -5,
    560,
    340,
    [0, 1, 2].map((i) => checkItem(460, 330 + i * 52, 200, i < 2, [t.accent, t.second, t.third][i]!)).join(''),
  )
  out += rotate(
    35,
    850,
    420,
    pill(760, 408, 220, 26, C.slate),
    pill(760, 408, 54, 26, C.white, { stroke: C.slate, 'stroke-width': 4 }),
  )
  out +=
    sparkle(755, 310, 44, t.second) +
    sparkle(830, 250, 22, t.third) +
    sparkle(350, 170, 34, t.third) +
    sparkle(330, 470, 20, t.second) +
    sparkle(770, 160, 16, t.accent)
  return out
}

/** Tutorial 1: a profile card and a key. */
const profileAndKey: Scene = (t) => {
  let out =
    card(300, 120, 430, 430, { r: 30 }) +
    rect(300, 120, 430, 110, tint(t.accent, 0.75), 30) +
    rect(300, 200, 430, 30, tint(t.accent, 0.75))
  out += circle(515, 235, 74, C.white) + avatar(515, 235, 62, t.accent)
  out += pill(430, 330, 170, 16, C.line)
  out += pill(360, 380, 310, 46, C.white, { stroke: C.muted, 'stroke-width': 3 }) + pill(380, 398, 120, 10, C.line)
  out +=
    pill(360, 438, 310, 46, C.white, { stroke: C.muted, 'stroke-width': 3 }) +
    [0, 1, 2, 3, 4].map((i) => circle(392 + i * 22, 461, 6, C.slate, { opacity: 0.6 })).join('')
  out += pill(420, 500, 190, 30, t.accent)
  out += rotate(-35, 880, 360, key(840, 360, 150, t.third))
  out += circle(955, 210, 40, t.second) + checkMark(955, 210, 36, C.white, 7)
  return out
}

/** Tutorial 2: a class split into coloured groups. */
const groupsOfCircles: Scene = (t) => {
  const groups: [number, number, number, string, number][] = [
    [290, 345, 140, t.accent, 4],
    [600, 300, 140, t.second, 3],
    [910, 345, 140, t.third, 4],
  ]
  let out = ''
  for (const [cx, cy, r, color, n] of groups) {
    out +=
      circle(cx + 4, cy + 12, r, C.slate, { opacity: 0.06 }) +
      circle(cx, cy, r, C.white) +
      circle(cx, cy, r - 14, tint(color, 0.86))
    for (let i = 0; i < n; i++) {
      const [px, py] = n === 3 ? polar(cx, cy - 6, r * 0.45, -90 + i * 120) : polar(cx, cy - 6, r * 0.45, -135 + i * 90)
      out += person(px, py, 40, i % 2 === 0 ? color : tint(color, 0.3))
    }
  }
  return out
}

/** Tutorial 3: a big target with milestone flags. */
const targetWithFlags: Scene = (t) => {
  let out = target(600, 345, 200, t.accent)
  const flag = (x: number, y: number, color: string) =>
    rect(x - 4, y, 8, 110, C.slate, 4) +
    pathEl(`M${x + 4} ${y + 4} L${x + 74} ${y + 26} L${x + 4} ${y + 50}Z`, color, {
      stroke: color,
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }) +
    el('ellipse', { cx: x, cy: y + 110, rx: 26, ry: 7, fill: C.slate, opacity: 0.12 })
  out += flag(220, 300, t.second) + flag(300, 420, t.third) + flag(920, 260, t.third) + flag(980, 400, t.second)
  out +=
    circle(215, 250, 24, t.accent) +
    checkMark(215, 250, 22, C.white, 5) +
    circle(1000, 210, 24, t.accent) +
    checkMark(1000, 210, 22, C.white, 5)
  return out
}

/** Tutorial 4: a Word document uploaded to the AI. */
const uploadDocument: Scene = (t) => {
  let out = documentPage(210, 130, 270, 370, t.accent, { lines: 7, header: 'band' })
  out += circle(460, 480, 58, C.white) + circle(460, 480, 46, t.second)
  out += stroke('M460 503 L460 460', C.white, 10) + arrowHead(460, 452, -90, 24, C.white)
  out += curveArrow([530, 450], [640, 460], [640, 310], [730, 310], t.second, 10, true)
  out += chip(880, 310, 190, t.accent, C.amber)
  out += sparkle(1020, 160, 26, C.amber) + sparkle(740, 190, 16, t.third)
  return out
}

/** Tutorial 5: a document being generated, with a progress panel. */
const generateFirstAssessment: Scene = (t) => {
  let out = documentPage(250, 110, 320, 440, t.accent, { lines: 3 })
  out += [0, 1, 2, 3]
    .map((i) => checkItem(295, 290 + i * 52, 220, i < 2, [t.accent, t.second, t.third, t.accent][i]!))
    .join('')
  out += rect(295, 290 + 3 * 52 - 8, 230, 46, C.white, 0, { opacity: 0.6 })
  out +=
    card(650, 190, 330, 120) +
    circle(710, 250, 34, t.accent) +
    sparkle(710, 250, 20, C.white) +
    pill(765, 232, 170, 12, C.line) +
    pill(765, 260, 170, 14, C.line) +
    pill(765, 260, 115, 14, t.second)
  out += card(650, 350, 330, 90) + pill(690, 380, 250, 32, t.accent) + sparkle(815, 396, 12, C.white)
  out += sparkle(590, 120, 40, t.third) + sparkle(620, 210, 18, t.third) + sparkle(200, 470, 22, t.second)
  return out
}

/** Tutorial 6: a chat exchange and a five-star rating. */
const chatAndRating: Scene = (t) => {
  let out = circle(200, 215, 44, C.white) + avatar(200, 215, 38, t.second)
  out += chatBubble(260, 110, 400, 120, C.white, 'left', textLines(300, 145, 320, 2, { gap: 30, h: 12 }))
  out += chatBubble(
    520,
    265,
    420,
    130,
    t.accent,
    'right',
    textLines(560, 300, 340, 3, { gap: 26, h: 12, color: tint(t.accent, 0.45) }),
  )
  out += circle(1000, 380, 38, t.accent) + sparkle(1000, 380, 20, C.white)
  out += card(330, 460, 540, 100)
  for (let i = 0; i < 5; i++)
    out += star(410 + i * 95, 510, 32, i < 4 ? C.amber : C.white, i < 4 ? {} : { stroke: C.muted, 'stroke-width': 5 })
  return out
}

/** Tutorial 7: a calendar next to a lesson plan. */
const calendarAndList: Scene = (t) => {
  let out = calendar(180, 150, 370, 380, t.accent, {
    1: t.second,
    2: t.second,
    11: t.third,
    19: t.accent,
    26: t.second,
    27: t.second,
  })
  out += card(620, 130, 400, 420) + pill(660, 165, 160, 18, t.accent)
  ;[t.second, t.third, t.accent, C.violet, t.third].forEach((color, i) => {
    const y = 215 + i * 64
    out += rect(660, y, 44, 44, tint(color, 0.75), 12) + rect(674, y + 14, 16, 16, color, 5)
    out += pill(722, y + 6, 250 - (i % 3) * 40, 12, C.line) + pill(722, y + 26, 140 + (i % 2) * 40, 10, C.soft)
  })
  return out
}

/** Tutorial 8: a multiple-choice question and a timer. */
const multipleChoiceAndTimer: Scene = (t) => {
  let out =
    card(210, 110, 480, 450, { r: 30 }) +
    pill(250, 150, 340, 16, C.slate, { opacity: 0.75 }) +
    pill(250, 180, 240, 16, C.slate, { opacity: 0.75 })
  ;[0, 1, 2, 3].forEach((i) => {
    const y = 235 + i * 76
    const chosen = i === 2
    out += rect(250, y, 400, 60, chosen ? tint(t.accent, 0.85) : C.white, 16, {
      stroke: chosen ? t.accent : C.line,
      'stroke-width': 3,
    })
    out +=
      circle(284, y + 30, 13, C.white, { stroke: chosen ? t.accent : C.muted, 'stroke-width': 4 }) +
      (chosen ? circle(284, y + 30, 6, t.accent) : '')
    out += pill(312, y + 25, [200, 250, 180, 220][i]!, 10, chosen ? t.accent : C.line)
  })
  out += stopwatch(870, 350, 135, t.second, 0.62) + sparkle(1040, 170, 22, t.third)
  return out
}

/** Tutorial 9: a ballot box, a small team and a cloud of keyword tags. */
const voteBoxAndTags: Scene = (t) => {
  let out = rotate(
    -6,
    410,
    200,
    card(340, 140, 140, 170, { r: 16 }) + checkMark(410, 205, 60, t.third, 11) + pill(370, 260, 80, 10, C.line),
  )
  out += pathEl('M240 300 L580 300 L630 350 L190 350Z', tint(t.accent, 0.35))
  out += rect(330, 316, 180, 20, C.slate, 10, { opacity: 0.85 })
  out += card(190, 346, 440, 200, { r: 18, fill: t.accent }) + rect(190, 346, 440, 26, tint(t.accent, 0.2), 0)
  out += circle(410, 450, 36, C.white, { opacity: 0.25 }) + checkMark(410, 450, 34, C.white, 7)
  const rows: [number, number, string][][] = [
    [
      [690, 150, t.second],
      [130, 150, t.third],
    ],
    [
      [660, 110, t.third],
      [220, 110, t.accent],
    ],
    [
      [700, 90, t.accent],
      [170, 150, t.second],
    ],
    [
      [670, 120, C.violet],
      [160, 160, t.third],
    ],
  ]
  rows.forEach((row, r) => {
    let x = row[0]![0]
    const y = 190 + r * 72
    for (const [, w, color] of row) {
      out += tagPill(x, y, w, color)
      x += w + 18
    }
  })
  out += person(750, 510, 34, t.accent) + person(810, 500, 34, t.second) + person(870, 510, 34, t.third)
  return out
}

/** Tutorial 10: a QR code scanned by a phone. */
const qrAndPhone: Scene = (t, rng) => {
  let out =
    card(210, 140, 370, 380, { r: 30 }) +
    qrGrid(245, 175, 300, C.slate, rng) +
    rect(360, 290, 70, 70, C.white, 16) +
    circle(395, 325, 24, t.accent) +
    star(395, 325, 12, C.white)
  out +=
    stroke('M600 330 L740 330', t.second, 8, { 'stroke-dasharray': '2 18' }) +
    stroke('M600 300 L740 250', t.second, 8, { 'stroke-dasharray': '2 18', opacity: 0.5 }) +
    stroke('M600 360 L740 410', t.second, 8, { 'stroke-dasharray': '2 18', opacity: 0.5 })
  out += phone(760, 100, 240, 470, (sx, sy, sw) => {
    const x = sx + 35
    const y = sy + 40
    const s = sw - 70
    const corner = (cx: number, cy: number, dx: number, dy: number) =>
      stroke(`M${cx} ${cy + dy * 34} L${cx} ${cy} L${cx + dx * 34} ${cy}`, t.accent, 8)
    return (
      corner(x - 8, y - 8, 1, 1) +
      corner(x + s + 8, y - 8, -1, 1) +
      corner(x - 8, y + s + 8, 1, -1) +
      corner(x + s + 8, y + s + 8, -1, -1) +
      qrGrid(x + 10, y + 10, s - 20, tint(C.slate, 0.35), seededRng('phone')) +
      pill(sx + 30, y + s + 50, sw - 60, 46, t.third) +
      checkMark(sx + sw / 2, y + s + 73, 24, C.white, 5)
    )
  })
  return out
}

/** Tutorial 11: results as bars with a rising trend line. */
const barChartTrend: Scene = (t) => {
  let out = card(200, 110, 800, 460, { r: 30 }) + pill(245, 148, 180, 18, C.slate, { opacity: 0.75 })
  out +=
    rect(820, 140, 140, 46, tint(t.accent, 0.85), 23) +
    stroke('M850 172 L870 156 L886 166 L910 148', t.accent, 6) +
    arrowHead(922, 146, -40, 14, t.accent)
  for (let i = 0; i < 4; i++) out += rect(250, 250 + i * 70, 700, 3, C.soft)
  const values = [0.32, 0.45, 0.4, 0.58, 0.66, 0.62, 0.8, 0.9]
  const base = 510
  const points: [number, number][] = []
  values.forEach((v, i) => {
    const x = 270 + i * 85
    const h = v * 260
    out += rect(x, base - h, 50, h, i % 2 === 0 ? tint(t.accent, 0.45) : t.accent, 10)
    points.push([x + 25, base - h - 40])
  })
  out += rect(250, base, 700, 4, C.muted, 2)
  out += stroke(`M${points.map(([x, y]) => `${x} ${y}`).join(' L')}`, t.third, 7)
  out += points.map(([x, y]) => circle(x, y, 10, C.white, { stroke: t.third, 'stroke-width': 5 })).join('')
  return out
}

// ─── Image list ─────────────────────────────────────────────────────────────

type ImageSpec = { file: string; theme: Theme; scene: Scene }

const theme = (accent: string, second: string, third: string): Theme => ({ accent, second, third })

const IMAGES: ImageSpec[] = [
  { file: 'blog/complete-teacher-workflow.png', theme: theme(C.indigo, C.teal, C.amber), scene: workflowTimeline },
  { file: 'blog/ai-training-for-teachers.png', theme: theme(C.violet, C.indigo, C.amber), scene: documentToBrain },
  { file: 'blog/smart-classroom-organization.png', theme: theme(C.teal, C.indigo, C.rose), scene: groupGrid },
  { file: 'blog/teaching-goals-management.png', theme: theme(C.rose, C.indigo, C.teal), scene: targetAndChecklist },
  { file: 'blog/fun-activity-suggestions.png', theme: theme(C.amber, C.rose, C.violet), scene: quizFan },
  {
    file: 'blog/ai-assessment-generation-advanced.png',
    theme: theme(C.indigo, C.violet, C.teal),
    scene: layeredDocsChatSliders,
  },
  { file: 'blog/collaborative-learning.png', theme: theme(C.teal, C.amber, C.rose), scene: roundTable },
  { file: 'blog/formative-assessment.png', theme: theme(C.violet, C.teal, C.amber), scene: feedbackLoop },
  { file: 'blog/student-engagement.png', theme: theme(C.amber, C.rose, C.teal), scene: raisedHands },
  { file: 'blog/classroom-management.png', theme: theme(C.indigo, C.amber, C.teal), scene: calendarAndSeating },
  { file: 'blog/personalized-learning.png', theme: theme(C.rose, C.indigo, C.teal), scene: pathsToTarget },
  { file: 'blog/ai-assessment-generation.png', theme: theme(C.violet, C.amber, C.indigo), scene: documentWithSparkles },
  { file: 'tutorial/step-1.png', theme: theme(C.indigo, C.teal, C.amber), scene: profileAndKey },
  { file: 'tutorial/step-2.png', theme: theme(C.teal, C.indigo, C.rose), scene: groupsOfCircles },
  { file: 'tutorial/step-3.png', theme: theme(C.rose, C.amber, C.indigo), scene: targetWithFlags },
  { file: 'tutorial/step-4.png', theme: theme(C.indigo, C.violet, C.teal), scene: uploadDocument },
  { file: 'tutorial/step-5.png', theme: theme(C.violet, C.teal, C.amber), scene: generateFirstAssessment },
  { file: 'tutorial/step-6.png', theme: theme(C.rose, C.indigo, C.amber), scene: chatAndRating },
  { file: 'tutorial/step-7.png', theme: theme(C.amber, C.indigo, C.teal), scene: calendarAndList },
  { file: 'tutorial/step-8.png', theme: theme(C.violet, C.rose, C.teal), scene: multipleChoiceAndTimer },
  { file: 'tutorial/step-9.png', theme: theme(C.teal, C.amber, C.violet), scene: voteBoxAndTags },
  { file: 'tutorial/step-10.png', theme: theme(C.indigo, C.teal, C.rose), scene: qrAndPhone },
  { file: 'tutorial/step-11.png', theme: theme(C.teal, C.indigo, C.amber), scene: barChartTrend },
]

// ─── Rendering ──────────────────────────────────────────────────────────────

function renderSvg(spec: ImageSpec): string {
  const rng = seededRng(spec.file)
  const body = background(spec.theme, rng) + spec.scene(spec.theme, rng)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}

async function main() {
  let total = 0
  for (const spec of IMAGES) {
    const out = path.join(IMAGES_DIR, spec.file)
    await mkdir(path.dirname(out), { recursive: true })
    const png = await sharp(Buffer.from(renderSvg(spec)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer({ resolveWithObject: true })
    await writeFile(out, png.data)
    total += png.data.length
    const warn = png.data.length > MAX_BYTES ? '  ⚠ over 60 KB' : ''
    console.log(
      `${spec.file.padEnd(44)} ${png.info.width}×${png.info.height}  ${(png.data.length / 1024).toFixed(1).padStart(5)} KB${warn}`,
    )
  }
  console.log(
    `${IMAGES.length} images, ${(total / 1024).toFixed(0)} KB in total → ${path.relative(process.cwd(), IMAGES_DIR)}`,
  )
}

await main()
