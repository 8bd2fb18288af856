import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { FULL_CANVAS } from './image-canvas'

/**
 * The branded 1200 × 630 link-preview image of a page (an article, an FAQ topic), rendered
 * with next/og. Each feature turns its document into a card (features/blog/social-card.ts,
 * features/faq/social-card.ts); the opengraph-image routes only name which one.
 */

const SOCIAL_CARD_SIZE = { width: 1200, height: 630 }
const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD_SIZE

// Satori reads TTF, OTF and WOFF but not WOFF2, and the site's Inter ships only as WOFF2.
// Next bundles Geist as TTF for ImageResponse; reading it from disk keeps the build and the
// server free of network font fetches.
const FONT_FILE = path.join(
  process.cwd(),
  'node_modules',
  'next',
  'dist',
  'compiled',
  '@vercel',
  'og',
  'Geist-Regular.ttf',
)
let font: Promise<Buffer> | undefined
const loadFont = () => (font ??= readFile(FONT_FILE))

export async function socialCardImage({
  title,
  badge,
  productName,
  footer,
}: {
  title: string
  badge: string
  productName: string | null
  footer?: string | null
}) {
  const titleSize = title.length > 90 ? 50 : title.length > 60 ? 58 : 66
  return new ImageResponse(
    <div
      style={{
        ...FULL_CANVAS,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#ffffff',
        fontFamily: 'Geist',
        backgroundColor: '#4338ca',
        backgroundImage: 'linear-gradient(135deg, #312e81 0%, #4338ca 50%, #6366f1 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, minHeight: 44 }}>
        {productName ? (
          <div
            style={{
              width: 44,
              height: 44,
              borderRadius: 12,
              backgroundColor: '#ffffff',
              color: '#4338ca',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 28,
            }}
          >
            {productName.slice(0, 1)}
          </div>
        ) : null}
        {productName ? <div style={{ fontSize: 34 }}>{productName}</div> : null}
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 28 }}>
        <div
          style={{
            display: 'flex',
            padding: '8px 22px',
            borderRadius: 999,
            backgroundColor: 'rgba(255, 255, 255, 0.16)',
            border: '1px solid rgba(255, 255, 255, 0.35)',
            fontSize: 26,
          }}
        >
          {badge}
        </div>
        <div style={{ display: 'flex', fontSize: titleSize, lineHeight: 1.12, maxWidth: 1040 }}>{title}</div>
      </div>

      <div style={{ display: 'flex', fontSize: 26, color: '#c7d2fe' }}>{footer ?? ''}</div>
    </div>,
    {
      width: WIDTH,
      height: HEIGHT,
      fonts: [{ name: 'Geist', data: await loadFont(), style: 'normal', weight: 400 }],
    },
  )
}
