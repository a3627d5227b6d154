import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { site } from '@/config/site'
import { inter } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  )
}
