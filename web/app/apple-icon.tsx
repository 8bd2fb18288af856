import { ImageResponse } from 'next/og'
import { FULL_CANVAS } from '@/components/ui/image-canvas'

export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

/** Home-screen icon, drawn from shapes only so it needs no font. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        ...FULL_CANVAS,
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #4f46e5, #7c3aed)',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 64 64">
        <path d="M32 13 47 51h-7.6l-3.1-8.4H27.6L24.6 51H17L32 13Zm0 12.2-2.7 10.6h5.4L32 25.2Z" fill="#fff" />
        <circle cx="49" cy="15" r="5" fill="#f59e0b" />
      </svg>
    </div>,
    size,
  )
}
