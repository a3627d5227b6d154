import localFont from 'next/font/local'

// Inter from the @fontsource-variable package, served by our own server (no font CDN). next/font
// generates a size-adjusted fallback, so swapping fonts shifts no layout.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
