import localFont from 'next/font/local'

// Inter from the @fontsource package: served by the site itself, no font CDN at build or run time.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})
