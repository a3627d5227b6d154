import localFont from 'next/font/local'

// Inter, subset by `npm run assets` (tools/assets/fonts.ts) into two faces of one family and
// served by our own server (no font CDN). The basic face covers everything our copy sets and is
// preloaded; the extended face (accented letters and rarer signs, for names and visitors' text)
// is fetched only by a page that shows one of its characters. The unicode ranges must match the
// generator's (a test compares them); next/font needs them written out here as literals.
//
// The basic face is `optional`: preloaded, it is there for the first paint of nearly every view;
// when it is not (a slow network, a busy machine), that view keeps the fallback and the next one,
// with the font cached, has Inter. A late swap would rewrap paragraphs under the visitor's eyes:
// no fallback sets every line exactly as wide as Inter does (ARCHITECTURE.md: layout shift ≤ 0.01).
// The fallback is ours (globals.css, 'Inter Fallback'), sized to Inter per weight, not next/font's:
// that one names Arial alone, which Linux and Android do not have, and fits the regular weight
// only, while most of our headings are semibold or bold.
export const inter = localFont({
  src: './fonts/inter-basic.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-003B,U+003D,U+003F-007E,U+00A0,U+00A3,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122',
    },
  ],
})

// Its @font-face rule comes with this module (layout.tsx imports `inter` from it); nothing needs
// to reference the object itself.
export const interExtended = localFont({
  src: './fonts/inter-extended.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    // The basic face's family, so the two faces form one font.
    { prop: 'font-family', value: 'inter' },
    {
      prop: 'unicode-range',
      value:
        'U+003C,U+003E,U+00A1-00A2,U+00A4-00A8,U+00AA-00AD,U+00AF,U+00B1-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})
