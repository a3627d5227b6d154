import fs from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { LogoMark } from '@/components/layout/logo-mark'
import { site } from '@/config/site'
import { OG_IMAGE_SIZE } from '@/lib/metadata'

// Satori reads WOFF but not WOFF2, so the card uses the static Inter files from @fontsource/inter.
async function loadFont(weight: 400 | 700) {
  const file = path.join(
    process.cwd(),
    'node_modules/@fontsource/inter/files',
    `inter-latin-${weight}-normal.woff`,
  )
  return { name: 'Inter', data: await fs.readFile(file), weight, style: 'normal' as const }
}

/** The social card of a page: the brand, an accent bar and the page's title. */
export async function socialCard(page: { title: string }): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0b1f3a 0%, #123a63 60%, #115e59 100%)',
        color: 'white',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark background="#061226" width={64} height={64} />
        <span style={{ fontSize: 34, fontWeight: 700 }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, background: '#f59e0b' }} />
        <div
          style={{ fontSize: page.title.length > 40 ? 64 : 76, fontWeight: 700, lineHeight: 1.1 }}
        >
          {page.title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#5eead4' }}>
        {new URL(site.url).host}
      </div>
    </div>,
    { ...OG_IMAGE_SIZE, fonts: [await loadFont(400), await loadFont(700)] },
  )
}
