import localFont from 'next/font/local'

// Inter from the @fontsource package: served by the site itself, no font CDN at build or run time.
// `optional`: the preloaded font is used when it arrives within the first ~100 ms (a fast or
// repeat visit); otherwise that page view keeps the size-matched fallback instead of swapping
// fonts mid-read, which would re-lay out the text and push the largest paint back.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
})
