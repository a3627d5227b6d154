import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Toaster } from '@/components/ui/toaster'
import { JsonLd } from '@/components/seo/json-ld'
import { site } from '@/config/site'
import { organizationJsonLd, websiteJsonLd } from '@/lib/json-ld'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior lets Next.js jump (not glide) to the top on route changes while
    // in-page anchor links keep the smooth scrolling set in globals.css.
    <html lang="en" className={inter.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col font-sans">
        {/* The manifest with credentials, as every other request of the page: Chromium fetches a
            manifest without them by default, which takes a second connection to our own origin
            (another TLS handshake on a phone) while the font and the pictures wait on the first
            (docs/performance.md, 2026-11-28). React puts the link in the head. */}
        <link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" />
        {children}
        <Toaster />
        <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      </body>
    </html>
  )
}
