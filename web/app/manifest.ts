import type { MetadataRoute } from 'next'
import { getSiteSettings } from '@/features/layout/settings'

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSiteSettings()
  return {
    name: settings.productName,
    short_name: settings.productName,
    description: settings.description,
    start_url: '/',
    display: 'browser',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  }
}
